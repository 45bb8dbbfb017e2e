import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { MERGE_FIELDS, type MergeField } from '../../../domain/register/register-limits';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';
import { useAction } from '../../lib/use-action';

type Pair = FunctionOutput<'getDuplicateCandidates'>['items'][number];
type Side = Pair['a'];
type Which = 'a' | 'b';

const fieldValue = (side: Side, field: MergeField): string | null => side[field] ?? null;
const BOTH: readonly Which[] = ['a', 'b'];
const other = (w: Which): Which => (w === 'a' ? 'b' : 'a');

/** Why a field of a member who is kept cannot take the register's value, or null when staff may choose. */
function lockedBecause(
  kept: Side,
  field: MergeField,
): 'memberMobile' | 'memberOwn' | 'memberNoFather' | null {
  if (kept.kind !== 'member') return null;
  if (field === 'mobile') return 'memberMobile';
  if (field === 'fatherName') return 'memberNoFather';
  return fieldValue(kept, field) ? 'memberOwn' : null;
}

/**
 * Two records side by side (stacked on a phone), a choice per field, both families, then a question before
 * the merge. A member is always the record kept (docs/decisions/0014-masjid-register.md): where their own value
 * must stay, the choice is disabled and says why.
 */
export function MergeDialog({
  mosqueId,
  pair,
  onClose,
  onMerged,
}: {
  mosqueId: string;
  pair: Pair | null;
  onClose: () => void;
  onMerged: (mergeId: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useMessageText();
  const phone = useMediaQuery((theme: { breakpoints: { down: (k: 'sm') => string } }) =>
    theme.breakpoints.down('sm'),
  );
  const titleId = useId();
  const [kept, setKept] = useState<Which>('a');
  const [choice, setChoice] = useState<Partial<Record<MergeField, Which>>>({});
  const [asking, setAsking] = useState(false);
  const merge = useAction('mergeMembers', {
    sayReply: (reply, said) => (reply.pass ? null : { text: said, severity: 'warning' }),
  });

  useEffect(() => {
    if (!pair) return;
    setKept(pair.b.kind === 'member' ? 'b' : 'a');
    setChoice({});
    setAsking(false);
  }, [pair]);
  if (!pair) return null;
  const sides = { a: pair.a, b: pair.b };
  const keptSide = sides[kept];
  const mergedSide = sides[other(kept)];
  const memberPair = pair.a.kind === 'member' || pair.b.kind === 'member';
  const name = (side: Side) => side.name ?? t('adminRegisterDuplicates.noName');
  const chosenFor = (field: MergeField): Which => {
    if (lockedBecause(keptSide, field)) return kept;
    const picked = choice[field];
    if (picked) return picked;
    return fieldValue(keptSide, field) || !fieldValue(mergedSide, field) ? kept : other(kept);
  };
  const shown = (side: Side, field: MergeField) => {
    const value = fieldValue(side, field);
    if (!value) return t('adminRegisterDuplicates.none');
    if (field === 'dob') {
      const date = format.date(value);
      return side.dobApproximate ? t('adminRegisterDuplicates.approximate', { date }) : date;
    }
    if (field === 'gender') return t(`adminRegisterDuplicates.${value as 'male' | 'female'}`);
    return value;
  };
  const send = async () => {
    const fields = Object.fromEntries(
      MERGE_FIELDS.map((f) => [f, chosenFor(f) === kept ? 'keep' : 'merge'] as const),
    );
    const reply = await merge.run({
      mosqueId,
      keep: { kind: keptSide.kind, id: keptSide.id },
      merge: { kind: mergedSide.kind, id: mergedSide.id },
      fields,
    });
    setAsking(false);
    if (reply?.pass && reply.mergeId) onMerged(reply.mergeId, text.said(reply));
  };

  return (
    <>
      <Dialog
        open
        onClose={merge.pending ? undefined : onClose}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('adminRegisterDuplicates.dialogTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {memberPair ? (
            <Typography>{t('adminRegisterDuplicates.memberStays')}</Typography>
          ) : (
            <Box
              role="radiogroup"
              aria-label={t('adminRegisterDuplicates.keptQuestion')}
              sx={{ display: 'grid' }}
            >
              <Typography sx={{ fontWeight: 600 }}>{t('adminRegisterDuplicates.keptQuestion')}</Typography>
              {BOTH.map((w) => (
                <FormControlLabel
                  key={w}
                  control={<Radio checked={kept === w} onChange={() => setKept(w)} />}
                  label={<span dir="auto">{name(sides[w])}</span>}
                />
              ))}
            </Box>
          )}
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {t('adminRegisterDuplicates.fieldsLegend')}
          </Typography>
          {MERGE_FIELDS.map((field) => {
            const locked = lockedBecause(keptSide, field);
            const label = t(`adminRegisterDuplicates.field.${field}`);
            const hintId = `${titleId}-${field}-hint`;
            return (
              <Box
                key={field}
                role="radiogroup"
                aria-label={label}
                aria-describedby={locked ? hintId : undefined}
                data-field={field}
                sx={{ display: 'grid', gap: 0.5, borderBottom: 1, borderColor: 'divider', pb: 1 }}
              >
                <Typography variant="subtitle2">{label}</Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
                  {BOTH.map((w) => (
                    <FormControlLabel
                      key={w}
                      disabled={Boolean(locked) || merge.pending}
                      control={
                        <Radio
                          checked={chosenFor(field) === w}
                          onChange={() => setChoice((c) => ({ ...c, [field]: w }))}
                        />
                      }
                      label={
                        <span>
                          <span dir="auto">{shown(sides[w], field)}</span>
                          <Typography
                            component="span"
                            variant="body2"
                            color="text.secondary"
                            sx={{ display: 'block' }}
                          >
                            {name(sides[w])} · {t(`adminRegisterDuplicates.kind.${sides[w].kind}`)}
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </Box>
                {locked && (
                  <Typography id={hintId} variant="body2" color="text.secondary">
                    {t(`adminRegisterDuplicates.${locked}`)}
                  </Typography>
                )}
              </Box>
            );
          })}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {BOTH.map((w) => (
              <Box
                key={w}
                component="section"
                aria-label={`${t('adminRegisterDuplicates.family')}: ${name(sides[w])}`}
              >
                <Typography variant="subtitle2">
                  {t('adminRegisterDuplicates.family')}: <span dir="auto">{name(sides[w])}</span>
                </Typography>
                {sides[w].headName && (
                  <Typography variant="body2" dir="auto">
                    {t('adminRegisterDuplicates.head', { name: sides[w].headName })}
                  </Typography>
                )}
                {sides[w].row !== undefined && (
                  <Typography variant="body2" color="text.secondary">
                    {t('adminRegisterDuplicates.row', { row: sides[w].row })}
                  </Typography>
                )}
                {sides[w].family.length ? (
                  <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
                    {sides[w].family.map((f) => (
                      <li key={`${f.name}|${f.relation}|${f.dob}`} dir="auto">
                        {f.name ?? t('adminRegisterDuplicates.noName')}
                        {f.relation ? ` · ${f.relation}` : ''}
                        {f.dob ? ` · ${format.date(f.dob)}` : ''}
                      </li>
                    ))}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('adminRegisterDuplicates.noFamily')}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
          <Typography variant="body2">{t('adminRegisterDuplicates.familyJoined')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button color="secondary" onClick={onClose} disabled={merge.pending}>
            {t('adminRegisterDuplicates.cancel')}
          </Button>
          <Button variant="contained" onClick={() => setAsking(true)} disabled={merge.pending}>
            {t('adminRegisterDuplicates.merge')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={t('adminRegisterDuplicates.confirmTitle')}
        text={t('adminRegisterDuplicates.confirmText', { merged: name(mergedSide), kept: name(keptSide) })}
        confirmLabel={t('adminRegisterDuplicates.merge')}
        busy={merge.pending}
        busyLabel={t('adminRegisterDuplicates.merging')}
        destructive={false}
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
