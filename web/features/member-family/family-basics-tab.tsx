import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FamilyMember } from '../../../domain/functions/shapes';
import { PATHS } from '../../../domain/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useZodForm } from '../../components/forms/use-zod-form';
import { Ltr } from '../../i18n/bidi';
import { useFormat } from '../../i18n/use-format';
import { useAction } from '../../lib/use-action';
import { FamilyBasicFields } from './family-basic-fields';
import { familyBasicsSchema, familyMemberDraft } from './family-basics';

/** The 'Basic Details' tab: the family member's details, an edit form, and removal after a confirmation. */
export function FamilyBasicsTab({ member }: { member: FamilyMember }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <FamilyBasicsEdit member={member} onDone={() => setEditing(false)} />
  ) : (
    <FamilyBasicsView member={member} onEdit={() => setEditing(true)} />
  );
}

function FamilyBasicsView({ member, onEdit }: { member: FamilyMember; onEdit: () => void }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const removal = useAction('removeFamilyMember');
  const name = member.name ?? '';
  const rows: [string, ReactNode][] = [
    [t('auth.uniqueId'), <Ltr key="id">{member.uniqueId}</Ltr>],
    [
      t('auth.name'),
      <span key="name" dir="auto">
        {member.name}
      </span>,
    ],
    [t('family.relation'), member.relation ? t(`family.relationOf.${member.relation}`, member.relation) : ''],
    [
      t('auth.dateOfBirth'),
      // A date made from an age in the masjid's register says so (docs/decisions/0014-masjid-register.md).
      member.dob && member.dobApproximate
        ? t('registerClaim.approximately', { value: date(member.dob) })
        : date(member.dob),
    ],
    [t('auth.gender'), member.gender ? t(`auth.${member.gender}`) : ''],
    [
      t('auth.houseAddress'),
      <span key="address" dir="auto">
        {member.address}
      </span>,
    ],
  ];

  // The removal throws away her details kept on the phone, and only hers (domain/invalidations.ts).
  const removeMember = async () => {
    const reply = await removal.run({ id: member.id });
    if (!reply?.pass) return;
    setConfirming(false);
    navigate(`${PATHS.family}/`, { replace: true });
  };

  return (
    <Stack spacing={3}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1.5 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" color="secondary" startIcon={<EditIcon />} onClick={onEdit}>
          {t('common.edit')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setConfirming(true)}
        >
          {t('family.remove')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('family.removeTitle', { name })}
        text={t('family.removeText', { name })}
        confirmLabel={t('family.remove')}
        busy={removal.pending}
        busyLabel={t('family.removing')}
        onConfirm={() => void removeMember()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function FamilyBasicsEdit({ member, onDone }: { member: FamilyMember; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useAction('updateFamilyMember');
  const { control, handleSubmit } = useZodForm(familyBasicsSchema, familyMemberDraft(member));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(async (basics) => {
        const reply = await save.run({ id: member.id, ...basics });
        if (reply?.pass) onDone();
      })}
    >
      <FamilyBasicFields control={control} disabled={save.pending} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" color="secondary" disabled={save.pending}>
          {save.pending ? t('common.saving') : t('family.save')}
        </Button>
        <Button color="inherit" onClick={onDone} disabled={save.pending}>
          {t('common.cancel')}
        </Button>
      </Box>
    </Stack>
  );
}
