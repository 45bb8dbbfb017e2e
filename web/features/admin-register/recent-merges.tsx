import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useFormat } from '../../i18n/use-format';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';

type Merge = FunctionOutput<'getRegisterMerges'>['merges'][number];

/** The masjid's merges of the last 30 days, each with its Undo (asked first) while it can still be undone. */
export function RecentMerges({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, loading, reload } = useCall('getRegisterMerges', { mosqueId });
  const [asking, setAsking] = useState<Merge | null>(null);
  const undo = useAction('undoMerge');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = (n: string | null) => n ?? t('adminRegisterDuplicates.noName');
  const words = (m: Merge) => ({ merged: name(m.mergedName), kept: name(m.keptName) });

  return (
    <Box component="section" aria-labelledby="register-merges-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2" id="register-merges-title" ref={headingRef} tabIndex={-1}>
        {t('adminRegisterDuplicates.recentTitle')}
      </Typography>
      {error ? (
        <LoadError onRetry={reload} />
      ) : loading && !data ? (
        <LoadingStatus label={t('adminRegisterDuplicates.recentLoading')} />
      ) : !data?.merges.length ? (
        <Typography color="text.secondary">{t('adminRegisterDuplicates.recentEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.merges.map((m) => (
            <Box
              component="li"
              key={m.mergeId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 14rem' }}>
                <Typography dir="auto">{t('adminRegisterDuplicates.recentLine', words(m))}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {m.undoneAt
                    ? t('adminRegisterDuplicates.undone', { date: format.date(m.undoneAt) })
                    : t('adminRegisterDuplicates.recentAt', { date: format.date(m.mergedAt) })}
                  {!m.undoneAt && !m.undoable ? ` · ${t('adminRegisterDuplicates.notUndoable')}` : ''}
                </Typography>
              </Box>
              {m.undoable && (
                <Button
                  size="small"
                  color="secondary"
                  variant="outlined"
                  onClick={() => setAsking(m)}
                  aria-label={t('adminRegisterDuplicates.undoNamed', words(m))}
                >
                  {t('adminRegisterDuplicates.undo')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('adminRegisterDuplicates.undoTitle')}
        text={asking ? t('adminRegisterDuplicates.undoText', words(asking)) : ''}
        confirmLabel={t('adminRegisterDuplicates.undo')}
        busy={undo.pending}
        busyLabel={t('adminRegisterDuplicates.undoing')}
        destructive={false}
        onConfirm={async () => {
          if (!asking) return;
          const reply = await undo.run({ mergeId: asking.mergeId });
          setAsking(null);
          // The undone merge's row changes in place; the focus goes to the list's heading above it.
          if (reply?.pass) requestAnimationFrame(() => headingRef.current?.focus());
        }}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
