import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FunctionInput } from '../../../domain/catalogue';
import type { AuditEntry } from '../../../domain/functions/audit';
import { PageHeading } from '../../components/layout/page-heading';
import { readFilters, writeFilters } from '../../components/paged-list/filters-in-url';
import { PagedList, pagedListState } from '../../components/paged-list/paged-list';
import { usePagedCall } from '../../lib/use-paged-call';
import { AuditCard } from './audit-card';
import { AUDIT_FILTER_KEYS, AuditFilters, type AuditFilterText } from './audit-filters';

const PAGE_SIZE = 30;

// Outside the screen, so that the list's cards stay drawn when the screen draws again (web/components/card-grid).
const renderEntry = (entry: AuditEntry) => <AuditCard entry={entry} />;

/** The URL's filter texts as getAuditLog takes them: an unknown action or object is left to the server to refuse. */
const inputOf = (text: AuditFilterText) =>
  Object.fromEntries(Object.entries(text).filter(([, v]) => v)) as FunctionInput<'getAuditLog'>;

/**
 * /admin/audit, for super admins: the audit trail newest first, filtered by who, what, which object
 * and the days, with the filters in the URL so a link to "every suspension last week" can be shared.
 */
export default function AdminAuditScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paramText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's text is what changes the filters.
  const text = useMemo(() => readFilters(params, AUDIT_FILTER_KEYS), [paramText]);
  const list = usePagedCall('getAuditLog', { ...inputOf(text), limit: PAGE_SIZE });
  const apply = useCallback(
    (next: AuditFilterText) =>
      setParams(
        (current) =>
          writeFilters(current, { ...Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, ''])), ...next }),
        { replace: true },
      ),
    [setParams],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('audit.title')}>{t('audit.title')}</PageHeading>
      <PagedList
        {...pagedListState(list)}
        getKey={(e) => e.id}
        renderCard={renderEntry}
        emptyText={t('audit.empty')}
        filters={<AuditFilters value={text} onApply={apply} />}
      />
    </Box>
  );
}
