import type { PushConfig } from './push-config';

/**
 * The push services a browser subscribes with: Chrome and Edge's FCM, Firefox's autopush, Safari's and
 * Windows'. The portal sends only there, so a member cannot make the server post to an address of their choice.
 */
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether the portal may push to this endpoint: https on a known push service, or (tests) a configured origin. */
export function isAcceptedEndpoint(endpoint: string, config: PushConfig): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.testOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}
