import type { UserData } from '../../domain/functions/shapes';
import { hasAcceptedNotice } from '../../domain/privacy';
import { listFamily } from '../members/family';
import { permissionDenied } from '../protocol/app-error';
import type { SessionUser } from '../protocol/caller';
import type { ServiceContext } from '../protocol/context';
import { otpSignedInAt } from '../sign-in/sessions';
import { whatsappConfigured } from '../whatsapp/whatsapp-on';

/** The user as the API shows it: the spec's field names, no password material. */
export function presentUser(u: SessionUser): UserData {
  const scope =
    u.scopeLevel === 'Area' && u.scopeLocationId
      ? { level: 'Area' as const, id: u.scopeLocationId }
      : u.scopeLevel === 'Mosque' && u.scopeMosqueId
        ? { level: 'Mosque' as const, id: u.scopeMosqueId }
        : null;
  return {
    userId: u.id,
    uniqueId: u.uniqueId,
    name: u.name,
    dob: u.dob,
    gender: u.gender,
    address: u.address,
    mobile: u.mobile,
    email: u.email,
    mosqueId: u.mosqueId,
    role: u.role,
    superAdmin: u.superAdmin,
    category: u.category,
    details: u.details,
    scope,
    categoryId: u.categoryId,
    hasPassword: u.passwordHash !== null,
    noticeAccepted: hasAcceptedNotice(u.noticeVersion),
    listedInDirectory: u.listedInDirectory,
    alertSmsConsent: u.alertSmsConsent,
    alertWhatsappConsentAt: u.alertWhatsappConsentAt?.toISOString() ?? null,
    keepsMosqueTimes: u.keepsMosqueTimes,
    keepsTreasury: u.keepsTreasury,
    keepsRegister: u.keepsRegister,
    dobApproximate: u.dobApproximate,
    createdAt: u.createdAt.toISOString(),
  };
}

/**
 * The caller's own account (getSessionUser), never another's. The screens learn when this session's OTP was,
 * so they ask for a current password only when it is needed. A member's /family renders from this reply;
 * staff accounts have no family.
 */
export async function readOwnUserData(
  ctx: ServiceContext<'db' | 'caller' | 'session' | 'config'>,
  { userId }: { userId?: string },
) {
  const { db, caller, session } = ctx;
  if (userId !== undefined && userId !== caller.id) throw permissionDenied();
  const user = {
    ...presentUser(caller),
    otpSignedInAt: otpSignedInAt(session)?.toISOString() ?? null,
    whatsappOffered: whatsappConfigured(ctx),
  };
  return caller.role === 'user' ? { ...user, family: await listFamily(db, caller.id) } : user;
}
