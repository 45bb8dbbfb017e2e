import type { UserData } from '../../../domain/functions/shapes';
import { DetailsPanel } from '../../components/member-details/details-panel';

/**
 * The profile's Other Details: the member's own category and details. A save makes the user stale
 * (domain/invalidations.ts), so the summary shows the new details.
 */
export function OtherDetailsTab({ user }: { user: UserData }) {
  return (
    <DetailsPanel
      category={user.category}
      details={user.details}
      target={{ userId: user.userId, parentId: null }}
    />
  );
}
