import type { Db } from '../db/client';
import { readSetting, writeSetting } from '../db/portal-settings';
import type { Tx } from '../db/transaction';

const KEY = 'alert_sms_allowed';

/** Whether a super admin allowed admins to send high-severity alerts by SMS too (off until they do). */
export async function alertSmsAllowed(db: Db | Tx): Promise<boolean> {
  return (await readSetting(db, KEY)) === 'on';
}

export async function allowAlertSms(db: Db | Tx, allowed: boolean): Promise<void> {
  await writeSetting(db, KEY, allowed ? 'on' : 'off');
}
