import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import { useSession } from '../../app/session-provider';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { MosqueCard } from './mosque-card';
import { MosqueTimesSection } from './mosque-times-section';

/** The picker and its two buttons; `onCancel` absent (a member with no masjid) leaves only Submit. */
function ChangeMosque({
  headingId,
  headingRef,
  onSubmit,
  onCancel,
  pending,
}: {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: (mosque: Mosque) => void;
  onCancel?: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [mosque, setMosque] = useState<Mosque | null>(null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ outline: 'none' }}
      >
        {t('myMasjid.chooseNew')}
      </Typography>
      <LocationMosquePicker value={mosque} onChange={setMosque} disabled={pending} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="secondary"
          disabled={!mosque || pending}
          onClick={() => mosque && onSubmit(mosque)}
        >
          {pending ? t('common.saving') : t('common.submit')}
        </Button>
        {onCancel && (
          <Button variant="outlined" color="secondary" onClick={onCancel} disabled={pending}>
            {t('myMasjid.keepMosque')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/**
 * My Masjid at /mosque: the member's masjid and its places up to India, a link to its page, and
 * 'I want to change mosque', which opens the picker; below, its jamaat times today and for the month. A change reads the user and the masjid again and throws
 * the volunteers away, kept copies too (domain/invalidations.ts), so /volunteers asks afresh.
 */
export default function MyMosqueScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, error, loading, reload } = useCall('getMyMosque', {});
  const save = useAction('updateMyMosque');
  const [changing, setChanging] = useState(false);
  // What should take the focus once the screen shows it: the picker's heading, the change button, the card.
  const [focusNext, setFocusNext] = useState<'picker' | 'toggle' | 'card' | null>(null);
  // The card takes the focus only once it shows the masjid just chosen, not the one it replaces.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const pickerHeading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!focusNext) return;
    if (focusNext === 'card' && data?.mosque?.id !== chosenId) return;
    const target = { picker: pickerHeading, toggle, card: cardHeading }[focusNext].current;
    if (target) {
      target.focus();
      setFocusNext(null);
    }
  });

  const submit = async (mosque: Mosque) => {
    const reply = await save.run({ mosqueId: mosque.id, userId: user?.userId ?? null });
    if (!reply?.pass) return;
    setChanging(false);
    setChosenId(mosque.id);
    setFocusNext('card');
  };

  let body: ReactNode;
  if (loading) {
    body = <LoadingStatus label={t('myMasjid.loading')} />;
  } else if (error && !data) {
    body = <LoadError onRetry={reload} />;
  } else if (!data?.mosque) {
    body = (
      <>
        <Typography role="status">{t('myMasjid.noMasjid')}</Typography>
        <ChangeMosque
          headingId={headingId}
          headingRef={pickerHeading}
          onSubmit={submit}
          pending={save.pending}
        />
      </>
    );
  } else {
    body = (
      <>
        <MosqueCard mosque={data.mosque} places={data.places} headingRef={cardHeading} />
        {changing ? (
          <ChangeMosque
            headingId={headingId}
            headingRef={pickerHeading}
            onSubmit={submit}
            onCancel={() => {
              setChanging(false);
              setFocusNext('toggle');
            }}
            pending={save.pending}
          />
        ) : (
          <Box>
            <Button
              ref={toggle}
              variant="contained"
              color="secondary"
              onClick={() => {
                setChanging(true);
                setFocusNext('picker');
              }}
            >
              {t('myMasjid.changeMosque')}
            </Button>
          </Box>
        )}
        <MosqueTimesSection />
      </>
    );
  }

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <PageHeading title={t('member.myMasjid')}>{t('member.myMasjid')}</PageHeading>
      {body}
    </Stack>
  );
}
