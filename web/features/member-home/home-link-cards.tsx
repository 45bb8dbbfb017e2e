import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '../../components/card-grid/card-grid';
import { HOME_CARDS } from './member-links';

/** The member home's link cards to My Family, My Volunteer, My Masjid and My Profile. */
export function HomeLinkCards() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('member.quickLinks')}>
      <CardGrid
        items={HOME_CARDS}
        getKey={({ path }) => path}
        columns={{ xs: 2, sm: 4 }}
        renderCard={({ path, label, Icon }) => (
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
        )}
      />
    </nav>
  );
}
