import MosqueIcon from '@mui/icons-material/Mosque';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MemberCard as Member } from '../../../domain/functions/directory';
import { focusRing } from '../../app/baseline';
import { categoryLabelKey } from '../../components/member-details/detail-labels';
import { useReferenceNames } from '../../i18n/reference-names';
import { useFormat } from '../../i18n/use-format';
import { FamilyDisclosure } from './family-disclosure';
import { summaryLines } from './member-summary';

/**
 * One styled box for the whole card, drawn with plain elements. As MUI's Card, Typography, Link and Chip it was
 * about a dozen styled components per card, whose styles emotion serialized again for each of a page's 24
 * cards: with Preact that is one long task on a slow phone (bench/README.md "The fourth pass"). It
 * looks as it did: an outlined card, an overline, body text, a title, a link and an outlined masjid chip.
 */
const Card = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'grid',
  gap: theme.spacing(0.75),
  alignContent: 'start',
  padding: theme.spacing(2, 2, 3),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '& > p': { ...theme.typography.body2, margin: 0, overflowWrap: 'anywhere' },
  '& > .category': {
    ...theme.typography.overline,
    lineHeight: 1.5,
    color: theme.palette.text.secondary,
  },
  '& > .summary': { fontWeight: 600 },
  // A household of the masjid's register, not yet confirmed by the person: an outlined label in the
  // overline's place (it has no category).
  '& > .register': {
    ...theme.typography.caption,
    justifySelf: 'start',
    margin: 0,
    paddingInline: theme.spacing(1),
    border: `1px solid ${theme.palette.primary.main}`,
    borderRadius: 12,
    backgroundColor: theme.alpha(theme.palette.primary.main, 0.08),
    // The text's own colour: the primary colour on this tint is too faint at a caption's size (axe).
    color: theme.palette.text.primary,
    fontWeight: 600,
  },
  '& > .none': { color: theme.palette.text.secondary },
  '& > h2': { ...theme.typography.h6, margin: 0, overflowWrap: 'anywhere', lineHeight: 1.3 },
  '& > a': {
    ...theme.typography.body1,
    justifySelf: 'start',
    color: theme.palette.secondary.main,
    textDecorationColor: theme.alpha(theme.palette.secondary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus-visible': focusRing,
  },
  '& > .mosque': {
    ...theme.typography.body2,
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    height: 24,
    paddingInline: theme.spacing(0.5, 1),
    gap: theme.spacing(0.25),
    border: `1px solid ${theme.palette.grey[400]}`,
    borderRadius: 12,
    fontSize: theme.typography.pxToRem(13),
    '& > svg': { flexShrink: 0, fontSize: 18, color: theme.palette.grey[700] },
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
  '& > .family': {
    marginTop: theme.spacing(1),
    '& ul': { margin: 0, paddingInlineStart: theme.spacing(2), display: 'grid', gap: theme.spacing(0.5) },
    '& .empty': { margin: 0, color: theme.palette.text.secondary },
  },
}));

/** The date of birth, or only its year when the register made it from an age. */
function dobLine(member: Member, t: TFunction, date: (value: string) => string) {
  if (!member.dob) return t('adminMembers.unknownDob');
  if (member.ageApproximate) return t('adminMembers.bornAbout', { year: member.dob.slice(0, 4) });
  return t('adminMembers.dob', { date: date(member.dob) });
}

/**
 * A member in the directory: the summary by category, the tap-to-call number,
 * the name with the age, the date of birth and address, the family behind 'Family Members (count)', and the
 * masjid; the spec's 'Unknown …' words wherever something is missing. A household of the masjid's register
 * (decision 0014) says "From the register" in the category's place, and an age the register gave as "about".
 */
export function MemberCard({ member }: { member: Member }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = member.name ?? t('adminMembers.unknownName');
  const names = useReferenceNames();
  const lines = summaryLines(member.category, member.summary, names.value);
  const ageWords = member.ageApproximate ? 'adminMembers.nameWithAboutAge' : 'adminMembers.nameWithAge';
  return (
    <Card>
      {member.fromRegister ? (
        <p className="register">{t('adminMembers.fromRegister')}</p>
      ) : (
        <>
          <p className="category">{t(categoryLabelKey(member.category))}</p>
          {lines.length ? (
            lines.map((line) => (
              <p key={line} className="summary" dir="auto">
                {line}
              </p>
            ))
          ) : (
            <p className="none">{t('adminMembers.noDetails')}</p>
          )}
        </>
      )}
      <h2 dir="auto">{member.age === null ? name : t(ageWords, { name, count: member.age })}</h2>
      {member.mobile ? (
        <a href={`tel:+91${member.mobile}`} dir="ltr">
          +91 {member.mobile}
        </a>
      ) : (
        <p>{t('adminMembers.unknownMobile')}</p>
      )}
      <p>{dobLine(member, t, format.date)}</p>
      <p dir="auto">{member.address ?? t('adminMembers.unknownAddress')}</p>
      <p className="mosque">
        <MosqueIcon aria-hidden />
        <span>{member.mosqueName ?? t('adminAccounts.unknown')}</span>
      </p>
      <FamilyDisclosure family={member.family} fromRegister={member.fromRegister} />
    </Card>
  );
}
