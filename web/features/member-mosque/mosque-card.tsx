import MosqueIcon from '@mui/icons-material/Mosque';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';

export type MyMosque = { name: string; address: string; url: string };

/** Only a web address opens: an admin types the url, and a link must never run script. */
export function mosqueLink(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

/** 'locality, city, district, state, India', as getMyMosque lists them (locality first). */
export const placeChain = (places: readonly string[]) => places.join(', ');

/**
 * My Masjid: the member's masjid with its locality, city, district, state and India. The whole card
 * is one link to the masjid's page in a new tab; with no url it is a plain card. Name, places and address are
 * the admin's words: each keeps its own order (`dir="auto"`) on the page's side (right in Urdu, by the theme).
 */
export function MosqueCard({
  mosque,
  places,
  headingRef,
}: {
  mosque: MyMosque;
  places: readonly string[];
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const link = mosqueLink(mosque.url);
  const content = (
    <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
        <MosqueIcon />
      </Avatar>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flexGrow: 1 }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          dir="auto"
          sx={{ overflowWrap: 'anywhere', outline: 'none' }}
        >
          {mosque.name}
        </Typography>
        <Typography color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {placeChain(places)}
        </Typography>
        {mosque.address && (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {mosque.address}
          </Typography>
        )}
      </Box>
      {link && <OpenInNewIcon color="action" aria-hidden sx={{ flexShrink: 0 }} />}
      {link && <span style={visuallyHidden}>{t('myMasjid.opensInNewTab')}</span>}
    </Box>
  );
  return (
    <Card variant="outlined" component="article">
      {link ? (
        <CardActionArea component="a" href={link} target="_blank" rel="noopener noreferrer">
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
