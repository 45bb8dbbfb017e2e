import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AGE_BANDS, type MembersOverview } from '../../../domain/functions/directory';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { categoryLabelKey } from '../../components/member-details/detail-labels';
import { isolate } from '../../i18n/bidi';
import { joinList, labelled } from '../../i18n/labelled';
import { useFormat } from '../../i18n/use-format';
import { useCall } from '../../lib/use-call';

type Figure = { label: string; values: number[] };
type Series = { label: string; color: string };

/**
 * A chart as a list of labelled bars: each row names its bar in full, wrapping when long, above the
 * bar, with its count in words beside it. An SVG chart's axis fitted only some of its labels (and none in
 * Urdu) and cut long masjid names; here every bar is named at any width, in any language and direction, and a
 * screen reader reads the same list the eye sees.
 */
function BarList({ title, series, rows }: { title: string; series: Series[]; rows: Figure[] }) {
  const format = useFormat();
  const totalOf = (r: Figure) => r.values.reduce((n, v) => n + v, 0);
  const max = Math.max(1, ...rows.map(totalOf));
  const stacked = series.length > 1;
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {stacked && (
        <Box aria-hidden sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {series.map((s) => (
            <Box key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
              <Typography variant="body2">{s.label}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {rows.map((r) => (
          <Box component="li" key={r.label} data-bar sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="body2" data-bar-label sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {r.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
                {format.number(totalOf(r))}
              </Typography>
            </Box>
            <Box
              aria-hidden
              sx={{
                display: 'flex',
                height: 10,
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              {series.map((s, i) => (
                <Box
                  key={s.label}
                  sx={{ width: `${((r.values[i] ?? 0) / max) * 100}%`, bgcolor: s.color, flexShrink: 0 }}
                />
              ))}
            </Box>
            {stacked && (
              <Typography variant="caption" color="text.secondary">
                {joinList(
                  series.map((s, i) => labelled(s.label, format.number(r.values[i] ?? 0))),
                  format.locale,
                )}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The directory's overview for the caller's scope (beyond the spec): members by masjid (top 10), by category,
 * and by age band and gender. Its own chunk, loaded when the overview is opened.
 */
export default function MembersOverviewCharts({ locationId }: { locationId: string | null }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const overview = useCall('getMembersOverview', { locationId });
  if (overview.loading && !overview.data) return <LoadingStatus label={t('common.loading')} dense />;
  if (!overview.data) return <LoadError onRetry={overview.reload} />;
  const data: MembersOverview = overview.data;
  const members = [{ label: t('adminMembers.membersSeries'), color: theme.palette.secondary.main }];
  const bandLabel = (from: number | null) => {
    if (from === null) return t('adminMembers.ageUnknown');
    const next = AGE_BANDS[AGE_BANDS.indexOf(from as (typeof AGE_BANDS)[number]) + 1];
    return next === undefined
      ? t('adminMembers.ageFrom', { from })
      : t('adminMembers.ageBand', { from, to: next - 1 });
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <BarList
        title={t('adminMembers.byMosque')}
        series={members}
        // Set apart, so that a Latin masjid name keeps its own order inside an Urdu page.
        rows={data.byMosque.map((m) => ({
          label: m.name ? isolate(m.name) : t('adminAccounts.unknown'),
          values: [m.count],
        }))}
      />
      <BarList
        title={t('adminMembers.byCategory')}
        series={members}
        rows={data.byCategory.map((c) => ({ label: t(categoryLabelKey(c.category)), values: [c.count] }))}
      />
      <BarList
        title={t('adminMembers.byAge')}
        series={[
          { label: t('adminMembers.male'), color: theme.palette.primary.main },
          { label: t('adminMembers.female'), color: theme.palette.secondary.main },
          { label: t('adminMembers.genderUnknown'), color: theme.palette.grey[500] },
        ]}
        rows={data.byAge.map((b) => ({ label: bandLabel(b.from), values: [b.male, b.female, b.other] }))}
      />
    </Box>
  );
}
