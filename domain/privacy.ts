/**
 * The privacy notice a member accepts before giving their details (PRIVACY.md). Raise the version
 * when the notice's words change what is collected, why, or who sees it: every member is asked again at
 * their next sign-in.
 */
export const PRIVACY_NOTICE_VERSION = 1;

/**
 * How long an account without details may wait for its owner to accept the privacy notice before it is
 * deleted (PRIVACY.md): the sign-in screen says so to whoever declines it.
 */
export const UNACCEPTED_ACCOUNT_DAYS = 30;

/** Whether a member has accepted the notice in force. */
export const hasAcceptedNotice = (noticeVersion: number | null | undefined): boolean =>
  (noticeVersion ?? 0) >= PRIVACY_NOTICE_VERSION;

/** What the audit trail records, by action: the super admin's filter lists these. */
export const AUDIT_ACTIONS = [
  'staff.signIn',
  'account.create',
  'account.update',
  'account.password',
  'account.suspend',
  'account.unsuspend',
  'account.timesKeeper',
  'location.add',
  'location.update',
  'location.delete',
  'category.add',
  'category.update',
  'category.delete',
  'mosque.add',
  'mosque.update',
  'mosque.delete',
  'mosque.import',
  'mosque.times',
  'mosque.displayKeyAdd',
  'mosque.displayKeyRevoke',
  'alert.add',
  'alert.update',
  'alert.expire',
  'alert.sendSms',
  'setting.alertSms',
  'setting.hijriAdjustment',
  'members.export',
  'member.downloadData',
  'member.deleteAccount',
  'member.alertSmsConsent',
  'member.alertWhatsappConsent',
  'account.treasurer',
  'treasury.settings',
  'treasury.monthClose',
  'fund.add',
  'fund.rename',
  'fund.close',
  'fund.reopen',
  'fund.remove',
  'donation.start',
  'donation.claim',
  'donation.confirm',
  'donation.reject',
  'donation.record',
  'donation.gatewayPaid',
  'receipt.cancel',
  'receipt.sendSms',
  'expense.record',
  'account.registerKeeper',
  'register.import',
  'register.merge',
  'register.undoMerge',
  'register.remove',
  'register.invite',
  'register.claim',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'account',
  'member',
  'familyMember',
  'location',
  'mosque',
  'category',
  'alert',
  'setting',
  'fund',
  'donation',
  'receipt',
  'expense',
  'registerImport',
  'registerPerson',
  'registerMerge',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
