import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mosque } from '../../../domain/functions/shapes';
import { useSession } from '../../app/session-provider';
import { GiveButton } from '../../components/giving/give-button';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { whenIdle } from '../../lib/when-idle';
import { MosqueCard } from './mosque-card';
import { MosqueTimesSection } from './mosque-times-section';

const ChangeMosque = preloadableLazy(() => import('./change-mosque'));

/**
 * My Masjid at /mosque: the member's masjid and its places up to India, a link to its page, and
 * 'I want to change mosque', which opens the picker; below, its jamaat times today and for the month. A change
 * reads the user and the masjid again and throws the volunteers away, kept copies too
 * (domain/invalidations.ts), so /volunteers asks afresh.
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
  // The picker's chunk is fetched at idle; opened before it came, the screen draws again once it shows, for
  // the focus to move to it.
  const [, pickerShown] = useReducer((n: number) => n + 1, 0);
  useEffect(() => whenIdle(() => void ChangeMosque.preload().catch(() => {})), []);

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
        <Suspense fallback={<LoadingStatus label={t('common.loading')} />}>
          <ChangeMosque
            headingId={headingId}
            headingRef={pickerHeading}
            onSubmit={submit}
            onShown={pickerShown}
            pending={save.pending}
          />
        </Suspense>
      </>
    );
  } else {
    body = (
      <>
        <MosqueCard mosque={data.mosque} places={data.places} headingRef={cardHeading} />
        <GiveButton />
        {changing ? (
          <Suspense fallback={<LoadingStatus label={t('common.loading')} />}>
            <ChangeMosque
              headingId={headingId}
              headingRef={pickerHeading}
              onSubmit={submit}
              onCancel={() => {
                setChanging(false);
                setFocusNext('toggle');
              }}
              onShown={pickerShown}
              pending={save.pending}
            />
          </Suspense>
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
