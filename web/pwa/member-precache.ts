import type { Plugin } from 'vite';

/** The modules only staff open: the admin area's screens and layout, the staff sign-in, the admin texts. */
const STAFF_MODULE = /[\\/]features[\\/]admin-[^\\/]+[\\/]|[\\/]i18n[\\/]locales[\\/][a-z]+-admin\.ts$/;

type ManifestEntry = { url: string; revision: string | null; size: number };

/**
 * What the service worker precaches, for a member: every chunk a member's screen can load, and none that only
 * staff screens load (a member's phone spent 110 KiB and most of a minute on 3G on the admin
 * overview's charts and the other staff screens). Walks the bundle from the entry through static and dynamic
 * imports, stopping at a staff module's chunk; what it never reaches is staff-only. Workbox's precache fetches
 * its files one after another, so every file left out saves a round trip as well as its bytes.
 *
 * `plugin` records the staff-only files as the bundle is written; `manifestTransform` (for Workbox's
 * `manifestTransforms`, run after it) drops them from the precache list. Staff fetch them when they open
 * those screens, and the service worker's runtime cache keeps them for the next time.
 */
export function memberPrecache(): {
  plugin: Plugin;
  manifestTransform: (entries: ManifestEntry[]) => Promise<{ manifest: ManifestEntry[] }>;
} {
  const staffOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'anjuman-member-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; dynamicImports: string[]; staff: boolean }>();
      const entries: string[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const staff = out.facadeModuleId !== null && STAFF_MODULE.test(out.facadeModuleId);
        chunks.set(out.fileName, { imports: out.imports, dynamicImports: out.dynamicImports, staff });
        if (out.isEntry) entries.push(out.fileName);
      }
      const reached = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || chunk.staff || reached.has(file)) return;
        reached.add(file);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const entry of entries) visit(entry);
      staffOnly.clear();
      for (const file of chunks.keys()) if (!reached.has(file)) staffOnly.add(file);
    },
  };
  const manifestTransform = async (entries: ManifestEntry[]) => ({
    manifest: entries.filter((e) => !staffOnly.has(e.url)),
  });
  return { plugin, manifestTransform };
}
