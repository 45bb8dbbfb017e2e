import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysOfMonth } from '../../../domain/prayer-times/calendar-days';
import type { DayTimes } from '../../../domain/prayer-times/day-times';
import type { GeoPoint } from '../../../domain/prayer-times/time-settings';
import { daysOf, shiftMonth, type TimesRules } from '../../components/mosque-times/member-times';
import { useTimeWords, weekdayOf } from '../../components/mosque-times/use-time-words';
import { mirrorInRtl } from '../../i18n/mirror';
import { timesTable } from './times-table-styles';

/**
 * What the browser prints while the month is open: the timetable alone (the bar, the navigation, the rest of
 * the page and every button hidden, by hiding whatever neither holds the timetable nor is inside it), on one
 * A4 page: the masjid's name and the month as its heading, and letters small enough for 31 rows.
 */
const PRINT_CSS = `@media print {
  @page { size: A4 portrait; margin: 10mm; }
  body *:not(:has(.month-print)):not(.month-print):not(.month-print *) { display: none !important; }
  body *:has(.month-print) { margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; min-height: 0 !important; overflow: visible !important; }
  .month-print .no-print { display: none !important; }
  .month-print .print-only { display: inline !important; }
  .month-print h3 { font-size: 13pt !important; margin: 0 0 3mm !important; }
  .month-print .scroll { overflow: visible !important; }
  .month-print table { font-size: 8pt !important; line-height: 1.3 !important; width: 100% !important; }
  .month-print th, .month-print td { padding: 0.8mm 0.7mm !important; }
}`;

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& .nav': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), flexWrap: 'wrap' },
  '& h3': { ...theme.typography.subtitle1, fontWeight: 700, margin: 0, flexGrow: 1, textAlign: 'center' },
  '& .print-only': { display: 'none' },
  '& .scroll': { overflowX: 'auto' },
  '& table': timesTable(theme),
  '& th, & td': { paddingInline: theme.spacing(0.75) },
  '& .jamaat': { fontWeight: 700 },
  '& .friday > *': { backgroundColor: theme.palette.action.hover },
  '& .today > *': { boxShadow: `inset 0 -2px 0 ${theme.palette.secondary.main}` },
}));

const PRAYER_COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** One day's row: the date, weekday and Hijri day, then each prayer's adhan and jamaat. */
function DayRow({ day, today, first }: { day: DayTimes; today: string; first: boolean }) {
  const words = useTimeWords();
  const friday = weekdayOf(day.date) === 5;
  const hijri =
    first || day.hijri.day === 1
      ? `${day.hijri.day} ${words.hijriMonth(day.hijri.month)}`
      : String(day.hijri.day);
  const classes = [friday && 'friday', day.date === today && 'today'].filter(Boolean).join(' ');
  return (
    <tr className={classes || undefined} aria-current={day.date === today ? 'date' : undefined}>
      <th scope="row">{Number(day.date.slice(8))}</th>
      <td>{words.weekday(day.date)}</td>
      <td>{hijri}</td>
      {day.prayers.map((p) => (
        <Fragment key={p.name}>
          <td>{words.time(p.adhan)}</td>
          {p.name !== 'sunrise' && (
            <td className="jamaat">
              {p.jamaat
                ? words.time(p.jamaat)
                : p.name === 'dhuhr' && day.jumuah
                  ? day.jumuah.map((j) => words.time(j.jamaat)).join(', ')
                  : '—'}
            </td>
          )}
        </Fragment>
      ))}
    </tr>
  );
}

/**
 * The month's timetable, computed in the browser from the kept rules (so offline too) only once the member
 * opens it: a month is the heaviest computation of the member's screens (bench/month-timetable.ts). The
 * previous and next months are a tap away; 'Print' prints this month on one A4 page.
 */
export function MonthTimetable({
  rules,
  point,
  today,
}: {
  rules: TimesRules;
  point: GeoPoint;
  today: string;
}) {
  const { t } = useTranslation();
  const words = useTimeWords();
  const headingId = useId();
  const [month, setMonth] = useState(today.slice(0, 7));
  const days = useMemo(
    () => daysOf(rules, point, `${month}-01`, daysOfMonth(month).length),
    [rules, point, month],
  );

  return (
    <Panel className="month-print">
      <style>{PRINT_CSS}</style>
      <div className="nav">
        <IconButton
          className="no-print"
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
          aria-label={t('mosqueTimes.previousMonth')}
        >
          <ChevronLeftIcon sx={mirrorInRtl} />
        </IconButton>
        <h3 id={headingId} aria-live="polite">
          <span className="print-only" dir="auto">
            {`${rules.mosque.name}: `}
          </span>
          {words.month(month)}
        </h3>
        <IconButton
          className="no-print"
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
          aria-label={t('mosqueTimes.nextMonth')}
        >
          <ChevronRightIcon sx={mirrorInRtl} />
        </IconButton>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, by keyboard too. */}
      <section className="scroll" aria-labelledby={headingId} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="colgroup" colSpan={2} rowSpan={2}>
                {t('mosqueTimes.date')}
              </th>
              <th scope="col" rowSpan={2}>
                {t('mosqueTimes.hijri')}
              </th>
              {PRAYER_COLUMNS.map((name) =>
                name === 'sunrise' ? (
                  <th key={name} scope="col" rowSpan={2}>
                    {words.prayer(name)}
                  </th>
                ) : (
                  <th key={name} scope="colgroup" colSpan={2}>
                    {words.prayer(name)}
                  </th>
                ),
              )}
            </tr>
            <tr>
              {PRAYER_COLUMNS.flatMap((name) =>
                name === 'sunrise'
                  ? []
                  : [
                      <th key={`${name}-adhan`} scope="col">
                        {t('prayerTimes.parts.adhan')}
                      </th>,
                      <th key={`${name}-jamaat`} scope="col">
                        {t('prayerTimes.parts.jamaat')}
                      </th>,
                    ],
              )}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <DayRow key={day.date} day={day} today={today} first={i === 0} />
            ))}
          </tbody>
        </table>
      </section>
      <Button
        className="no-print"
        variant="outlined"
        color="secondary"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
        sx={{ justifySelf: 'start' }}
      >
        {t('mosqueTimes.print')}
      </Button>
    </Panel>
  );
}
