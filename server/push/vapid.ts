import webPush from 'web-push';
import type { Db } from '../db/client';
import { settingMadeOnce } from '../db/portal-settings';

/** The portal's VAPID identity: one key pair for the whole fleet, made by the first start and kept. */
export type Vapid = { subject: string; publicKey: string; privateKey: string };

const KEY = 'push.vapidKeys';

/**
 * The keys, made once and kept in portal_settings: every device subscribed with this public key, so a new
 * pair would silence them all until each visits again.
 */
export async function loadVapid(db: Db, subject: string): Promise<Vapid> {
  const kept = await settingMadeOnce(db, KEY, () => JSON.stringify(webPush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(kept) as { publicKey: string; privateKey: string };
  return { subject, publicKey, privateKey };
}
