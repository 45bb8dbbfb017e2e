import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useFormat } from '../../i18n/use-format';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';

type Key = { id: string; label: string; createdAt: string; lastUsedAt: string | null };

/**
 * The masjid's TV display keys (admins): each with its label, when it was made and last used, and Revoke
 * after a question; "Make a display key" shows the TV's address once, with Copy, since only its hash is kept.
 */
export function DisplayKeys({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const keys = useCall('getDisplayKeys', { mosqueId });
  const add = useAction('addDisplayKey');
  const revoke = useAction('revokeDisplayKey');
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<Key | null>(null);
  const madeRef = useRef<HTMLInputElement>(null);
  const labelRef = useRef<HTMLInputElement>(null);

  const make = async () => {
    if (!label.trim()) {
      labelRef.current?.focus();
      return;
    }
    const reply = await add.run({ mosqueId, label: label.trim() });
    if (!reply?.pass || !reply.path) return;
    setLabel('');
    setCopied(false);
    setMade(new URL(reply.path, window.location.origin).href);
    requestAnimationFrame(() => madeRef.current?.select());
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      setCopied(true);
    } catch {
      madeRef.current?.select();
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="display-keys-heading"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id="display-keys-heading" variant="h6" component="h2">
          {t('adminTimes.displayKeys')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('adminTimes.displayKeysHint')}
        </Typography>
      </Box>
      {keys.error && !keys.data ? (
        <LoadError onRetry={keys.reload} />
      ) : !keys.data ? (
        <LoadingStatus label={t('adminTimes.loading')} dense />
      ) : keys.data.keys.length === 0 ? (
        <Typography>{t('adminTimes.noDisplayKeys')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('adminTimes.displayKeys')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {keys.data.keys.map((key) => (
            <Box
              component="li"
              key={key.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {key.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('adminTimes.made', { date: format.date(key.createdAt) })} ·{' '}
                  {key.lastUsedAt
                    ? t('adminTimes.lastUsed', { date: format.dateTime(key.lastUsedAt) })
                    : t('adminTimes.neverUsed')}
                </Typography>
              </Box>
              <Button
                color="error"
                onClick={() => setRevoking(key)}
                aria-label={t('adminTimes.revokeNamed', { label: key.label })}
              >
                {t('adminTimes.revoke')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {made && (
        <Alert
          severity="warning"
          onClose={() => setMade(null)}
          slotProps={{ closeButton: { title: t('adminTimes.done') } }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t('adminTimes.keyMade')}</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('adminTimes.keyShownOnce')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TextField
              value={made}
              inputRef={madeRef}
              label={t('adminTimes.keyMade')}
              size="small"
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
              sx={{ flex: '1 1 240px' }}
            />
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<ContentCopy />}
              onClick={() => void copy()}
            >
              {copied ? t('adminTimes.copied') : t('adminTimes.copy')}
            </Button>
          </Box>
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void make();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('adminTimes.keyLabel')}
          value={label}
          inputRef={labelRef}
          onChange={(event) => setLabel(event.target.value)}
          disabled={add.pending}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          sx={{ flex: '1 1 220px' }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={add.pending}
          sx={{ minHeight: 56 }}
        >
          {add.pending ? t('adminTimes.making') : t('adminTimes.makeKey')}
        </Button>
      </Box>
      <ConfirmDialog
        open={revoking !== null}
        title={t('adminTimes.revokeQuestion', { label: revoking?.label ?? '' })}
        text={t('adminTimes.revokeText')}
        confirmLabel={t('adminTimes.revoke')}
        busy={revoke.pending}
        busyLabel={t('adminTimes.revoking')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.run({ id: revoking.id });
          setRevoking(null);
          labelRef.current?.focus();
        }}
      />
    </Paper>
  );
}
