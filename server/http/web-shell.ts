import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isPrerenderedPath } from '../../domain/prerender';
import { PATHS } from '../../domain/routes';
import { escapeHtml } from './html-escape';
import {
  type ReaderHeaders,
  readerLanguage,
  readPrerendered,
  withPrerenderedPage,
} from './sign-in-prerender';

/** Writes the portal name into the built index.html (title, meta and loading shell), escaped for HTML. */
export function renderIndexHtml(template: string, portalName: string): string {
  const safe = escapeHtml(portalName);
  return template.replaceAll('%PORTAL_NAME%', () => safe);
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

const MEMBER_LAYOUT = 'features/member-home/member-layout.tsx';
const ADMIN_LAYOUT = 'features/admin-home/admin-layout.tsx';
const MEMBER_SCREENS: Record<string, string> = {
  [PATHS.memberHome]: 'features/member-home/member-home-screen.tsx',
  [PATHS.alerts]: 'features/member-alerts/alerts-screen.tsx',
  [PATHS.mosque]: 'features/member-mosque/my-mosque-screen.tsx',
  [PATHS.volunteers]: 'features/member-volunteers/volunteers-screen.tsx',
  [PATHS.family]: 'features/member-family/family-screen.tsx',
  [PATHS.profile]: 'features/member-profile/profile-screen.tsx',
  [PATHS.giving]: 'features/member-giving/my-giving-screen.tsx',
};

const FAMILY_MEMBER = 'features/member-family/family-member-view.tsx';

const ADMIN_SCREENS: Record<string, string> = {
  [PATHS.adminHome]: 'features/admin-home/admin-home-screen.tsx',
  [PATHS.adminMembers]: 'features/admin-members/admin-members-screen.tsx',
  [PATHS.adminMosques]: 'features/admin-places/admin-mosques-screen.tsx',
  [PATHS.adminCategories]: 'features/admin-places/admin-categories-screen.tsx',
  [PATHS.adminAlerts]: 'features/admin-alerts/admin-alerts-screen.tsx',
  [PATHS.adminVolunteers]: 'features/admin-accounts/admin-volunteers-screen.tsx',
  [PATHS.adminAudit]: 'features/admin-audit/admin-audit-screen.tsx',
  [PATHS.adminMessages]: 'features/admin-sms/admin-sms-screen.tsx',
  [PATHS.adminSms]: 'features/admin-sms/admin-sms-screen.tsx',
  [PATHS.adminTimes]: 'features/admin-times/admin-times-screen.tsx',
  [PATHS.adminTreasury]: 'features/admin-treasury/admin-treasury-screen.tsx',
  [PATHS.adminRegister]: 'features/admin-register/admin-register-screen.tsx',
};

/**
 * The lazy chunks each route shows first (web/app/screens.ts), by their source path in Vite's manifest. The
 * browser learns of them only after the entry has run; naming them in the HTML lets a slow network fetch them
 * at once, beside the entry, instead of one round trip later.
 */
export function firstScreenModules(path: string): string[] {
  if (path === PATHS.login || path === PATHS.register) return ['features/member-auth/member-auth-screen.tsx'];
  if (path === PATHS.adminLogin) return ['features/admin-auth/admin-login-screen.tsx'];
  if (path.startsWith('/display/')) return ['features/masjid-display/display-screen.tsx'];
  // A masjid's times, treasury or register by their first two segments: /admin/times/{masjid} and the like.
  const adminPath =
    [PATHS.adminTimes, PATHS.adminTreasury, PATHS.adminRegister].find((p) => path.startsWith(`${p}/`)) ??
    path.replace(/\/$/, '');
  const adminScreen = ADMIN_SCREENS[adminPath];
  if (adminScreen) return [ADMIN_LAYOUT, adminScreen];
  if (path.startsWith('/admin/')) return [ADMIN_LAYOUT];
  // The member's sections by their first segment: /family/{id}/true and the spec's /volunteers/ included.
  const [, section = '', id] = path.split('/');
  const screen = MEMBER_SCREENS[`/${section}`];
  if (!screen) return [MEMBER_LAYOUT];
  // One family member's page is a chunk of its own, which the list does not carry.
  return `/${section}` === PATHS.family && id
    ? [MEMBER_LAYOUT, screen, FAMILY_MEMBER]
    : [MEMBER_LAYOUT, screen];
}

/** The files to preload for some modules: each chunk and its static imports, less what the entry loads anyway. */
export function preloadFiles(manifest: ViteManifest, modules: string[]): string[] {
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  for (const key of entryKeys) walk(key, loaded);
  const wanted = new Set<string>();
  for (const key of modules) walk(key, wanted);
  return [...wanted].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]!.file}`);
}

type Encoded = { body: Buffer; encoding: 'br' | 'gzip' | null };
type Variant = Record<'br' | 'gzip' | 'identity', Buffer>;

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, then none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function encodeAll(html: string): Variant {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** What the shell sends: the body, its encoding, and the headers the choice of body depended on. */
export type ShellReply = Encoded & { vary: string };

/**
 * The single-page app's HTML for every route: the portal's name written in, the first screen's chunks
 * preloaded, and for a sign-in page its first step drawn in the reader's language, compressed once
 * for each such variant.
 */
export function loadWebShell(webRoot: string, portalName: string) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  const manifest: ViteManifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  const prerendered = readPrerendered(webRoot);
  const variants = new Map<string, Variant>();

  return (path: string, headers: ReaderHeaders): ShellReply => {
    const files = preloadFiles(manifest, firstScreenModules(path));
    const signIn = prerendered && isPrerenderedPath(path) ? path : null;
    const language = signIn ? readerLanguage(headers) : null;
    const key = `${files.join(',')}|${signIn}|${language}`;
    let variant = variants.get(key);
    if (!variant) {
      const page =
        signIn && language
          ? withPrerenderedPage(template, prerendered![signIn][language], language)
          : template;
      const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ');
      variant = encodeAll(renderIndexHtml(page, portalName).replace('</head>', `  ${links}\n  </head>`));
      variants.set(key, variant);
    }
    const encoding = preferredEncoding(headers['accept-encoding']);
    const vary = signIn ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding';
    return { body: variant[encoding ?? 'identity'], encoding, vary };
  };
}
