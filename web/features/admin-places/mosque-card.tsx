import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Mosque } from '../../../domain/functions/shapes';
import { adminRegisterPath, adminTimesPath, adminTreasuryPath } from '../../../domain/routes';
import { isWebAddress } from '../../../domain/schemas';

type Props = { mosque: Mosque; onEdit: () => void; onRemove: () => void };

/**
 * A masjid of the admin's list: its name, mosque ID, address, page, Edit and its jamaat times; and, while it has no point on
 * the map, a note saying its times cannot be shown, so that staff know what to add.
 */
export function MosqueCard({ mosque, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Typography variant="h6" component="h3" dir="auto" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {mosque.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('adminPlaces.mosqueId')}: <bdi>{mosque.mosqueId}</bdi>
        </Typography>
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {mosque.address}
        </Typography>
        {(mosque.latitude === null || mosque.longitude === null) && (
          <Chip
            icon={<LocationOffOutlined />}
            label={t('adminPlaces.noLocation')}
            variant="outlined"
            size="small"
            sx={{
              justifySelf: 'start',
              maxWidth: '100%',
              height: 'auto',
              py: 0.25,
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
          />
        )}
        {/* The site's name is enough to tell where the link goes; the full address is in the link. */}
        {isWebAddress(mosque.url) && (
          <Link
            href={mosque.url}
            target="_blank"
            rel="noopener noreferrer"
            color="secondary"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <bdi>{new URL(mosque.url).host}</bdi>
            <OpenInNew fontSize="inherit" aria-hidden />
          </Link>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', px: 2, pb: 2, gap: 1 }}>
        <Button
          variant="outlined"
          color="secondary"
          onClick={onEdit}
          aria-label={t('adminPlaces.editMosqueNamed', { name: mosque.name })}
        >
          {t('common.edit')}
        </Button>
        <Button
          component={RouterLink}
          to={adminTimesPath(mosque.id)}
          color="secondary"
          aria-label={t('adminTimes.openNamed', { name: mosque.name })}
        >
          {t('adminTimes.open')}
        </Button>
        <Button
          component={RouterLink}
          to={adminTreasuryPath(mosque.id)}
          color="secondary"
          aria-label={t('adminTreasury.openNamed', { name: mosque.name })}
        >
          {t('adminTreasury.open')}
        </Button>
        <Button
          component={RouterLink}
          to={adminRegisterPath(mosque.id)}
          color="secondary"
          aria-label={t('adminRegister.openNamed', { name: mosque.name })}
        >
          {t('adminRegister.open')}
        </Button>
        <IconButton onClick={onRemove} aria-label={t('adminPlaces.remove', { name: mosque.name })}>
          <DeleteOutlined />
        </IconButton>
      </CardActions>
    </Card>
  );
}
