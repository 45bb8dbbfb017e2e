import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import type { Account } from '../../../domain/functions/users';
import { staffPasswordSchema } from '../../../domain/functions/users';
import { mobileDigits } from '../../../domain/phone-input';
import { emailSchema, indianMobileSchema, personNameSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { FormTextField } from '../../components/forms/form-text-field';
import { ModalForm } from '../../components/forms/modal-form';
import { useFormProblems } from '../../components/forms/use-form-problems';
import { useZodForm } from '../../components/forms/use-zod-form';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';
import { LOCATION_LEVELS, type LocationLevel } from '../../components/location-mosque-picker/picker-state';
import { useReferenceNames } from '../../i18n/reference-names';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';
import type { ChosenCategory } from './category-cascade';

const newAccountForm = z.object({
  name: personNameSchema,
  mobile: indianMobileSchema,
  email: emailSchema,
  password: staffPasswordSchema,
});
// Editing keeps the password unless a new one is typed.
const editAccountForm = z.extend(newAccountForm, { password: z.union([z.literal(''), staffPasswordSchema]) });

type Props = {
  open: boolean;
  /** The account to fix; absent to create one in `category` (null: an admin). */
  account?: Account;
  category: ChosenCategory;
  onClose: () => void;
};

type VolunteerType = 'Area' | 'Mosque';

/**
 * The account form: name, mobile, email and password required; for a volunteer, the type
 * (Area or Mosque) and where: an Area's level, then the place down to that level; a Mosque through the
 * masjid picker. Choosing a parent clears the choices below it. Editing keeps the scope unless a new one is
 * chosen, and the password unless a new one is typed.
 */
export function AccountDialog({ open, account, category, onClose }: Props) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const text = useMessageText();
  const typeLabel = useId();
  const wrap = (key: 'someErrorOccured' | 'anErrorOccured') => (message: string) =>
    t(`adminAccounts.${key}`, { message });
  const isVolunteer = account ? account.role === 'volunteer' : category !== null;

  const defaults = {
    name: account?.name ?? '',
    mobile: account?.mobile ?? '',
    email: account?.email ?? '',
    password: '',
  };
  const form = useZodForm(account ? editAccountForm : newAccountForm, defaults);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  // What the server refuses shows in the form: a taken email or number on its field, the rest above the buttons.
  const problems = useFormProblems(form, { refusals: { emailTaken: 'email', mobileTaken: 'mobile' } });
  const create = useAction('addAccount', {
    wrapFailure: wrap('someErrorOccured'),
    showProblem: problems.show,
  });
  const update = useAction('updateAccount', {
    wrapFailure: wrap('anErrorOccured'),
    showProblem: problems.show,
  });
  const resetPassword = useAction('resetAccountPassword', { showProblem: problems.show });
  const busy = create.pending || update.pending || resetPassword.pending;
  const [volunteerType, setVolunteerType] = useState<VolunteerType>('Area');
  const [areaLevel, setAreaLevel] = useState<LocationLevel>('district');
  const [place, setPlace] = useState<string | null>(null);
  const [mosque, setMosque] = useState<Mosque | null>(null);
  const [scopeMissing, setScopeMissing] = useState(false);
  // The volunteer's type, level and place are kept beside the form: any choice there is a change too.
  const [scopeTouched, setScopeTouched] = useState(false);
  // A new level or type starts the choice of place again.
  const [pickerKey, setPickerKey] = useState(0);

  const defaultsKey = JSON.stringify(defaults);
  useEffect(() => {
    if (!open) return;
    reset(JSON.parse(defaultsKey));
    setVolunteerType(account?.level ?? 'Area');
    setAreaLevel('district');
    setPlace(null);
    setMosque(null);
    setScopeMissing(false);
    setScopeTouched(false);
    setPickerKey((k) => k + 1);
  }, [open, defaultsKey, account?.level, reset]);

  const chosenScope = volunteerType === 'Mosque' ? mosque?.id : place;

  return (
    <ModalForm
      open={open}
      title={
        account
          ? t('adminAccounts.editTitle')
          : category
            ? t('adminAccounts.newVolunteerTitle', { category: names.category(category.name) })
            : t('adminAccounts.newAdminTitle')
      }
      submitLabel={account ? t('adminAccounts.save') : t('adminAccounts.create')}
      busy={busy}
      busyLabel={t('common.saving')}
      dirty={isDirty || scopeTouched}
      onClose={onClose}
      problems={problems}
      onSubmit={handleSubmit(async ({ name, mobile, email, password }) => {
        const levelId = isVolunteer ? (chosenScope ?? account?.levelId ?? null) : null;
        if (isVolunteer && !levelId) return setScopeMissing(true);
        const level = isVolunteer ? (chosenScope ? volunteerType : (account?.level ?? null)) : null;
        const fields = { name, mobile, email, level, levelId };
        if (account) {
          const reply = await update.run({
            ...fields,
            userId: account.userId,
            categoryId: account.categoryId,
          });
          if (!reply?.pass) return;
          if (password && !(await resetPassword.run({ userId: account.userId, password }))?.pass) return;
        } else {
          const reply = await create.run({ ...fields, password, categoryId: category?.id ?? null });
          if (!reply?.pass) return;
        }
        onClose();
      })}
    >
      <FormTextField control={control} name="name" label={t('adminAccounts.name')} required disabled={busy} />
      <FormTextField
        control={control}
        name="mobile"
        label={t('adminAccounts.mobile')}
        required
        disabled={busy}
        inputMode="numeric"
        // No maxLength: a pasted "+91 98111 00001" must reach mobileDigits whole.
        keep={mobileDigits}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormTextField
        control={control}
        name="email"
        label={t('adminAccounts.email')}
        required
        type="email"
        disabled={busy}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormTextField
        control={control}
        name="password"
        label={account ? t('adminAccounts.newPassword') : t('adminAccounts.password')}
        required={!account}
        type="password"
        autoComplete="new-password"
        helperText={account ? t('adminAccounts.newPasswordHelp') : undefined}
        disabled={busy}
      />
      {isVolunteer && (
        <>
          {account?.levelName && (
            <Typography>
              {t('adminAccounts.serving', { name: account.levelName })} {t('adminAccounts.chooseToChange')}
            </Typography>
          )}
          <FormControl disabled={busy}>
            <FormLabel id={typeLabel}>{t('adminAccounts.volunteerType')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={typeLabel}
              value={volunteerType}
              onChange={(event) => {
                setVolunteerType(event.target.value as VolunteerType);
                setScopeTouched(true);
                setPlace(null);
                setMosque(null);
                setPickerKey((k) => k + 1);
              }}
            >
              <FormControlLabel value="Area" control={<Radio />} label={t('adminAccounts.area')} />
              <FormControlLabel value="Mosque" control={<Radio />} label={t('adminAccounts.mosque')} />
            </RadioGroup>
          </FormControl>
          {volunteerType === 'Area' && (
            <TextField
              select
              label={t('adminAccounts.areaLevel')}
              value={areaLevel}
              disabled={busy}
              onChange={(event) => {
                setAreaLevel(event.target.value as LocationLevel);
                setScopeTouched(true);
                setPlace(null);
                setPickerKey((k) => k + 1);
              }}
            >
              {LOCATION_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`picker.${level}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <LocationMosquePicker
            key={`${volunteerType}-${areaLevel}-${pickerKey}`}
            value={mosque}
            onChange={(m) => {
              setMosque(m);
              setScopeTouched(true);
              if (m) setScopeMissing(false);
            }}
            deepest={volunteerType === 'Mosque' ? 'mosque' : areaLevel}
            onPlaceChange={(chosen) => {
              setScopeTouched(true);
              const reached = volunteerType === 'Area' && chosen.level === areaLevel;
              setPlace(reached ? chosen.id : null);
              if (reached) setScopeMissing(false);
            }}
            disabled={busy}
          />
          {scopeMissing && <FormHelperText error>{text.byCode('scopeNeeded')}</FormHelperText>}
        </>
      )}
    </ModalForm>
  );
}
