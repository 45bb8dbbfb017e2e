import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { settingMadeOnce } from '../db/portal-settings';

/**
 * The secret a gateway's delivery reports carry in their address (POST /sms/status/<provider>?key=…): made
 * once for the fleet and kept in the database, so no one can mark an SMS delivered or failed without it.
 */
export function smsStatusKey(db: Db): Promise<string> {
  return settingMadeOnce(db, 'sms_status_key', () => randomBytes(24).toString('base64url'));
}

/** The path the gateway's dashboard must be given for its delivery reports; the screen adds the portal's address. */
export const smsStatusPath = (provider: string, key: string) =>
  `/sms/status/${encodeURIComponent(provider)}?key=${encodeURIComponent(key)}`;
