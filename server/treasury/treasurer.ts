import type { FunctionOutput } from '../../domain/catalogue';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { setMosqueGrant } from '../users/mosque-grant';

/**
 * The super admin lets a volunteer whose scope is one masjid keep that masjid's treasury, or takes it back
 * (docs/decisions/0013-baitul-maal.md), as the times' keepers are made. An account's grant is not a treasury
 * write (it moves no money), so it has no idempotency key; granting twice is the same as once.
 */
export function setTreasurer(
  ctx: ServiceContext<'db' | 'caller'>,
  input: ParsedInput<'setTreasurer'>,
): Promise<FunctionOutput<'setTreasurer'>> {
  return setMosqueGrant(
    ctx.db,
    ctx.caller,
    {
      column: 'keepsTreasury',
      action: 'account.treasurer',
      needsMosque: 'treasurerNeedsMosque',
      granted: 'treasurerGranted',
      revoked: 'treasurerRevoked',
    },
    { userId: input.userId, on: input.keepsTreasury },
  );
}
