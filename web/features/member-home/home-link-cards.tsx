import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_CARDS } from './member-links';

/** The member home's link cards to My Family, My Volunteer, My Masjid and My Profile. */
export function HomeLinkCards() {
  const { t } = useTranslation();
  return (
    <Grid component="nav" aria-label={t('member.quickLinks')} container spacing={2}>
      {HOME_CARDS.map(({ path, label, Icon }) => (
        <Grid key={path} size={{ xs: 6, sm: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={Link}
              to={path}
              sx={{
                height: '100%',
                p: 2,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
                textAlign: 'center',
              }}
            >
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
                <Icon />
              </Avatar>
              <Typography sx={{ fontWeight: 600 }}>{t(label)}</Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
