import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminSectionsFor } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { CardGrid } from '../../components/card-grid/card-grid';
import { PageHeading } from '../../components/layout/page-heading';
import { adminHeading } from './admin-heading';

export default function AdminHomeScreen() {
  const { user } = useSession();
  const { t } = useTranslation();
  if (!user) return null;
  return (
    <>
      <PageHeading title={t(adminHeading(user))} sx={{ mb: 3 }}>
        {t(adminHeading(user))}
      </PageHeading>
      <CardGrid
        items={adminSectionsFor(user)}
        getKey={(section) => section.path}
        columns={{ xs: 1, sm: 2, md: 4 }}
        renderCard={(section) => (
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={section.path} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t(`admin.section.${section.key}`)}
                </Typography>
                <Typography color="text.secondary">{t(`admin.sectionText.${section.key}`)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        )}
      />
    </>
  );
}
