import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { PagedList, pagedListState } from '../../components/paged-list/paged-list';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import { usePagedCall } from '../../lib/use-paged-call';
import { MergeDialog } from './merge-dialog';
import { RecentMerges } from './recent-merges';

type Pair = FunctionOutput<'getDuplicateCandidates'>['items'][number];

const pairKey = (p: Pair) => `${p.a.id}:${p.b.id}`;

/**
 * The register's likely duplicates (docs/decisions/0014-masjid-register.md): each pair with why it was flagged
 * and both names; 'Compare and merge' opens the two records side by side. After a merge its words and an Undo
 * stay above the list, and take the focus; the recent merges below keep their Undo for 30 days.
 */
export function DuplicatesTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const list = usePagedCall('getDuplicateCandidates', { mosqueId });
  const [open, setOpen] = useState<Pair | null>(null);
  const [done, setDone] = useState<{ mergeId: string; text: string; undone: boolean } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const text = useMessageText();
  // The banner above the list says it, with its Undo: a toast as well would be heard twice.
  const undo = useAction('undoMerge', {
    sayReply: (reply, said) => (reply.pass ? null : { text: said, severity: 'warning' }),
  });
  const name = (n: string | null) => n ?? t('adminRegisterDuplicates.noName');
  const showDone = (next: typeof done) => {
    setDone(next);
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {done && (
        <Alert
          ref={doneRef}
          tabIndex={-1}
          severity="success"
          data-testid="merge-done"
          action={
            !done.undone && (
              <Button
                color="inherit"
                size="small"
                disabled={undo.pending}
                onClick={async () => {
                  const reply = await undo.run({ mergeId: done.mergeId });
                  if (reply?.pass) showDone({ ...done, text: text.said(reply), undone: true });
                }}
              >
                {undo.pending ? t('adminRegisterDuplicates.undoing') : t('adminRegisterDuplicates.undo')}
              </Button>
            )
          }
        >
          {done.text}
        </Alert>
      )}
      <Box component="section" aria-labelledby="register-duplicates-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2" id="register-duplicates-title">
          {t('adminRegisterDuplicates.title')}
        </Typography>
        <Typography color="text.secondary">{t('adminRegisterDuplicates.intro')}</Typography>
        <PagedList
          {...pagedListState(list)}
          getKey={pairKey}
          emptyText={t('adminRegisterDuplicates.empty')}
          renderCard={(pair) => (
            <Box
              component="article"
              aria-label={`${name(pair.a.name)} · ${name(pair.b.name)}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1 }}
            >
              <Typography variant="subtitle2" color="secondary">
                {t(`adminRegisterDuplicates.reason.${pair.reason}`)}
              </Typography>
              {[pair.a, pair.b].map((side) => (
                <Box key={side.id}>
                  <Typography dir="auto" sx={{ fontWeight: 600 }}>
                    {name(side.name)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`adminRegisterDuplicates.kind.${side.kind}`)}
                  </Typography>
                </Box>
              ))}
              <Button
                variant="outlined"
                color="secondary"
                sx={{ justifySelf: 'start' }}
                onClick={() => setOpen(pair)}
                aria-label={t('adminRegisterDuplicates.compareNamed', {
                  a: name(pair.a.name),
                  b: name(pair.b.name),
                })}
              >
                {t('adminRegisterDuplicates.compare')}
              </Button>
            </Box>
          )}
        />
      </Box>
      <RecentMerges mosqueId={mosqueId} />
      <MergeDialog
        mosqueId={mosqueId}
        pair={open}
        onClose={() => setOpen(null)}
        onMerged={(mergeId, text) => {
          setOpen(null);
          showDone({ mergeId, text, undone: false });
        }}
      />
    </Box>
  );
}
