import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format-date';
import { comingChanges } from '../../../domain/prayer-times/coming-changes';
import type { DayTimes } from '../../../domain/prayer-times/day-times';
import type { GeoPoint } from '../../../domain/prayer-times/time-settings';
import { whatsAppHref } from '../../components/alert-sheet/share-text';
import type { TimesRules } from '../../components/mosque-times/member-times';
import { useTimeWords } from '../../components/mosque-times/use-time-words';
import { useFormat } from '../../i18n/use-format';
import { mosquePageAddress, timesShareText } from './share-times-text';
import { timesTable } from './times-table-styles';

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '& h2': { ...theme.typography.h6, margin: 0 },
  '& .dates': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& table': timesTable(theme),
  '& .jamaat': { fontWeight: 700 },
  '& .notes': { ...theme.typography.body2, margin: 0, display: 'grid', gap: theme.spacing(0.5) },
  '& .notes p': { margin: 0 },
  '& .changes': {
    margin: 0,
    padding: theme.spacing(1, 2),
    borderInlineStart: `4px solid ${theme.palette.secondary.main}`,
    backgroundColor: theme.palette.action.hover,
    borderRadius: theme.shape.borderRadius,
  },
  '& .changes h3': { ...theme.typography.subtitle2, margin: 0 },
  '& .changes ul': { ...theme.typography.body2, margin: 0, paddingInlineStart: theme.spacing(2.5) },
  '& .share': { justifySelf: 'start' },
}));

const DASH = '—';

/** The coming changes, each on its first day: "From Sunday, Isha 8:45 pm". */
function ComingChanges({ rules, point, today }: { rules: TimesRules; point: GeoPoint; today: string }) {
  const { t } = useTranslation();
  const words = useTimeWords();
  const headingId = useId();
  // Six days: a weekday alone then names one day only.
  const changes = useMemo(() => comingChanges(point, rules.versions, today, 6), [point, rules, today]);
  const lines = changes.flatMap((c) => {
    const time =
      c.prayer === 'jumuah' ? c.jumuah.map((j) => words.time(j.jamaat)).join(', ') : words.time(c.jamaat);
    if (!time) return [];
    return [
      t('mosqueTimes.changeFrom', { day: words.weekday(c.date), prayer: words.prayer(c.prayer), time }),
    ];
  });
  if (lines.length === 0) return null;
  return (
    <aside className="changes" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('mosqueTimes.comingChanges')}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * Today's times at the member's masjid on /mosque: the weekday, date and Hijri date, each prayer's adhan and
 * jamaat (Jumu'ah's khutbah and jamaat on a Friday), Sehri and Iftar in Ramadan, an Eid on its day, the coming
 * changes, and 'Share on WhatsApp' with the day's times as text.
 */
export function TodayTimes({ day, rules, point }: { day: DayTimes; rules: TimesRules; point: GeoPoint }) {
  const { t } = useTranslation();
  const words = useTimeWords();
  const format = useFormat();
  const headingId = useId();
  const jumuahName = words.prayer('jumuah');
  const dayText = (date: string) =>
    `${words.weekday(date)}, ${format.date(date)} · ${words.hijri(day.hijri)}`;

  const share = timesShareText({
    mosque: rules.mosque.name,
    dayText: `${words.weekday(day.date)}, ${formatDate(day.date, format.locale)}, ${words.hijri(day.hijri)}`,
    day,
    words: {
      prayer: words.prayer,
      time: words.time,
      adhan: t('prayerTimes.parts.adhan'),
      jamaat: t('prayerTimes.parts.jamaat'),
      khutbah: t('prayerTimes.parts.khutbah'),
      sehri: t('prayerTimes.parts.sehri'),
      iftar: t('prayerTimes.parts.iftar'),
    },
    link: mosquePageAddress(window.location.origin, rules.mosque.mosqueId),
  });

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('mosqueTimes.todaysTimes')}</h2>
      <p className="dates">{dayText(day.date)}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('mosqueTimes.prayer')}</th>
            <th scope="col">{t('prayerTimes.parts.adhan')}</th>
            <th scope="col">{t('prayerTimes.parts.jamaat')}</th>
          </tr>
        </thead>
        <tbody>
          {day.prayers.map((p) => [
            <tr key={p.name}>
              <th scope="row">{words.prayer(p.name)}</th>
              <td>{words.time(p.adhan)}</td>
              <td className="jamaat">{p.jamaat ? words.time(p.jamaat) : DASH}</td>
            </tr>,
            ...(p.name === 'dhuhr'
              ? (day.jumuah ?? []).map((j, i, all) => (
                  <tr key={`jumuah-${j.jamaat}`}>
                    <th scope="row">
                      {all.length > 1 ? t('mosqueTimes.jumuahNumbered', { number: i + 1 }) : jumuahName}
                    </th>
                    <td>{t('mosqueTimes.khutbahAt', { time: words.time(j.khutbah) })}</td>
                    <td className="jamaat">{words.time(j.jamaat)}</td>
                  </tr>
                ))
              : []),
          ])}
        </tbody>
      </table>
      {(day.sehri || day.eid) && (
        <div className="notes">
          {day.sehri && day.iftar && (
            <p>
              {t('prayerTimes.parts.sehri')} <strong>{words.time(day.sehri)}</strong>
              {' · '}
              {t('prayerTimes.parts.iftar')} <strong>{words.time(day.iftar)}</strong>
            </p>
          )}
          {day.eid && (
            <p>
              {t(day.eid.name === 'fitr' ? 'prayerTimes.parts.eidFitr' : 'prayerTimes.parts.eidAdha')}{' '}
              <strong>{day.eid.times.map(words.time).join(', ')}</strong>
            </p>
          )}
        </div>
      )}
      <ComingChanges rules={rules} point={point} today={day.date} />
      <Button
        className="share"
        href={whatsAppHref(share)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        color="secondary"
        startIcon={<WhatsAppIcon />}
        aria-label={t('mosqueTimes.shareOnWhatsAppNamed')}
      >
        {t('mosqueTimes.shareOnWhatsApp')}
      </Button>
    </Section>
  );
}
