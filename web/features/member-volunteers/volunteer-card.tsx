import CallIcon from '@mui/icons-material/Call';
import EmailIcon from '@mui/icons-material/Email';
import PlaceIcon from '@mui/icons-material/Place';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VolunteerCard as Volunteer } from '../../../domain/functions/members';
import { ExternalLinkButton } from '../../components/external-link-button/external-link-button';
import { visuallyHidden } from '../../components/visually-hidden';
import { Ltr } from '../../i18n/bidi';
import { callLink, displayPhone, emailLink, whatsappLink } from './volunteer-links';

/**
 * One volunteer's card, with their name, category and the place they cover, their
 * number and address (left to right inside Urdu), and WhatsApp, call and email links whose names say whom
 * they reach (three "Call" links in a list would tell a screen reader user nothing).
 */
export function VolunteerCard({ volunteer }: { volunteer: Volunteer }) {
  const { t } = useTranslation();
  const name = volunteer.name?.trim() || t('volunteersPage.unnamed');
  const phone = displayPhone(volunteer.mobile);
  const whatsapp = whatsappLink(volunteer.mobile);
  const tel = callLink(volunteer.mobile);
  const mail = emailLink(volunteer.email);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
        {volunteer.categoryName && (
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {volunteer.categoryName}
          </Typography>
        )}
        <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {volunteer.scopeName && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('volunteersPage.covers', { place: volunteer.scopeName })}
            </Typography>
          </Stack>
        )}
        {phone && (
          <Typography variant="body2">
            <span style={visuallyHidden}>{t('volunteersPage.phone')} </span>
            <Ltr>{phone}</Ltr>
          </Typography>
        )}
        {volunteer.email && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <span style={visuallyHidden}>{t('volunteersPage.email')} </span>
            <Ltr>{volunteer.email}</Ltr>
          </Typography>
        )}
      </CardContent>
      {(whatsapp || tel || mail) && (
        <CardActions
          sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          {whatsapp && (
            <ExternalLinkButton
              href={whatsapp}
              color="success"
              icon={<WhatsAppIcon />}
              name={t('volunteersPage.whatsappTo', { name })}
            >
              {t('volunteersPage.whatsapp')}
            </ExternalLinkButton>
          )}
          {tel && (
            <Button
              href={tel}
              variant="outlined"
              color="secondary"
              startIcon={<CallIcon />}
              aria-label={t('volunteersPage.callTo', { name })}
            >
              {t('volunteersPage.call')}
            </Button>
          )}
          {mail && (
            <Button
              href={mail}
              variant="outlined"
              color="secondary"
              startIcon={<EmailIcon />}
              aria-label={t('volunteersPage.emailTo', { name })}
            >
              {t('volunteersPage.sendEmail')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
