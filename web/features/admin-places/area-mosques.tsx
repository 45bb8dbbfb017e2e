import AddIcon from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Location, Mosque } from '../../../domain/functions/shapes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PagedList, pagedListState } from '../../components/paged-list/paged-list';
import { downloadText } from '../../lib/download-text';
import { useAction } from '../../lib/use-action';
import { usePagedCall } from '../../lib/use-paged-call';
import { MosqueCard } from './mosque-card';
import { MosqueDialog } from './mosque-dialog';
import { MosqueImportDialog } from './mosque-import-dialog';

const SEARCH_PARAM = 'q';
const SEARCH_DELAY_MS = 400;
/** A page of cards: whole rows of 1, 2 or 3 columns, light enough for a phone on 3G. */
const PAGE_SIZE = 24;

type Editing = { kind: 'add' } | { kind: 'edit'; mosque: Mosque } | { kind: 'remove'; mosque: Mosque } | null;

/**
 * The masjids of the place the admin stands on (every locality under it), searchable by name or mosque ID,
 * with 'New Mosque' in a locality, and the spreadsheet in and out.
 */
export function AreaMosques({ area }: { area: Location }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const [typed, setTyped] = useState(search);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const list = usePagedCall('getMosquesInArea', {
    locationId: area.id,
    search: search || undefined,
    limit: PAGE_SIZE,
  });
  const exportSheet = useAction('exportMosques');
  const remove = useAction('removeMosque');
  const isLocality = area.type === 'locality';

  // The search follows the typing after a pause, into the address (so Back and a reload keep it).
  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(
      () =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (typed.trim()) next.set(SEARCH_PARAM, typed.trim());
            else next.delete(SEARCH_PARAM);
            return next;
          },
          { replace: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const download = async () => {
    const reply = await exportSheet.run({ locationId: area.id });
    if (reply?.pass) downloadText(reply.fileName, reply.csv);
  };

  return (
    <Box component="section" aria-labelledby="area-mosques-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Typography id="area-mosques-heading" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('adminPlaces.mosquesIn', { place: area.name })}
        </Typography>
        {list.total !== undefined && (
          <Typography color="text.secondary" role="status">
            {t('adminPlaces.mosqueCount', { count: list.total })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'add' })}
          disabled={!isLocality}
          aria-describedby={isLocality ? undefined : 'new-mosque-hint'}
        >
          {t('adminPlaces.newMosque')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<UploadFile />}
          onClick={() => setImporting(true)}
        >
          {t('adminPlaces.importCsv')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<Download />}
          onClick={download}
          disabled={exportSheet.pending || list.total === 0}
        >
          {exportSheet.pending ? t('adminPlaces.exporting') : t('adminPlaces.exportCsv')}
        </Button>
      </Box>
      {!isLocality && (
        <Typography id="new-mosque-hint" variant="body2" color="text.secondary">
          {t('adminPlaces.chooseLocality')}
        </Typography>
      )}
      <PagedList
        {...pagedListState(list)}
        getKey={(m) => m.id}
        renderCard={(mosque) => (
          <MosqueCard
            mosque={mosque}
            onEdit={() => setEditing({ kind: 'edit', mosque })}
            onRemove={() => setEditing({ kind: 'remove', mosque })}
          />
        )}
        emptyText={t('adminPlaces.noMosques')}
        filters={
          <TextField
            type="search"
            label={t('adminPlaces.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            sx={{ flex: '1 1 280px', maxWidth: { sm: 420 } }}
          />
        }
        filtersLabel={t('adminPlaces.search')}
      />

      <MosqueDialog
        open={editing?.kind === 'add' || editing?.kind === 'edit'}
        mosque={editing?.kind === 'edit' ? editing.mosque : undefined}
        localityId={area.id}
        localityName={area.name}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={editing?.kind === 'remove'}
        title={t('adminPlaces.removeQuestion', {
          name: editing?.kind === 'remove' ? editing.mosque.name : '',
        })}
        text={t('adminPlaces.removeMosqueText')}
        confirmLabel={t('adminPlaces.delete')}
        busy={remove.pending}
        busyLabel={t('adminPlaces.deleting')}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (editing?.kind !== 'remove') return;
          await remove.run({ id: editing.mosque.id });
          setEditing(null);
        }}
      />
      <MosqueImportDialog open={importing} onClose={() => setImporting(false)} />
    </Box>
  );
}
