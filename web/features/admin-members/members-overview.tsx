import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { AGE_BANDS, type MembersOverview } from '../../../domain/functions/members-directory';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { categoryLabelKey } from '../../components/member-details/detail-labels';
import { visuallyHidden } from '../../components/visually-hidden';
import { useCall } from '../../lib/use-call';

type Figure = { label: string; values: number[] };

// The axis that names the bars.
const BAND = 'band' as const;

/** A chart with its figures also as a list, for those who do not see the bars. */
function Chart({
  title,
  series,
  rows,
  horizontal = false,
}: {
  title: string;
  series: { label: string }[];
  rows: Figure[];
  horizontal?: boolean;
}) {
  const labels = rows.map((r) => r.label);
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ height: horizontal ? Math.max(200, rows.length * 36) : 260 }}>
        <BarChart
          layout={horizontal ? 'horizontal' : 'vertical'}
          {...(horizontal
            ? { yAxis: [{ scaleType: BAND, data: labels, width: 140 }] }
            : { xAxis: [{ scaleType: BAND, data: labels }] })}
          series={series.map((s, i) => ({
            label: s.label,
            data: rows.map((r) => r.values[i] ?? 0),
            stack: 'all',
          }))}
          hideLegend={series.length < 2}
        />
      </Box>
      <ul style={visuallyHidden}>
        {rows.map((r) => (
          <li key={r.label}>
            {r.label}: {series.map((s, i) => `${s.label} ${r.values[i] ?? 0}`).join(', ')}
          </li>
        ))}
      </ul>
    </Box>
  );
}

/**
 * The directory's overview for the caller's scope (beyond the spec): members by masjid (top 10), by category,
 * and by age band and gender. Its own chunk, loaded when the overview is opened.
 */
export default function MembersOverviewCharts({ locationId }: { locationId: string | null }) {
  const { t } = useTranslation();
  const overview = useCall('getMembersOverview', { locationId });
  if (overview.loading && !overview.data) return <LoadingStatus label={t('common.loading')} dense />;
  if (!overview.data) return <LoadError onRetry={overview.reload} />;
  const data: MembersOverview = overview.data;
  const members = [{ label: t('adminMembers.membersSeries') }];
  const bandLabel = (from: number | null) => {
    if (from === null) return t('adminMembers.ageUnknown');
    const next = AGE_BANDS[AGE_BANDS.indexOf(from as (typeof AGE_BANDS)[number]) + 1];
    return next === undefined
      ? t('adminMembers.ageFrom', { from })
      : t('adminMembers.ageBand', { from, to: next - 1 });
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Chart
        title={t('adminMembers.byMasjid')}
        series={members}
        horizontal
        rows={data.byMasjid.map((m) => ({ label: m.name ?? t('adminAccounts.unknown'), values: [m.count] }))}
      />
      <Chart
        title={t('adminMembers.byCategory')}
        series={members}
        rows={data.byCategory.map((c) => ({ label: t(categoryLabelKey(c.category)), values: [c.count] }))}
      />
      <Chart
        title={t('adminMembers.byAge')}
        series={[
          { label: t('adminMembers.male') },
          { label: t('adminMembers.female') },
          { label: t('adminMembers.genderUnknown') },
        ]}
        rows={data.byAge.map((b) => ({ label: bandLabel(b.from), values: [b.male, b.female, b.other] }))}
      />
    </Box>
  );
}
