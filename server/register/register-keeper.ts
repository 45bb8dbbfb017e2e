import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { setMosqueGrant } from '../users/mosque-grant';

/**
 * The super admin lets a volunteer whose scope is one masjid import and keep that masjid's register, or takes
 * it back (docs/decisions/0014-masjid-register.md), as the times' keepers and treasurers are made.
 */
export function setRegisterKeeper(
  ctx: ServiceContext<'db' | 'caller'>,
  input: ParsedInput<'setRegisterKeeper'>,
): Promise<FunctionOutput<'setRegisterKeeper'>> {
  return setMosqueGrant(
    ctx.db,
    ctx.caller,
    {
      column: 'keepsRegister',
      action: 'account.registerKeeper',
      needsMosque: 'registerKeeperNeedsMosque',
      granted: 'registerKeeperGranted',
      revoked: 'registerKeeperRevoked',
    },
    { userId: input.userId, on: input.keepsRegister },
  );
}
