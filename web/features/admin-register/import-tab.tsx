import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { isCalendarDate } from '../../../domain/dates';
import { REGISTER_FILE_MAX_BYTES, type RegisterMapping } from '../../../domain/register/register-limits';
import { REGISTER_MESSAGES as R } from '../../../domain/register/register-messages';
import { indiaDateOf } from '../../../domain/treasury/india-date';
import * as z from '../../../domain/zod';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormTextField } from '../../components/forms/form-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import { CheckSummary } from './check-summary';
import { ImportHistory } from './import-history';
import { ImportProgressBar } from './import-progress-bar';
import { RegisterMappingFields } from './register-mapping';
import { newProgressKey, useImportProgress } from './use-import-progress';

type Check = FunctionOutput<'previewRegisterImport'>;
type Imported = FunctionOutput<'importRegister'>;
type Chosen = { name: string; base64: string };

const consentForm = z.object({
  how: z.string().check(z.trim(), z.minLength(3, R.registerConsentHowRequired), z.maxLength(500)),
  date: z
    .string()
    .check(
      z.refine((iso) => isCalendarDate(iso) && iso <= indiaDateOf(new Date()), R.registerConsentDateInvalid),
    ),
});

/** The file's bytes in base64, as the call carries them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const MB = REGISTER_FILE_MAX_BYTES / (1024 * 1024);

/**
 * The register's import (docs/decisions/0014-masjid-register.md): choose an Excel or CSV file, check the
 * mapping the server guessed from its headings, read the dry run (what would be added, each row's problem and
 * likely duplicate by row), confirm how and when the people agreed, and import, with a bar while the server
 * works. The focus moves to each step's outcome. The imports so far are listed under it.
 */
export function ImportTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<Chosen | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const [mapping, setMapping] = useState<RegisterMapping>({});
  const [mappingChanged, setMappingChanged] = useState(false);
  const [imported, setImported] = useState<Imported | null>(null);
  const [running, setRunning] = useState<{ key: string; importing: boolean } | null>(null);
  const progress = useImportProgress(running?.key ?? null);
  // The outcome is shown on the screen, where the focus goes: no toast over it.
  const quiet = { sayReply: () => null };
  const preview = useAction('previewRegisterImport', quiet);
  const importNow = useAction('importRegister', quiet);
  const busy = running !== null;
  const form = useZodForm(consentForm, { how: '', date: '' });
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick > 0) outcome.current?.focus();
  }, [focusTick]);

  const runPreview = async (chosen: Chosen, given: RegisterMapping | undefined) => {
    const key = newProgressKey();
    setRunning({ key, importing: false });
    const reply = await preview.run({
      mosqueId,
      fileName: chosen.name,
      fileBase64: chosen.base64,
      progressKey: key,
      ...(given ? { mapping: given } : {}),
    });
    setRunning(null);
    if (reply) {
      setCheck(reply);
      setMapping(reply.mapping);
      setMappingChanged(false);
    }
    setFocusTick((n) => n + 1);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setCheck(null);
    setImported(null);
    setTooLarge(chosen.size > REGISTER_FILE_MAX_BYTES);
    if (chosen.size > REGISTER_FILE_MAX_BYTES) {
      setFile(null);
      setFocusTick((n) => n + 1);
      return;
    }
    const next = { name: chosen.name, base64: await base64Of(chosen) };
    setFile(next);
    await runPreview(next, undefined);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!file) return;
    const key = newProgressKey();
    setRunning({ key, importing: true });
    const reply = await importNow.run({
      mosqueId,
      fileName: file.name,
      fileBase64: file.base64,
      mapping,
      progressKey: key,
      consent: { how: values.how, date: values.date },
    });
    setRunning(null);
    if (reply?.pass) {
      setImported(reply);
      setCheck(null);
      setFile(null);
      form.reset({ how: '', date: '' });
    } else if (reply) setCheck(reply);
    setFocusTick((n) => n + 1);
  });

  const startAgain = () => {
    setImported(null);
    fileInput.current?.click();
  };

  // The mapping screen shows once the file's headings are known, also when the guess found no name.
  const showMapping = file !== null && check !== null && check.columns.length > 0;
  const ready = check?.pass === true && !mappingChanged && check.people > 0;

  return (
    <Box sx={{ display: 'grid', gap: 4, maxWidth: 760 }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t('adminRegister.intro', { mb: MB })}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<UploadFile />}
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            {t('adminRegister.chooseFile')}
          </Button>
          {/* The browser's own file chooser, opened by the button above (a button cannot hold an input). */}
          <input
            ref={fileInput}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={choose}
            hidden
            data-testid="register-file"
          />
          {file && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('adminRegister.fileChosen')} <bdi>{file.name}</bdi>
            </Typography>
          )}
        </Box>
      </Box>

      {running && <ImportProgressBar progress={progress} importing={running.importing} />}

      <Box ref={outcome} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 3 }}>
        {tooLarge && <Alert severity="error">{text.byCode('registerFileTooLarge', { mb: MB })}</Alert>}
        {imported && (
          <Alert
            severity="success"
            action={
              <Button color="inherit" onClick={startAgain}>
                {t('adminRegister.importAnother')}
              </Button>
            }
          >
            {text.said(imported)}
          </Alert>
        )}
        {check && !check.pass && <Alert severity="error">{text.said(check)}</Alert>}
        {check?.pass && !mappingChanged && <CheckSummary check={check} />}
      </Box>

      {showMapping && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <RegisterMappingFields
            columns={check.columns}
            mapping={mapping}
            disabled={busy}
            onChange={(next) => {
              setMapping(next);
              setMappingChanged(true);
            }}
          />
          <Box>
            <Button
              variant="outlined"
              color="secondary"
              disabled={busy}
              onClick={() => void runPreview(file, mapping)}
            >
              {t('adminRegister.checkAgain')}
            </Button>
          </Box>
        </Box>
      )}

      {ready && (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-labelledby="register-consent-title"
          sx={{ display: 'grid', gap: 2 }}
        >
          <Typography id="register-consent-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('adminRegister.consentTitle')}
          </Typography>
          <Typography color="text.secondary">{t('adminRegister.consentHelp')}</Typography>
          <FormTextField
            control={form.control}
            name="how"
            label={t('adminRegister.consentHow')}
            multiline
            minRows={2}
          />
          <FormDateField
            control={form.control}
            name="date"
            label={t('adminRegister.consentDate')}
            disableFuture
            openTo="day"
          />
          <SubmitButton
            label={t('adminRegister.importButton', { people: check.people })}
            busyLabel={t('adminRegister.importing')}
            busy={busy}
          />
        </Box>
      )}

      <ImportHistory mosqueId={mosqueId} />
    </Box>
  );
}
