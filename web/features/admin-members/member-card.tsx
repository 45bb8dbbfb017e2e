import MosqueIcon from '@mui/icons-material/Mosque';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberCard as Member } from '../../../domain/functions/members-directory';
import { categoryLabelKey } from '../../components/member-details/detail-labels';
import { useReferenceNames } from '../../i18n/reference-names';
import { useFormat } from '../../i18n/use-format';
import { FamilyDisclosure } from './family-disclosure';
import { summaryLines } from './member-summary';

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
        <FamilyDisclosure family={member.family} />
      </CardContent>
    </Card>
  );
}
