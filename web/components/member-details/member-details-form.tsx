import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCategory, type MemberCategory } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import * as z from '../../../domain/zod';
import { useReferenceNames } from '../../i18n/reference-names';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { FormRadioGroup } from '../forms/form-radio-group';
import { FormSelect } from '../forms/form-select';
import { FormTextField } from '../forms/form-text-field';
import { useZodForm } from '../forms/use-zod-form';
import { LoadError } from '../load-error';
import { LoadingStatus } from '../loading-status';
import { CATEGORY_LABEL_KEYS, FIELD_LABEL_KEYS } from './detail-labels';
import {
  type DetailFormValues,
  detailsToSave,
  emptyDetails,
  FIELD_ORDER,
  formDefaults,
  levelsFor,
  visibleFields,
} from './detail-rules';

export type MemberDetailsFormProps = {
  category: string | null;
  details: Record<string, unknown> | null;
  /** Whose details: the member's own (`parentId` null) or a family member's (`parentId` = the member). */
  target: { userId: string | null; parentId: string | null };
  onSaved: () => void | Promise<void>;
  onCancel?: () => void;
  cancelLabel?: string;
};

/** The reference values change rarely: one read an hour is plenty. */
const VALUES_TTL_MS = 3_600_000;

const detailText = z.string().check(z.maxLength(500, MSG.detailTooLong));
const schema = z.object({
  category: z.string(),
  ...(Object.fromEntries(FIELD_ORDER.map((f) => [f, detailText])) as Record<
    (typeof FIELD_ORDER)[number],
    typeof detailText
  >),
});

// Longer answers get a few lines to write in.
const MULTILINE = new Set(['goals', 'desc2']);

/**
 * A person's category and details (Profile's "Other Details", Family's "Current Details"; the fields follow
 * the category). One form for the member and for a family member: `target` says whose. Its defaults are read when
 * it mounts, so a caller that shows other details gives it a new `key`.
 */
export function MemberDetailsForm({
  category,
  details,
  target,
  onSaved,
  onCancel,
  cancelLabel,
}: MemberDetailsFormProps) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const hintId = useId();
  const values = useCall('getReferenceValues', {}, { ttl: VALUES_TTL_MS });
  const save = useAction('updateOtherInfo');
  const { control, handleSubmit, setValue, subscribe } = useZodForm(schema, formDefaults(category, details));
  const chosen = useWatch({ control, name: 'category' });
  const education = useWatch({ control, name: 'education' });
  const level = useWatch({ control, name: 'educationLevel' });

  // Changing the category clears every detail field; another education clears its level. Only a
  // change the member makes does this, not the defaults the form starts with.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type !== 'change') return;
          if (name === 'category') {
            for (const [field, empty] of Object.entries(emptyDetails()))
              setValue(field as keyof DetailFormValues, empty);
          } else if (name === 'education') {
            setValue('educationLevel', '');
          }
        },
      }),
    [subscribe, setValue],
  );

  const categories = useMemo(
    () =>
      Object.entries(CATEGORY_LABEL_KEYS).map(([value, key]) => ({
        value,
        label: t(key),
      })),
    [t],
  );

  if (values.loading) {
    return <LoadingStatus label={t('details.loadingValues')} dense />;
  }
  if (!values.data) return <LoadError onRetry={values.reload} />;

  const lists = values.data;
  const choicesOf = {
    education: lists.education.map((e) => ({
      value: String(e.levelId),
      label: names.value('education', e.levelId, e.levelName),
    })),
    educationLevel: levelsFor(lists.education, lists.educationLevels, education).map((l) => ({
      value: String(l.levelId),
      label: names.value('educationLevel', l.levelId, l.levelName),
    })),
    workType: lists.workTypes.map((w) => ({
      value: String(w.workTypeId),
      label: names.value('workType', w.workTypeId, w.workType),
    })),
    reason: lists.notWorkStudy.map((r) => ({
      value: String(r.reasonId),
      label: names.value('reason', r.reasonId, r.reason),
    })),
  };
  const shown = visibleFields(chosen, level);
  const hasCategory = isCategory(chosen);

  const submit = handleSubmit(async (form) => {
    if (!isCategory(form.category)) return;
    const reply = await save.run({
      userId: target.userId,
      parentId: target.parentId,
      category: form.category as MemberCategory,
      details: detailsToSave(form),
    });
    if (reply?.pass) await onSaved();
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <FormRadioGroup
          control={control}
          name="category"
          label={t('details.category')}
          choices={categories}
        />
        {!hasCategory && (
          <Typography id={hintId} color="text.secondary">
            {t('details.chooseCategoryFirst')}
          </Typography>
        )}
        {shown.map((field) => {
          const label = t(FIELD_LABEL_KEYS[field]);
          if (field === 'educationLevel' && choicesOf.educationLevel.length === 0) return null;
          if (
            field === 'education' ||
            field === 'educationLevel' ||
            field === 'workType' ||
            field === 'reason'
          ) {
            return (
              <FormSelect
                key={field}
                control={control}
                name={field}
                label={label}
                choices={choicesOf[field]}
              />
            );
          }
          const multiline = MULTILINE.has(field);
          return (
            <FormTextField
              key={field}
              control={control}
              name={field}
              label={label}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          );
        })}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            disabled={!hasCategory || save.pending}
            aria-describedby={hasCategory ? undefined : hintId}
          >
            {save.pending ? t('common.saving') : t('common.submit')}
          </Button>
          {onCancel && (
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              onClick={onCancel}
              disabled={save.pending}
            >
              {cancelLabel ?? t('common.cancel')}
            </Button>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
