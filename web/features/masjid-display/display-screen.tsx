import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { todayInIndia } from '../../../domain/dates';
import { formatDate } from '../../../domain/format-date';
import { isLanguage, type Language } from '../../../domain/languages';
import type { DayTimes, PrayerTime } from '../../../domain/prayer-times/day-times';
import { formatPrayerTime } from '../../../domain/prayer-times/format-prayer-time';
import { chooseLanguage, currentLanguage } from '../../i18n/i18n';
import { CallError } from '../../lib/call';
import { useCall } from '../../lib/use-call';
import { usePageTitle } from '../../lib/use-page-title';
import { countdownText, createDayTimes, type DisplayData, displayView } from './display-state';
import { forgetDisplay, keepDisplay, readKeptDisplay } from './kept-display';

const LOCALES: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN', ur: 'ur-IN' };
const REFRESH_MS = 60_000;

/** The page's one timer: the time now, every second. A TV runs for months, so nothing else ticks. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const screen = {
  position: 'fixed',
  inset: 0,
  bgcolor: '#000',
  color: '#fff',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  p: '2vmin 3vmin',
  gap: '1.5vmin',
} as const;

/** A row of today's table: on a Friday, Dhuhr's is Jumu'ah's, with its first jamaat. */
function rowOf(day: DayTimes, p: PrayerTime): { name: string; jamaat: string | null } {
  const jumuah = p.name === 'dhuhr' && day.jumuah ? day.jumuah[0] : undefined;
  return { name: jumuah ? 'jumuah' : p.name, jamaat: jumuah?.jamaat ?? p.jamaat };
}

/** A refused key: nothing of the masjid, only that this screen is not set up. */
function NotSetUp() {
  const { t } = useTranslation();
  usePageTitle(t('publicMasjid.displayNotSetUp'));
  return (
    <Box
      component="main"
      sx={{ ...screen, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
    >
      <Box component="h1" sx={{ fontSize: '6vmin', m: 0 }}>
        {t('publicMasjid.displayNotSetUp')}
      </Box>
      <Box component="p" sx={{ fontSize: '3.5vmin', m: 0, color: '#ddd' }}>
        {t('publicMasjid.displayNotSetUpText')}
      </Box>
    </Box>
  );
}

function Times({ data, now, offline }: { data: DisplayData; now: Date; offline: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dayTimes = useMemo(createDayTimes, []);
  const view = displayView(data, dayTimes(data, todayInIndia(now)), now);
  usePageTitle(data.mosque.name);
  if (view.phase === 'dark') return <Box component="main" sx={screen} aria-label={data.mosque.name} />;
  const time = (clock: string | number) => formatPrayerTime(clock, language);
  const prayer = (name: string) => t(`prayerTimes.prayers.${name}` as 'prayerTimes.prayers.fajr');
  const day = view.day;
  const hijri = day
    ? t('prayerTimes.hijriDate', {
        day: day.hijri.day,
        month:
          (t('prayerTimes.hijriMonths', { returnObjects: true }) as Record<number, string>)[
            day.hijri.month
          ] ?? '',
        year: day.hijri.year,
      })
    : '';
  const weekdays = t('publicMasjid.weekdays', { returnObjects: true }) as Record<number, string>;
  const weekday = weekdays[new Date(`${view.today}T00:00:00Z`).getUTCDay()] ?? '';
  const seconds = String(view.second).padStart(2, '0');
  return (
    <Box component="main" sx={screen}>
      <Box component="h1" dir="auto" sx={{ fontSize: '5vmin', m: 0, color: '#FFD400', lineHeight: 1.2 }}>
        {data.mosque.name}
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: '3vmin',
          gridTemplateColumns: '1fr',
          '@media (orientation: landscape)': { gridTemplateColumns: '1fr 1fr', alignItems: 'center' },
        }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <Box
            data-testid="display-clock"
            sx={{ fontSize: '15vmin', fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
          >
            <span dir="ltr">{time(view.minuteOfDay)}</span>
            <Box component="span" sx={{ fontSize: '5vmin', marginInlineStart: '1vmin' }}>
              {seconds}
            </Box>
          </Box>
          <Box sx={{ fontSize: '4vmin' }}>
            {weekday} {formatDate(view.today, LOCALES[language])}
          </Box>
          <Box sx={{ fontSize: '4vmin', color: '#ddd' }}>{hijri}</Box>
          {view.phase === 'underway' && view.underway && (
            <Box sx={{ fontSize: '8vmin', fontWeight: 700, color: '#FFD400', mt: '2vmin' }}>
              {t('publicMasjid.jamaatUnderway', { prayer: prayer(view.underway.prayer) })}
            </Box>
          )}
          {view.phase === 'times' && view.next && view.secondsToNext !== null && (
            <Box sx={{ mt: '2vmin' }} data-testid="display-countdown">
              <Box sx={{ fontSize: '5vmin' }}>
                {t('publicMasjid.nextJamaatIn', { prayer: prayer(view.next.prayer) })}
              </Box>
              <Box
                dir="ltr"
                sx={{
                  fontSize: '14vmin',
                  fontWeight: 700,
                  color: '#FFD400',
                  lineHeight: 1.1,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {countdownText(view.secondsToNext)}
              </Box>
            </Box>
          )}
          {view.phase === 'notSet' && (
            <Box sx={{ fontSize: '6vmin', mt: '2vmin' }}>{t('publicMasjid.timesNotSet')}</Box>
          )}
        </Box>
        {day && (
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              width: '100%',
              fontSize: '5vmin',
              '& th, & td': {
                py: '0.8vmin',
                px: '1.5vmin',
                textAlign: 'start',
                borderBottom: '1px solid #444',
              },
              '& thead th': { fontSize: '3.5vmin', color: '#ccc' },
              '& td': { fontVariantNumeric: 'tabular-nums' },
            }}
          >
            <thead>
              <tr>
                <th scope="col">{t('publicMasjid.prayer')}</th>
                <th scope="col">{t('prayerTimes.parts.adhan')}</th>
                <th scope="col">{t('prayerTimes.parts.jamaat')}</th>
              </tr>
            </thead>
            <tbody>
              {day.prayers.map((p) => {
                const { name, jamaat } = rowOf(day, p);
                const isNext = view.next?.date === day.date && view.next.jamaat === jamaat && jamaat !== null;
                return (
                  <Box
                    component="tr"
                    key={p.name}
                    sx={isNext ? { color: '#FFD400', fontWeight: 700 } : undefined}
                  >
                    <th scope="row">{prayer(name)}</th>
                    <td>{time(p.adhan)}</td>
                    <td>{jamaat ? time(jamaat) : ''}</td>
                  </Box>
                );
              })}
            </tbody>
          </Box>
        )}
      </Box>
      {view.alert && (
        <Box
          component="section"
          aria-label={t('publicMasjid.alertsLabel')}
          data-testid="display-alert"
          sx={{
            bgcolor: '#FFD400',
            color: '#000',
            fontSize: '4.5vmin',
            fontWeight: 600,
            p: '1.5vmin 2vmin',
            borderRadius: 1,
          }}
        >
          <span dir="auto">{view.alert.title}</span>
        </Box>
      )}
      {offline && <Box sx={{ fontSize: '2.5vmin', color: '#bbb' }}>{t('publicMasjid.displayOffline')}</Box>}
    </Box>
  );
}

/**
 * A masjid's TV (/display/<code>?key=…): the clock, the dates, today's times, the countdown to the next
 * jamaat, the jamaat under way and then the dark minutes, the masjid's alerts in turn. It asks the server
 * once a minute and keeps the last answer on the device, computing the times itself from it when the network
 * is gone; a wrong or revoked key shows nothing of the masjid and forgets what was kept of it.
 */
export default function DisplayScreen() {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const lang = search.get('lang');
  const { t } = useTranslation();
  const now = useNow();
  const [kept, setKept] = useState(() => readKeptDisplay(code)?.data ?? null);
  const { data, error, reload } = useCall('getMosqueDisplay', key ? { code, key } : null);
  const refused =
    !key || (error instanceof CallError && (error.code === 'not-found' || error.code === 'invalid-argument'));

  useEffect(() => {
    if (isLanguage(lang) && lang !== currentLanguage()) void chooseLanguage(lang);
  }, [lang]);
  useEffect(() => {
    if (!data) return;
    keepDisplay(code, data, Date.now());
    setKept(data);
  }, [code, data]);
  useEffect(() => {
    if (!refused) return;
    forgetDisplay(code);
    setKept(null);
  }, [code, refused]);
  // Asked again once a minute, on the same second timer: a change of times or a new alert shows within it.
  const lastAsked = useRef(Date.now());
  useEffect(() => {
    if (now.getTime() - lastAsked.current < REFRESH_MS || refused) return;
    lastAsked.current = now.getTime();
    reload();
  }, [now, refused, reload]);

  if (refused) return <NotSetUp />;
  const shown = data ?? kept;
  if (!shown) {
    return (
      <Box
        component="main"
        sx={{ ...screen, alignItems: 'center', justifyContent: 'center', fontSize: '5vmin' }}
      >
        {t('publicMasjid.displayLoading')}
      </Box>
    );
  }
  return <Times data={shown} now={now} offline={error !== undefined} />;
}
