import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import { PATHS, publicMasjidPath } from '../../../domain/routes';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * A page the server draws (a masjid's public page, the masjids near me), opened in a new tab: the sign-up
 * under way stays where it is. A plain link, not the router's, since the app has no screen for it.
 */
function PublicPageLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <Button href={href} target="_blank" rel="noopener" color="secondary" sx={{ justifySelf: 'start' }}>
      {children}
      <span style={visuallyHidden}> {t('common.opensInNewTab')}</span>
    </Button>
  );
}

/**
 * Step 2, 'Choose Your Mosque': Submit stays disabled until a masjid is chosen. The chosen masjid's times are
 * a link away, and so are the masjids near the member, for one who does not know their masjid's place.
 */
export function MosqueStep({ onSubmit }: { onSubmit: (mosque: Mosque) => void }) {
  const [mosque, setMosque] = useState<Mosque | null>(null);
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LocationMosquePicker value={mosque} onChange={setMosque} />
      {mosque && (
        <PublicPageLink href={publicMasjidPath(mosque.mosqueId)}>{t('publicMasjid.seeTimes')}</PublicPageLink>
      )}
      <Button
        variant="contained"
        color="secondary"
        size="large"
        disabled={!mosque}
        onClick={() => mosque && onSubmit(mosque)}
      >
        {t('common.submit')}
      </Button>
      <PublicPageLink href={PATHS.nearMe}>{t('publicMasjid.nearMe')}</PublicPageLink>
    </Box>
  );
}
