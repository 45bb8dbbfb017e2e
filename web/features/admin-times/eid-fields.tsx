import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { type Control, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/forms/form-date-field';
import { AddRowButton, FieldGroup, RemoveRowButton } from './field-rows';
import { TimeField } from './rule-fields';
import { MAX_EID_TIMES, type TimesFormValues } from './times-form-values';

type Props = {
  control: Control<TimesFormValues>;
  setValue: UseFormSetValue<TimesFormValues>;
  name: 'fitr' | 'adha';
  eidName: string;
  disabled?: boolean;
  onAdded: (focus: string) => void;
};

/**
 * An Eid: its day and one to three prayer times, set when it is announced and cleared after. Clearing it
 * takes away the button that was pressed, so the focus goes to the one that sets it again, in its place.
 */
export function EidFields({ control, setValue, name, eidName, disabled, onAdded }: Props) {
  const { t } = useTranslation();
  const on = useWatch({ control, name: `eid.${name}.on` });
  const times = useFieldArray({ control, name: `eid.${name}.times` });
  const setButton = useRef<HTMLButtonElement>(null);
  const cleared = useRef(false);
  const dirty = { shouldDirty: true };
  useEffect(() => {
    if (on || !cleared.current) return;
    cleared.current = false;
    setButton.current?.focus();
  }, [on]);
  return (
    <FieldGroup legend={eidName}>
      {!on ? (
        <AddRowButton
          buttonRef={setButton}
          label={t('adminTimes.setEid', { eid: eidName })}
          disabled={disabled}
          onClick={() => {
            setValue(`eid.${name}.on`, true, dirty);
            if (times.fields.length === 0) times.append({ value: '' }, { shouldFocus: false });
            onAdded(`eid.${name}.date`);
          }}
        />
      ) : (
        <>
          <FormDateField
            control={control}
            name={`eid.${name}.date`}
            label={t('adminTimes.date')}
            disabled={disabled}
            disablePast
            openTo="day"
          />
          {times.fields.map((row, k) => (
            <Box
              key={row.id}
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr auto', alignItems: 'start' }}
            >
              <TimeField
                control={control}
                name={`eid.${name}.times.${k}.value`}
                label={t('adminTimes.eidTime', { number: k + 1 })}
                disabled={disabled}
              />
              {times.fields.length > 1 && (
                <RemoveRowButton
                  label={t('adminTimes.removeEidTime', { number: k + 1 })}
                  disabled={disabled}
                  onClick={() => times.remove(k)}
                />
              )}
            </Box>
          ))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {times.fields.length < MAX_EID_TIMES && (
              <AddRowButton
                label={t('adminTimes.addEidTime')}
                disabled={disabled}
                onClick={() => {
                  const last = times.fields.length;
                  times.append({ value: '' }, { shouldFocus: false });
                  onAdded(`eid.${name}.times.${last}.value`);
                }}
              />
            )}
            <Button
              color="error"
              disabled={disabled}
              onClick={() => {
                cleared.current = true;
                setValue(`eid.${name}.on`, false, dirty);
              }}
            >
              {t('adminTimes.clearEid', { eid: eidName })}
            </Button>
          </Box>
        </>
      )}
    </FieldGroup>
  );
}
