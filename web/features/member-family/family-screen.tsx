import { useParams } from 'react-router';
import { FamilyList } from './family-list';
import { FamilyMemberView } from './family-member-view';

/**
 * /family/ lists the family; /family/{id} shows one member, and /family/{id}/{addDetails}
 * opens them on 'Current Details'.
 */
export default function FamilyScreen() {
  const { familyMemberId, addDetails } = useParams();
  if (!familyMemberId) return <FamilyList />;
  return <FamilyMemberView key={familyMemberId} id={familyMemberId} addDetails={addDetails === 'true'} />;
}
