import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { meetsAccess } from '../../../domain/access';
import type { MemberCard as Member } from '../../../domain/functions/directory';
import { useSession } from '../../app/session-provider';
import { Disclosure } from '../../components/disclosure';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadingStatus } from '../../components/loading-status';
import { readFilters, writeFilters } from '../../components/paged-list/filters-in-url';
import { PagedList, pagedListState } from '../../components/paged-list/paged-list';
import { downloadText } from '../../lib/download-text';
import { MEMBERS_PAGE_SIZE, membersListKey } from '../../lib/members-first-page';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useAction } from '../../lib/use-action';
import { useCan } from '../../lib/use-can';
import { usePagedCall } from '../../lib/use-paged-call';
import { MemberCard } from './member-card';
import { anyFilter, filtersOf, MEMBER_FILTER_KEYS, type MemberFilterText } from './member-filter-values';
import { MemberFiltersPanel } from './member-filters';

// The charts library is large: its own chunk, fetched when the overview is first opened.
const MembersOverviewCharts = preloadableLazy(() => import('./members-overview'));

// Outside the screen, so that the list's cards stay drawn when the screen draws again (web/components/card-grid).
const renderMember = (member: Member) => <MemberCard member={member} />;

/**
 * /admin/members: the members the caller may see (a volunteer's area, everyone for an admin),
 * filtered on the server by what the panel holds, which lives in the URL so Back, reload and a shared link
 * keep it; a page at a time, with 'Load more'.
 */
export default function AdminMembersScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const text = readFilters(params, MEMBER_FILTER_KEYS);
  // The unfiltered list is kept per user as membersList<userId>, read again on Refresh.
  const firstPageKey = !anyFilter(text) && session.user ? membersListKey(session.user.userId) : undefined;
  const list = usePagedCall('getMembers', { ...filtersOf(text), limit: MEMBERS_PAGE_SIZE }, { firstPageKey });
  const canExport = useCan('exportMembers');
  // A volunteer's list is already bound to their own area, so only an admin is offered a choice of one.
  const choosesArea = meetsAccess('admin', session.user);
  const exporting = useAction('exportMembers', { refusalSeverity: 'error' });
  const apply = useCallback(
    (next: MemberFilterText) =>
      setParams(
        (current) =>
          writeFilters(current, { ...Object.fromEntries(MEMBER_FILTER_KEYS.map((k) => [k, ''])), ...next }),
        {
          replace: true,
        },
      ),
    [setParams],
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('admin.section.members')}>{t('adminMembers.heading')}</PageHeading>
      <Disclosure strong headingLevel="h2" summary={t('adminMembers.overview')}>
        <Suspense fallback={<LoadingStatus label={t('common.loading')} dense />}>
          <MembersOverviewCharts locationId={filtersOf(text).locationId} />
        </Suspense>
      </Disclosure>
      <MemberFiltersPanel value={text} onApply={apply} showArea={choosesArea} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {list.total !== undefined && (
          <Typography role="status" color="text.secondary">
            {list.totalCapped
              ? t('adminMembers.totalOver', { count: list.total })
              : t('adminMembers.total', { count: list.total })}
          </Typography>
        )}
        <Button color="secondary" startIcon={<RefreshIcon />} onClick={list.reload} disabled={list.loading}>
          {t('adminMembers.refresh')}
        </Button>
        {canExport && (
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<DownloadIcon />}
            disabled={exporting.pending || list.total === 0}
            onClick={async () => {
              const reply = await exporting.run(filtersOf(text));
              if (reply?.pass) downloadText(reply.fileName, reply.csv);
            }}
          >
            {t('adminMembers.downloadCsv')}
          </Button>
        )}
      </Box>
      <PagedList
        {...pagedListState(list)}
        getKey={(m) => m.id}
        renderCard={renderMember}
        emptyText={t('adminMembers.empty')}
      />
    </Box>
  );
}
