import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  adminRegisterPath,
  adminSectionsFor,
  adminTimesPath,
  adminTreasuryPath,
  keptMosqueOf,
  keptRegisterOf,
  keptTreasuryOf,
} from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { CardGrid } from '../../components/card-grid/card-grid';
import { PageHeading } from '../../components/layout/page-heading';
import { adminHeading } from './admin-heading';

export default function AdminHomeScreen() {
  const { user } = useSession();
  const { t } = useTranslation();
  if (!user) return null;
  // The volunteer who keeps one masjid's times has a card for them beside their sections.
  const kept = keptMosqueOf(user);
  // And the one who keeps its treasury, one for the Baitul Maal.
  const treasury = keptTreasuryOf(user);
  // And the one who keeps its register, one for the register.
  const register = keptRegisterOf(user);
  const cards = [
    ...adminSectionsFor(user).map((s) => ({
      path: s.path,
      title: t(`admin.section.${s.key}`),
      text: t(`admin.sectionText.${s.key}`),
    })),
    ...(kept
      ? [{ path: adminTimesPath(kept), title: t('adminTimes.keeperLink'), text: t('adminTimes.keeperCard') }]
      : []),
    ...(treasury
      ? [
          {
            path: adminTreasuryPath(treasury),
            title: t('adminTreasury.keeperLink'),
            text: t('adminTreasury.keeperCard'),
          },
        ]
      : []),
    ...(register
      ? [
          {
            path: adminRegisterPath(register),
            title: t('adminRegister.keeperLink'),
            text: t('adminRegister.keeperCard'),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeading title={t(adminHeading(user))} sx={{ mb: 3 }}>
        {t(adminHeading(user))}
      </PageHeading>
      <CardGrid
        items={cards}
        getKey={(section) => section.path}
        columns={{ xs: 1, sm: 2, md: 4 }}
        renderCard={(section) => (
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={section.path} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {section.title}
                </Typography>
                <Typography color="text.secondary">{section.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        )}
      />
    </>
  );
}
