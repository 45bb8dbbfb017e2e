import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import {
  DEFAULT_TIMES_SETTINGS,
  type GeoPoint,
  JAMAAT_PRAYERS,
  type TimesVersion,
} from '../../../domain/prayer-times/time-settings';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormRadioGroup } from '../../components/forms/form-radio-group';
import { SubmitButton } from '../../components/forms/submit-button';
import { useToast } from '../../components/toast/toast-provider';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import { fieldIssues } from '../../lib/write-outcome';
import { CalculationFields } from './calculation-fields';
import { EidFields } from './eid-fields';
import { JumuahFields } from './jumuah-fields';
import { MoreFields } from './more-fields';
import { OverrideFields } from './override-fields';
import { RuleFields } from './rule-fields';
import { errorsOf, patchOf, previewDay, previewSettingsOf, timesResolver } from './times-form-check';
import { erroredFields, type Section, sectionOf } from './times-form-sections';
import { changedPatchOf, fromOf, type TimesFormValues, valuesOf, versionOn } from './times-form-values';
import { TimesPreview } from './times-preview';
import { TimesSection } from './times-section';

type Reply = FunctionOutput<'updateMosqueTimes'>;
type Note = {
  path: string;
  message: string;
  messageCode?: string;
  messageParams?: Record<string, string | number>;
};

type Props = {
  mosqueId: string;
  versions: readonly TimesVersion[];
  point: GeoPoint | null;
  indiaHijriAdjustment: number;
};

/**
 * The committee's times: from which day the change applies, then the calculation, the jamaat rules,
 * Jumu'ah, Eid, timetables for dates and the rest, each a section that opens below its heading, and the
 * day's times as members will see them. The values shown are the version in force on the day chosen.
 * What the server refuses goes on its field, whose section opens, and the focus goes to the first; what it
 * merely warns about is said after the save.
 */
export function TimesForm({ mosqueId, versions, point, indiaHijriAdjustment }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const toast = useToast();
  const [open, setOpen] = useState<ReadonlySet<Section>>(new Set());
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const first = versionOn(versions, fromOf({ when: 'today', date: '' }))?.settings ?? DEFAULT_TIMES_SETTINGS;
  const form = useForm<TimesFormValues>({
    resolver: timesResolver,
    defaultValues: valuesOf(first),
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setFocus, setValue, reset, getValues, formState } = form;
  const values = useWatch({ control }) as TimesFormValues;
  const from = fromOf(values);
  const version = versionOn(versions, from);
  const base = version?.settings ?? DEFAULT_TIMES_SETTINGS;

  // Another day can have another version in force: an untouched form shows that one's values.
  const shownVersion = useRef(version?.from);
  useEffect(() => {
    if (shownVersion.current === version?.from) return;
    shownVersion.current = version?.from;
    if (!formState.isDirty) reset(valuesOf(base, getValues('when'), getValues('date')));
  }, [version?.from, base, formState.isDirty, reset, getValues]);

  const preview = useMemo(
    () => previewDay(point, previewSettingsOf(values, base), from, indiaHijriAdjustment),
    [point, values, base, from, indiaHijriAdjustment],
  );

  // A field to focus once its section is drawn (a refused field, a row just added).
  useEffect(() => {
    if (!focusOn) return;
    const section = sectionOf(focusOn);
    if (section && !open.has(section)) {
      setOpen((was) => new Set([...was, section]));
      return;
    }
    setFocus(focusOn as never);
    setFocusOn(null);
  }, [focusOn, open, setFocus]);

  const showErrors = (fields: string[]) => {
    const sections = fields.map(sectionOf).filter((s): s is Section => s !== null);
    if (sections.length > 0) setOpen((was) => new Set([...was, ...sections]));
    if (fields[0]) setFocusOn(fields[0]);
  };

  const markProblems = (notes: readonly Note[]) => {
    const { errors, loose } = errorsOf(
      notes.map((n) => ({
        path: n.path,
        message: n.messageCode ? text.said(n) : (text.field(n.message) ?? n.message),
      })),
      getValues(),
    );
    const fields = erroredFields(errors);
    for (const field of fields) {
      const message = field
        .split('.')
        .reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], errors) as {
        message: string;
      };
      setError(field as never, { type: 'server', message: message.message });
    }
    setRefusal([t('adminTimes.refused'), ...loose].join(' '));
    if (fields.length > 0) showErrors(fields);
    else requestAnimationFrame(() => refusalRef.current?.focus());
  };

  const save = useAction('updateMosqueTimes', {
    // A save that went through is toasted; one refused with problems is shown on the form, its fields marked.
    sayReply: (reply: Reply, words) =>
      reply.pass
        ? { text: t('adminTimes.saved'), severity: 'success' }
        : reply.problems.length > 0
          ? null
          : { text: words, severity: 'warning' },
    // Input the server found wrong (the form checks it first, so rarely): marked on its fields too.
    onFailure: (err) => {
      const issues = fieldIssues(err);
      if (issues.length > 0) markProblems(issues.map((i) => ({ path: i.path, message: i.message })));
    },
  });

  const submit = handleSubmit(
    async (checked) => {
      setRefusal(null);
      setWarnings([]);
      const patch = changedPatchOf(patchOf(checked), base);
      if (Object.keys(patch).length === 1) {
        toast(t('adminTimes.nothingChanged'), 'info');
        return;
      }
      const reply = await save.run({ mosqueId, ...patch });
      if (!reply) return;
      if (!reply.pass) {
        if (reply.problems.length > 0) markProblems(reply.problems);
        return;
      }
      reset(getValues());
      if (reply.warnings.length > 0) {
        setWarnings(reply.warnings.map((w) => text.said(w)));
        requestAnimationFrame(() => noticeRef.current?.focus());
      }
    },
    (errors) => showErrors(erroredFields(errors)),
  );

  const toggle = (name: Section) => (isOpen: boolean) =>
    setOpen((was) => {
      const next = new Set(was);
      if (isOpen) next.add(name);
      else next.delete(name);
      return next;
    });
  const sectionState = { opened: open, onToggle: toggle };

  const busy = save.pending;
  const when = values.when;
  const prayer = (p: string) => t(`prayerTimes.prayers.${p as 'fajr'}`);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('adminTimes.sections')}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <FormRadioGroup
          control={control}
          name="when"
          label={t('adminTimes.when')}
          disabled={busy}
          choices={[
            { value: 'today', label: t('adminTimes.today') },
            { value: 'tomorrow', label: t('adminTimes.tomorrow') },
            { value: 'date', label: t('adminTimes.chosenDate') },
          ]}
        />
        {when === 'date' && (
          <FormDateField
            control={control}
            name="date"
            label={t('adminTimes.date')}
            disablePast
            openTo="day"
            disabled={busy}
          />
        )}
      </Box>

      <TimesSection name="calculation" {...sectionState} summary={t('adminTimes.calculation')}>
        <CalculationFields control={control} disabled={busy} />
      </TimesSection>

      <TimesSection name="jamaat" {...sectionState} summary={t('adminTimes.jamaat')}>
        {JAMAAT_PRAYERS.map((p) => (
          <RuleFields key={p} control={control} name={`jamaat.${p}`} prayerName={prayer(p)} disabled={busy} />
        ))}
      </TimesSection>

      <TimesSection name="jumuah" {...sectionState} summary={t('adminTimes.jumuah')}>
        <JumuahFields control={control} disabled={busy} onAdded={setFocusOn} />
      </TimesSection>

      <TimesSection name="eid" {...sectionState} summary={t('adminTimes.eid')}>
        <Typography variant="body2" color="text.secondary">
          {t('adminTimes.eidHint')}
        </Typography>
        <EidFields
          control={control}
          setValue={setValue}
          name="fitr"
          eidName={t('prayerTimes.parts.eidFitr')}
          disabled={busy}
          onAdded={setFocusOn}
        />
        <EidFields
          control={control}
          setValue={setValue}
          name="adha"
          eidName={t('prayerTimes.parts.eidAdha')}
          disabled={busy}
          onAdded={setFocusOn}
        />
      </TimesSection>

      <TimesSection name="overrides" {...sectionState} summary={t('adminTimes.overrides')}>
        <OverrideFields control={control} firstDay={from} disabled={busy} onAdded={setFocusOn} />
      </TimesSection>

      <TimesSection name="more" {...sectionState} summary={t('adminTimes.more')}>
        <MoreFields control={control} disabled={busy} />
      </TimesSection>

      <TimesPreview day={preview} date={from} />

      {refusal && (
        <Alert severity="error" ref={refusalRef} tabIndex={-1}>
          {refusal}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" ref={noticeRef} tabIndex={-1} onClose={() => setWarnings([])}>
          <Typography>{t('adminTimes.warnings')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </Box>
        </Alert>
      )}
      <SubmitButton label={t('adminTimes.save')} busyLabel={t('adminTimes.saving')} busy={busy} />
    </Box>
  );
}
