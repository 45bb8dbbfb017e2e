import type { FamilyMember } from '../../../domain/functions/shapes';
import { useSession } from '../../app/session-provider';
import { DetailsPanel } from '../../components/member-details/details-panel';

/**
 * The 'Current Details' tab: the family member's category and details through the same panel and form as
 * the member's own Other Details. Arriving from 'Add New Member' (/family/{id}/true) opens the form at once.
 */
export function FamilyDetailsTab({ member, openForm }: { member: FamilyMember; openForm: boolean }) {
  const session = useSession();
  const owner = session.user;
  if (!owner) return null;
  return (
    <DetailsPanel
      category={member.category}
      details={member.details}
      target={{ userId: member.id, parentId: owner.userId }}
      initiallyOpen={openForm}
    />
  );
}
