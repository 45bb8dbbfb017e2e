import type { UserData } from '../../../domain/functions/shapes';
import { useSession } from '../../app/session-provider';
import { DetailsPanel } from '../../components/member-details/details-panel';

/**
 * Profile, Other Details: the member's own category and details. After a save the session reloads
 * the member (and with it `userData`), and the summary shows the new details.
 */
export function OtherDetailsTab({ user }: { user: UserData }) {
  const session = useSession();
  return (
    <DetailsPanel
      category={user.category}
      details={user.details}
      target={{ userId: user.userId, parentId: null }}
      onSaved={async () => {
        await session.refresh();
      }}
    />
  );
}
