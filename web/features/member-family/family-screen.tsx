import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingStatus } from '../../components/loading-status';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { FamilyList } from './family-list';

// One member's page, with its tabs and forms, is a chunk of its own: the list does not carry it.
// The server preloads it for a /family/{id} address (server/http/web-shell.ts).
const FamilyMemberView = preloadableLazy(() =>
  import('./family-member-view').then((m) => ({ default: m.FamilyMemberView })),
);

/**
 * /family/ lists the family; /family/{id} shows one member, and /family/{id}/{addDetails}
 * opens them on 'Current Details'.
 */
export default function FamilyScreen() {
  const { t } = useTranslation();
  const { familyMemberId, addDetails } = useParams();
  if (!familyMemberId) return <FamilyList />;
  return (
    <Suspense fallback={<LoadingStatus label={t('common.loading')} />}>
      <FamilyMemberView key={familyMemberId} id={familyMemberId} addDetails={addDetails === 'true'} />
    </Suspense>
  );
}
