import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminSectionsFor } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
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
      <Grid container spacing={2}>
        {adminSectionsFor(user).map((section) => (
          <Grid key={section.path} size={{ xs: 12, sm: 6, md: 3 }}>
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
          </Grid>
        ))}
      </Grid>
    </>
  );
}
