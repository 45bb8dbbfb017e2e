import CloudOffIcon from '@mui/icons-material/CloudOff';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

/**
 * MUI's outlined warning Alert with a title, drawn as one styled box over plain elements: the frame carries
 * this banner on every signed-in start, and MUI's Alert brought four files of its own (Alert, IconButton,
 * Paper, useSlot) to each first load. The same sizes and colours as that Alert.
 */
const Banner = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  marginBottom: theme.spacing(2),
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.warning.light}`,
  color: theme.darken(theme.palette.warning.light, 0.6),
  '& > svg': {
    boxSizing: 'content-box',
    flexShrink: 0,
    marginInlineEnd: 12,
    padding: '7px 0',
    opacity: 0.9,
    color: theme.palette.warning.main,
  },
  '& > div': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  '& .title': { ...theme.typography.body1, margin: '-2px 0 0.35em', fontWeight: 700 },
}));

/**
 * "You are offline" above the page while the device has no network. The status region is always in the
 * page and only its content comes and goes, so screen readers announce the change when it happens.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <div role="status">
      {!online && (
        <Banner>
          <CloudOffIcon aria-hidden />
          <div>
            <p className="title">{t('offline.bannerTitle')}</p>
            {t('offline.bannerBody')}
          </div>
        </Banner>
      )}
    </div>
  );
}
