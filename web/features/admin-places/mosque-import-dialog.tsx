import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { MOSQUE_IMPORT_MAX_BYTES } from '../../../domain/functions/places';
import { useCloseGuard } from '../../components/forms/use-close-guard';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction, type WriteProblem } from '../../lib/use-action';

type Check = FunctionOutput<'previewMosqueImport'>;
type Props = { open: boolean; onClose: () => void };

/**
 * Spreadsheets in: the admin chooses a CSV, the server checks every row and lists each problem by
 * row number, and only a clean file can be imported, in one go. The focus moves to the outcome of each step.
 */
export function MosqueImportDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const outcome = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  // Said in the dialog, where the check's outcome is, never in a toast over its buttons: the rows refused are
  // the check itself; a failed call is said here.
  const [failure, setFailure] = useState<string | null>(null);
  const inDialog = { showProblem: (problem: WriteProblem) => setFailure(problem.text) };
  const preview = useAction('previewMosqueImport', inDialog);
  const importAll = useAction('importMosques', inDialog);
  const busy = preview.pending || importAll.pending;
  // A chosen and checked file is work to lose: Escape or a tap outside asks first.
  const guard = useCloseGuard({ dirty: file !== null, busy, onClose });

  useEffect(() => {
    if (open) return;
    setFile(null);
    setCheck(null);
    setTooLarge(false);
    setFailure(null);
  }, [open]);
  useEffect(() => {
    if (check || tooLarge || failure) outcome.current?.focus();
  }, [check, tooLarge, failure]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setCheck(null);
    setFailure(null);
    setTooLarge(chosen.size > MOSQUE_IMPORT_MAX_BYTES);
    if (chosen.size > MOSQUE_IMPORT_MAX_BYTES) return setFile(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    const reply = await preview.run({ csv });
    if (!reply) return;
    setCheck(reply);
    // A refusal is the rows it lists; one with no row (another import just took a mosque ID) keeps its words.
    if (reply.pass || reply.problems.length > 0) setFailure(null);
  };

  const runImport = async () => {
    if (!file) return;
    setFailure(null);
    const reply = await importAll.run({ csv: file.csv });
    if (!reply) return;
    if (reply.pass) return onClose();
    setCheck(reply);
    if (reply.problems.length > 0) setFailure(null);
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={guard.onDialogClose}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('adminPlaces.importTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Typography color="text.secondary">{t('adminPlaces.importHelp')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<UploadFile />}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {t('adminPlaces.chooseFile')}
            </Button>
            {/* The browser's own file chooser, opened by the button above (a button cannot hold an input). */}
            <input ref={fileInput} type="file" accept=".csv,text/csv" onChange={choose} hidden />
            {file && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('adminPlaces.fileChosen', { name: file.name })}
              </Typography>
            )}
          </Box>
          {preview.pending && <Typography role="status">{t('adminPlaces.checking')}</Typography>}
          <Box ref={outcome} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 1 }}>
            {tooLarge && <Alert severity="error">{t('adminPlaces.fileTooLarge')}</Alert>}
            {failure && <Alert severity="error">{failure}</Alert>}
            {check?.pass && (
              <Alert severity="success">
                {text.byCode('importReady', { count: check.rows })}{' '}
                {check.newLocations > 0 && t('adminPlaces.newPlaces', { count: check.newLocations })}
              </Alert>
            )}
            {check && !check.pass && (
              <>
                <Alert severity="warning">
                  {text.byCode('importHasProblems', {
                    count: new Set(check.problems.map((p) => p.row)).size,
                  })}
                </Alert>
                <Box
                  component="ul"
                  sx={{ m: 0, pl: 3, maxHeight: 280, overflowY: 'auto', display: 'grid', gap: 0.5 }}
                >
                  {check.problems.map((problem, i) => (
                    // A row may have several problems; their order in the reply is stable.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
                    <li key={i}>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {t('adminPlaces.problemRow', { row: problem.row })}:
                      </Typography>{' '}
                      <span dir="auto">{text.said(problem)}</span>
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" color="secondary" onClick={runImport} disabled={busy || !check?.pass}>
            {importAll.pending ? t('adminPlaces.importing') : t('adminPlaces.import')}
          </Button>
        </DialogActions>
      </Dialog>
      {guard.question}
    </>
  );
}
