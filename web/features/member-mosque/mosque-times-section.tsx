import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../components/disclosure';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { pointOf } from '../../components/mosque-times/member-times';
import { useJamaatState } from '../../components/mosque-times/use-jamaat-state';
import { useMosqueTimesRules } from '../../components/mosque-times/use-mosque-times-rules';
import { MonthTimetable } from './month-timetable';
import { TodayTimes } from './today-times';

/**
 * The member's masjid's times on /mosque: today's table and, behind 'Month's timetable', the month's. Both are
 * computed in the browser from the masjid's kept rules, so they show offline; a masjid without coordinates
 * says 'Times not set yet'.
 */
export function MosqueTimesSection() {
  const { t } = useTranslation();
  const { none, rules, loading, error, reload } = useMosqueTimesRules();
  // The day rolls over at midnight by itself: the state is drawn again then.
  const { notSet, state } = useJamaatState(rules);
  const point = useMemo(() => (rules ? pointOf(rules) : null), [rules]);

  if (none) return null;
  if (loading) return <LoadingStatus label={t('mosqueTimes.loading')} />;
  if (!rules) return error ? <LoadError onRetry={reload} /> : null;
  if (notSet || !state || !point)
    return (
      <Typography role="status" color="text.secondary">
        {t('mosqueTimes.timesNotSet')}
      </Typography>
    );
  const today = state.days[0]!;
  return (
    <>
      <TodayTimes day={today} rules={rules} point={point} />
      <Disclosure summary={t('mosqueTimes.monthTimetable')} headingLevel="h2" strong>
        <MonthTimetable rules={rules} point={point} today={today.date} />
      </Disclosure>
    </>
  );
}
