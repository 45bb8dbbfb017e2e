import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { styled } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Jamaat, jamaatsOf } from '../../../domain/prayer-times/next-jamaat';
import { PATHS } from '../../../domain/routes';
import { pressable } from '../../app/pressable';
import { Countdown } from '../../components/mosque-times/countdown';
import type { JamaatState } from '../../components/mosque-times/member-times';
import { useJamaatState } from '../../components/mosque-times/use-jamaat-state';
import { useMosqueTimesRules } from '../../components/mosque-times/use-mosque-times-rules';
import { useTimeWords } from '../../components/mosque-times/use-time-words';
import { mirroredInRtl } from '../../i18n/mirror';

const sameJamaat = (a: Jamaat | null, b: Jamaat) => a !== null && a.date === b.date && a.at === b.at;

/**
 * One styled section over plain elements, as the home's other cards (web-patterns.md, "What every first
 * render draws"). Its body keeps one height whatever it says (loading, not set, the times), so that nothing
 * below it moves when the times arrive: the headline, the line under it and two rows of jamaats on a phone,
 * one on a wider screen.
 */
const Card = styled('section')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  padding: theme.spacing(2),
  display: 'grid',
  gap: theme.spacing(1),
  '& h2': { ...theme.typography.subtitle2, margin: 0, color: theme.palette.text.secondary },
  '& .body': { display: 'grid', gap: theme.spacing(1), alignContent: 'start', minHeight: 152 },
  [theme.breakpoints.up('sm')]: { '& .body': { minHeight: 116 } },
  '& .headline': { ...theme.typography.h5, margin: 0, fontWeight: 700, minHeight: '1.334em' },
  '& .headline .time': { marginInlineStart: theme.spacing(1.5), color: theme.palette.secondary.main },
  '& .under': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
  '& .under .count': {
    fontWeight: 700,
    color: theme.palette.text.primary,
    fontVariantNumeric: 'tabular-nums',
  },
  '& .now': { fontWeight: 700, color: theme.palette.success.dark },
  '& h3': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  '& ul': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
  },
  '& li': {
    ...theme.typography.body2,
    display: 'inline-flex',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.5, 1),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    whiteSpace: 'nowrap',
  },
  '& li .name': { color: theme.palette.text.secondary },
  '& li .time': { fontWeight: 600 },
  '& li[aria-current]': { borderColor: theme.palette.secondary.main, borderWidth: 2, padding: '3px 7px' },
  '& .all': {
    ...theme.typography.button,
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    padding: '6px 8px',
    marginInlineStart: -8,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.secondary.main,
    textDecoration: 'none',
    ...pressable(theme),
    '& > svg': { fontSize: 20, marginInlineStart: theme.spacing(1), ...mirroredInRtl(theme) },
  },
  '& .placeholder': { visibility: 'hidden' },
}));

/** The next jamaat, with its countdown (or 'Jamaat now'), and the day's jamaats below. */
function Times({ state }: { state: JamaatState }) {
  const { t } = useTranslation();
  const words = useTimeWords();
  const { underway, next, listed, today } = state;
  const shown = underway ?? next;
  return (
    <>
      {shown && (
        <p className="headline">
          {words.prayer(shown.prayer)}
          <span className="time">{words.time(shown.jamaat)}</span>
        </p>
      )}
      <p className="under">
        {underway ? (
          <>
            <span className="now">{t('mosqueTimes.jamaatNow')}</span>
            {' · '}
            {t('mosqueTimes.beganAt', { time: words.time(underway.jamaat) })}
          </>
        ) : next ? (
          <>
            {t('mosqueTimes.startsIn')} <Countdown to={next.at} className="count" />
          </>
        ) : null}
      </p>
      <h3>{listed.date === today ? t('mosqueTimes.todaysJamaats') : t('mosqueTimes.tomorrowsJamaats')}</h3>
      <ul>
        {jamaatsOf([listed]).map((j) => (
          <li key={`${j.prayer}-${j.jamaat}`} aria-current={sameJamaat(shown, j) ? 'time' : undefined}>
            <span className="name">{words.prayer(j.prayer)}</span>
            <span className="time">{words.time(j.jamaat)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The member home's first card: the next jamaat at the member's masjid, its time in the member's language and
 * a live countdown, then the day's other jamaats (tomorrow's after Isha; Jumu'ah's in place of Dhuhr's on a
 * Friday), and a link to /mosque. Computed in the browser from the masjid's kept rules, so it shows offline.
 * A masjid without coordinates says 'Times not set yet'; a member without a masjid sees no card.
 */
export function NextJamaatCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const { none, rules, loading } = useMosqueTimesRules();
  const { notSet, state } = useJamaatState(rules);
  if (none) return null;
  // A read that failed with nothing kept: the card says nothing rather than a wrong time.
  if (!loading && !rules) return null;

  let body: ReactNode;
  if (state) body = <Times state={state} />;
  else if (notSet)
    body = (
      <>
        <p className="headline" role="status">
          {t('mosqueTimes.timesNotSet')}
        </p>
        <p className="under">{t('mosqueTimes.timesNotSetDetail')}</p>
      </>
    );
  else
    body = (
      <>
        <p className="under" role="status">
          {t('mosqueTimes.loading')}
        </p>
        <p className="headline placeholder" aria-hidden>
          &nbsp;
        </p>
      </>
    );

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('mosqueTimes.nextJamaat')}</h2>
      <div className="body">{body}</div>
      <Link className="all" to={PATHS.mosque}>
        {t('mosqueTimes.allTimes')}
        <ChevronRightIcon aria-hidden />
      </Link>
    </Card>
  );
}
