import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readCoordinates } from '../../../domain/prayer-times/coordinates-text';
import { mapLinkOf, pointText } from '../../../domain/prayer-times/map-link';
import { optionalPastedPointSchema } from '../../../domain/prayer-times/point-schema';
import * as z from '../../../domain/zod';
import { ExternalLinkButton } from '../../components/external-link-button/external-link-button';
import { FormTextField } from '../../components/forms/form-text-field';
import { ltr } from '../../i18n/bidi';

/**
 * The location as pasted, kept as text in the form (a field holds what is typed) and refused with the
 * reader's message unless it is empty (no point yet) or reads as a point in India. The point itself is
 * `optionalPastedPointSchema`'s reading of the same text.
 */
export const locationTextSchema = z.string().check(
  z.superRefine((text, ctx) => {
    const read = z.safeParse(optionalPastedPointSchema, text);
    if (!read.success) ctx.addIssue({ code: 'custom', message: read.error.issues[0]!.message, input: text });
  }),
);

type Props<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; disabled?: boolean };

/**
 * The masjid's "Location on the map": one field that takes what committees copy, a Google Maps link or
 * "28.6507, 77.2334" (the form's schema reads it with readCoordinates, and its message for an unreadable
 * text or a point outside India shows on the field). While what is pasted reads as a point, the point is
 * shown with a link that opens it in Google Maps, so the admin sees it is the masjid before saving.
 */
export function MosquePointField<T extends FieldValues>({ control, name, disabled }: Props<T>) {
  const { t } = useTranslation();
  const pasted: unknown = useWatch({ control, name });
  const read = typeof pasted === 'string' && pasted.trim() !== '' ? readCoordinates(pasted) : null;
  const point = read && 'point' in read ? read.point : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormTextField
        control={control}
        name={name}
        label={t('adminPlaces.location')}
        helperText={t('adminPlaces.locationHelp')}
        disabled={disabled}
        inputMode="url"
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      {/* Always there, so a screen reader hears the point as soon as a paste reads as one. */}
      <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {point && (
          <>
            <Typography variant="body2">
              {t('adminPlaces.locationRead', { point: ltr(pointText(point)) })}
            </Typography>
            <ExternalLinkButton href={mapLinkOf(point)} color="secondary">
              {t('adminPlaces.openInMap')}
            </ExternalLinkButton>
          </>
        )}
      </Box>
    </Box>
  );
}
