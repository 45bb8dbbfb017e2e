import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import { pointText } from '../../../domain/prayer-times/map-link';
import { optionalPastedPointSchema } from '../../../domain/prayer-times/point-schema';
import { mosqueFieldsSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { FormTextField } from '../../components/forms/form-text-field';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useAction } from '../../lib/use-action';
import { locationTextSchema, MosquePointField } from './mosque-point-field';

type Props = {
  open: boolean;
  /** The masjid to change; absent to add a new one in `localityId`. */
  mosque?: Mosque;
  localityId: string;
  localityName: string;
  onClose: () => void;
};

const EMPTY = { mosqueId: '', name: '', address: '', url: '', location: '' };

/** The form's fields: the masjid's own, and its location. */
const mosqueFormSchema = z.extend(mosqueFieldsSchema, { location: locationTextSchema });

/** The server names the point's two halves; the form has one field for both. */
const POINT_PATHS = { latitude: 'location', longitude: 'location' } as const;

/**
 * The add and update forms of a masjid, as modals: mosque ID, name, address and URL, all required, and its
 * location on the map, which may wait (its times cannot be shown until it is given). A refusal (a mosque ID
 * already taken) is the server's message, on the field it is about; an unexpected failure of an add is
 * 'Failed to add mosque!', in the dialog. An emptied location clears the masjid's point.
 */
export function MosqueDialog({ open, mosque, localityId, localityName, onClose }: Props) {
  const { t } = useTranslation();
  const initial = mosque
    ? {
        mosqueId: mosque.mosqueId,
        name: mosque.name,
        address: mosque.address,
        url: mosque.url,
        location:
          mosque.latitude === null || mosque.longitude === null
            ? ''
            : pointText({ latitude: mosque.latitude, longitude: mosque.longitude }),
      }
    : EMPTY;
  const form = useZodForm(mosqueFormSchema, initial);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  const problems = useFormProblems(form, { refusals: { mosqueIdTaken: 'mosqueId' }, paths: POINT_PATHS });
  const add = useAction('addMosque', { unexpectedFailure: 'mosqueAddFailed', showProblem: problems.show });
  const update = useAction('updateMosqueDetails', { showProblem: problems.show });
  const busy = add.pending || update.pending;
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (open) reset(JSON.parse(initialKey));
  }, [open, initialKey, reset]);

  return (
    <ModalForm
      open={open}
      title={mosque ? t('adminPlaces.editMosque') : t('adminPlaces.newMosque')}
      submitLabel={mosque ? t('adminPlaces.save') : t('adminPlaces.add')}
      busy={busy}
      busyLabel={t('common.saving')}
      dirty={isDirty}
      onClose={onClose}
      problems={problems}
      onSubmit={handleSubmit(async ({ location, ...own }) => {
        const point = z.parse(optionalPastedPointSchema, location);
        const fields = { ...own, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
        const reply = mosque
          ? await update.run({ ...fields, id: mosque.id, locationId: mosque.locationId })
          : await add.run({ ...fields, locationId: localityId });
        if (!reply?.pass) return;
        onClose();
      })}
    >
      {!mosque && <span>{t('adminPlaces.inLocality', { name: localityName })}</span>}
      <FormTextField
        control={control}
        name="mosqueId"
        label={t('adminPlaces.mosqueId')}
        required
        disabled={busy}
        autoFocus
      />
      <FormTextField
        control={control}
        name="name"
        label={t('adminPlaces.mosqueName')}
        required
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="address"
        label={t('adminPlaces.address')}
        required
        multiline
        minRows={2}
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="url"
        label={t('adminPlaces.url')}
        required
        type="url"
        inputMode="url"
        disabled={busy}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <MosquePointField control={control} name="location" disabled={busy} />
    </ModalForm>
  );
}
