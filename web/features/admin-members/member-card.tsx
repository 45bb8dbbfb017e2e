import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MosqueIcon from '@mui/icons-material/Mosque';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RELATIONS, type Relation } from '../../../domain/constants';
import type { MemberCard as Member } from '../../../domain/functions/members-directory';
import { categoryLabelKey } from '../../components/member-details/detail-labels';
import { useReferenceNames } from '../../i18n/reference-names';
import { useFormat } from '../../i18n/use-format';
import { summaryLines } from './member-summary';

const isRelation = (r: string | null): r is Relation => RELATIONS.includes(r as Relation);

/**
 * A member in the directory: the summary by category, the tap-to-call number,
 * the name with the age, the date of birth and address, the family behind 'Family Members (count)', and the
 * masjid; the spec's 'Unknown …' words wherever something is missing.
 */
export function MemberCard({ member }: { member: Member }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = member.name ?? t('adminMembers.unknownName');
  const names = useReferenceNames();
  const lines = summaryLines(member.category, member.summary, names.value);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 0.75, alignContent: 'start' }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {t(categoryLabelKey(member.category))}
        </Typography>
        {lines.length ? (
          lines.map((line) => (
            <Typography
              key={line}
              variant="body2"
              dir="auto"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {line}
            </Typography>
          ))
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('adminMembers.noDetails')}
          </Typography>
        )}
        <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {member.age === null ? name : t('adminMembers.nameWithAge', { name, count: member.age })}
        </Typography>
        {member.mobile ? (
          <Link href={`tel:+91${member.mobile}`} color="secondary" dir="ltr" sx={{ justifySelf: 'start' }}>
            +91 {member.mobile}
          </Link>
        ) : (
          <Typography variant="body2">{t('adminMembers.unknownMobile')}</Typography>
        )}
        <Typography variant="body2">
          {member.dob
            ? t('adminMembers.dob', { date: format.date(member.dob) })
            : t('adminMembers.unknownDob')}
        </Typography>
        <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {member.address ?? t('adminMembers.unknownAddress')}
        </Typography>
        <Chip
          icon={<MosqueIcon />}
          label={member.mosqueName ?? t('adminAccounts.unknown')}
          size="small"
          variant="outlined"
          sx={{ justifySelf: 'start', maxWidth: '100%' }}
        />
        {/* The family is drawn only when opened: 24 cards' hidden lists were a slow phone's work for nothing. */}
        <Accordion
          disableGutters
          variant="outlined"
          sx={{ mt: 1 }}
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('adminMembers.familyMembers', { count: member.family.count })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {member.family.count === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('adminMembers.noFamily')}
              </Typography>
            ) : (
              <Typography component="ul" variant="body2" sx={{ m: 0, ps: 2, display: 'grid', gap: 0.5 }}>
                {member.family.members.map((f) => (
                  <li key={`${f.name}|${f.relation}|${f.age}`}>
                    <span dir="auto">{f.name ?? t('adminMembers.unknownName')}</span>
                    {' · '}
                    {isRelation(f.relation) ? t(`family.relationOf.${f.relation}`) : (f.relation ?? '')}
                    {f.age !== null && `, ${t('family.age', { count: f.age })}`}
                    {', '}
                    {t(categoryLabelKey(f.category))}
                  </li>
                ))}
              </Typography>
            )}
          </AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
}
