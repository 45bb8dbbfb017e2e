import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALERT_CATEGORIES, ALERT_SEVERITIES } from '../../../domain/constants';
import type { Alert } from '../../../domain/functions/alerts';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormSelect } from '../../components/forms/form-select';
import { FormSwitch } from '../../components/forms/form-switch';
import { FormTextField } from '../../components/forms/form-text-field';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import { type AlertFormValues, alertInputOf, formValuesOf, targetOf } from './alert-form-values';
import { AlertTargetField } from './alert-target-field';
import { NotificationPreview } from './notification-preview';

type Props = {
  open: boolean;
  /** The alert to change; absent to write a new one. */
  alert?: Alert;
  onClose: () => void;
  onSaved: (alert: Alert) => void;
};

/**
 * The alert form: title, message, category, severity, who it is for, the expiry as
 * a date, and the link and important details each behind its switch; at the end, the notification as a
 * member's phone will show it. It does not validate: the server decides, and what it refuses shows in the
 * form (every field it names marked, the focus on the first), which stays open to fix it.
 */
export function AlertDialog({ open, alert, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const form = useForm<AlertFormValues>({ defaultValues: formValuesOf(alert) });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  const [linkOn, detailsOn] = useWatch({ control, name: ['linkOn', 'detailsOn'] });
  const current = alert ? targetOf(alert) : undefined;
  const problems = useFormProblems(form, {
    paths: { alertLevel: 'target', alertLevelId: 'target' },
    refusals: { alertPlaceWrongLevel: 'target', alertExpiryPast: 'expiry' },
  });
  const add = useAction('addAlert', { showProblem: problems.show });
  const update = useAction('updateAlert', { showProblem: problems.show });
  const busy = add.pending || update.pending;

  const alertKey = alert ? `${alert.id}:${alert.createdAt}:${alert.title}` : 'new';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts again for each opening and each alert, not on every render.
  useEffect(() => {
    if (open) reset(formValuesOf(alert));
  }, [open, alertKey, reset]);

  const choices = (values: readonly string[], group: 'category' | 'severity') =>
    values.map((value) => ({
      value,
      label:
        group === 'category'
          ? t(`alertsPage.category.${value}` as never)
          : t(`alert.severity.${value}` as never),
    }));

  return (
    <ModalForm
      open={open}
      title={alert ? t('adminAlerts.editAlert') : t('adminAlerts.newAlert')}
      submitLabel={t('common.submit')}
      busy={busy}
      busyLabel={t('common.saving')}
      dirty={isDirty}
      onClose={onClose}
      problems={problems}
      onSubmit={handleSubmit(async (values) => {
        const input = alertInputOf(values, alert);
        const reply = alert
          ? await update.run({ ...input, alertId: alert.id, level: alert.level, levelId: alert.levelId })
          : await add.run(input);
        if (!reply?.pass || !reply.alert) return;
        onSaved(reply.alert);
        onClose();
      })}
    >
      <FormTextField
        control={control}
        name="title"
        label={t('adminAlerts.title')}
        disabled={busy}
        autoFocus
      />
      <FormTextField
        control={control}
        name="message"
        label={t('adminAlerts.message')}
        multiline
        minRows={3}
        disabled={busy}
      />
      <FormSelect
        control={control}
        name="category"
        label={t('adminAlerts.category')}
        choices={choices(ALERT_CATEGORIES, 'category')}
        disabled={busy}
      />
      <FormSelect
        control={control}
        name="severity"
        label={t('adminAlerts.severity')}
        choices={choices(ALERT_SEVERITIES, 'severity')}
        disabled={busy}
      />
      <Controller
        control={control}
        name="target"
        render={({ field, fieldState }) => (
          <AlertTargetField
            value={field.value}
            onChange={field.onChange}
            current={current}
            disabled={busy}
            error={text.field(fieldState.error?.message)}
            focusRef={field.ref}
          />
        )}
      />
      <FormDateField
        control={control}
        name="expiry"
        label={t('adminAlerts.expiry')}
        disablePast
        openTo="day"
        disabled={busy}
      />
      <FormSwitch control={control} name="linkOn" label={t('adminAlerts.linkSwitch')} disabled={busy} />
      {linkOn && (
        <FormTextField
          control={control}
          name="link"
          label={t('adminAlerts.link')}
          type="url"
          inputMode="url"
          disabled={busy}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      )}
      <FormSwitch control={control} name="detailsOn" label={t('adminAlerts.detailsSwitch')} disabled={busy} />
      {detailsOn && (
        <FormTextField
          control={control}
          name="importantDetails"
          label={t('adminAlerts.importantDetails')}
          helperText={t('adminAlerts.detailsHelp')}
          multiline
          minRows={3}
          disabled={busy}
        />
      )}
      <NotificationPreview control={control} />
    </ModalForm>
  );
}
