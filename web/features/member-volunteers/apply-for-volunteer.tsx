import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../domain/routes';
import { ExternalLinkButton } from '../../components/external-link-button/external-link-button';

type Props = {
  /** The operator's form (VOLUNTEER_FORM_URL), already checked to be a web address; null when none is set. */
  formUrl: string | null;
  /** How many volunteers the page lists for the member's masjid. */
  volunteerCount: number;
  /** Moves the focus to the volunteers listed on the page. */
  onContactVolunteers: () => void;
};

/**
 * 'Apply for volunteer' is always there. With the operator's form it opens that form in
 * a new tab. Without one, it says what a member can do instead: ask one of the volunteers the page lists,
 * who know how their masjid takes new volunteers, and 'Contact a volunteer' takes the member to their
 * WhatsApp, call and email links; when no volunteer covers the masjid, it says to ask at the masjid itself.
 */
export function ApplyForVolunteer({ formUrl, volunteerCount, onContactVolunteers }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  // Set when the member chose to contact a volunteer: the focus then goes to the list, not back to the button.
  const [toList, setToList] = useState(false);

  if (formUrl) {
    return (
      <ExternalLinkButton href={formUrl} color="secondary">
        {t('volunteersPage.apply')}
      </ExternalLinkButton>
    );
  }

  const hasVolunteers = volunteerCount > 0;
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setToList(false);
          setOpen(true);
        }}
      >
        {t('volunteersPage.apply')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="xs"
        fullWidth
        disableRestoreFocus={toList}
        slotProps={{
          transition: {
            onExited: () => {
              if (toList) onContactVolunteers();
            },
          },
        }}
      >
        <DialogTitle id={titleId}>{t('volunteersPage.apply')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {hasVolunteers ? t('volunteersPage.applyNoForm') : t('volunteersPage.applyNoFormNoVolunteer')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)} color="inherit">
            {t('common.close')}
          </Button>
          {hasVolunteers ? (
            <Button
              variant="contained"
              color="secondary"
              autoFocus
              onClick={() => {
                setToList(true);
                setOpen(false);
              }}
            >
              {t('volunteersPage.contactVolunteer')}
            </Button>
          ) : (
            <Button component={Link} to={PATHS.mosque} variant="contained" color="secondary" autoFocus>
              {t('volunteersPage.goToMasjid')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
