import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../domain/routes';
import { usePageTitle } from '../lib/use-page-title';

/** 'Page not found', inside the area's frame; its home is the admin home for admin paths, else the member one. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  const home =
    pathname === PATHS.adminHome || pathname.startsWith(`${PATHS.adminHome}/`) ? PATHS.adminHome : '/';
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={Link} to={home} variant="contained">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
