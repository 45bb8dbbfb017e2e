import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FamilySummary } from '../../../domain/functions/shapes';
import { familyMemberPath } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { CardGrid } from '../../components/card-grid/card-grid';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useFormat } from '../../i18n/use-format';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useCall } from '../../lib/use-call';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { whenIdle } from '../../lib/when-idle';
import { ageOf, sortedFamily } from './family-basics';
import { FamilyCategory } from './family-category';

// The 'Add New Member' form (its date field, react-hook-form and schemas) is a chunk of its own, fetched at the
// first idle moment, and mounted from its first opening on.
const AddFamilyMemberDialog = preloadableLazy(() =>
  import('./add-family-member-dialog').then((m) => ({ default: m.AddFamilyMemberDialog })),
);

/**
 * /family/: the member's family from their user data, each a link to their page, and 'Add New Member'. The
 * user is read again on arrival (the session's read, shared), so a change made on another phone shows here.
 */
export function FamilyList() {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const session = useSession();
  const [adding, setAdding] = useState(false);
  const addOpened = useOpenedOnce(adding);
  useEffect(() => whenIdle(() => void AddFamilyMemberDialog.preload().catch(() => {})), []);
  const read = useCall('getSessionUser', {});

  // A userData kept before the family was part of it has none: wait for the server's copy then.
  const family = read.data?.family;
  const members = family ? sortedFamily(family, locale) : null;

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading title={t('member.myFamily')} sx={{ flexGrow: 1 }}>
          {t('member.myFamily')}
        </PageHeading>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<PersonAddIcon />}
          onClick={() => setAdding(true)}
          disabled={!session.user}
        >
          {t('family.addNewMember')}
        </Button>
      </Box>
      {members === null ? (
        read.error && !read.loading ? (
          <LoadError onRetry={read.reload} />
        ) : (
          <LoadingStatus label={t('common.loading')} />
        )
      ) : members.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
          {t('family.empty')}
        </Typography>
      ) : (
        <CardGrid
          items={members}
          getKey={(member) => member.id}
          renderCard={(member) => <FamilyCard member={member} />}
          columns={{ xs: 1, sm: 2, md: 3 }}
          aria-label={t('family.listLabel')}
        />
      )}
      {addOpened && (
        <Suspense fallback={<LoadingStatus label={t('common.loading')} dense />}>
          <AddFamilyMemberDialog open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function FamilyCard({ member }: { member: FamilySummary }) {
  const { t } = useTranslation();
  const age = ageOf(member);
  const relation = member.relation ? t(`family.relationOf.${member.relation}`, member.relation) : null;
  const ageText = age === null ? null : t('family.age', { count: age });
  // An age the masjid's register gave is marked as approximate (docs/decisions/0014-masjid-register.md).
  const shownAge =
    ageText && member.dobApproximate ? t('registerClaim.approximately', { value: ageText }) : ageText;
  const facts = [relation, shownAge].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={familyMemberPath(member.id)}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Avatar
          aria-hidden
          sx={{
            bgcolor: member.gender === 'female' ? 'secondary.main' : 'primary.main',
            color: 'common.white',
          }}
        >
          {(member.name ?? '?').trim().charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {member.name}
          </Typography>
          {facts && <Typography color="text.secondary">{facts}</Typography>}
          <FamilyCategory category={member.category} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
