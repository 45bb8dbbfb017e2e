import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../domain/languages';
import type { DayTimes } from '../../../domain/prayer-times/day-times';
import { formatPrayerTime } from '../../../domain/prayer-times/format-prayer-time';
import { useFormat } from '../../i18n/use-format';
import { hijriMonth } from './hijri-month';

type Props = { day: DayTimes | null; date: string };

/**
 * The day's adhan and jamaat times as members will see them, worked out in the browser from the form as it
 * stands (domain/prayer-times), so the committee sees the effect of a rule before saving it.
 */
export function TimesPreview({ day, date }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const time = (value: string | null | undefined) => (value ? formatPrayerTime(value, language) : '—');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="times-preview-heading" sx={{ p: 2 }}>
      <Typography id="times-preview-heading" variant="h6" component="h2">
        {t('adminTimes.preview', { date: format.date(date) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('adminTimes.previewHint')}
      </Typography>
      {!day ? (
        <Typography>{t('adminTimes.previewUnavailable')}</Typography>
      ) : (
        <Box
          component="table"
          aria-live="polite"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            '& th, & td': { textAlign: 'start', py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
            '& td': { whiteSpace: 'nowrap' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">{t('adminTimes.prayer')}</th>
              <th scope="col">{t('prayerTimes.parts.adhan')}</th>
              <th scope="col">{t('prayerTimes.parts.jamaat')}</th>
            </tr>
          </thead>
          <tbody>
            {day.prayers.map((p) => (
              <tr key={p.name}>
                <th scope="row">{t(`prayerTimes.prayers.${p.name}`)}</th>
                <td>{time(p.adhan)}</td>
                <td>{time(p.jamaat)}</td>
              </tr>
            ))}
            {day.jumuah?.map((j, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the day's Jumu'ahs in their order.
              <tr key={`jumuah-${k}`}>
                <th scope="row">
                  {t('prayerTimes.prayers.jumuah')} {day.jumuah!.length > 1 ? k + 1 : ''}
                </th>
                <td>
                  {t('prayerTimes.parts.khutbah')} {time(j.khutbah)}
                </td>
                <td>{time(j.jamaat)}</td>
              </tr>
            ))}
            {day.sehri && (
              <tr>
                <th scope="row">{t('prayerTimes.parts.sehri')}</th>
                <td>{time(day.sehri)}</td>
                <td />
              </tr>
            )}
            {day.iftar && (
              <tr>
                <th scope="row">{t('prayerTimes.parts.iftar')}</th>
                <td>{time(day.iftar)}</td>
                <td />
              </tr>
            )}
            {day.eid?.times.map((e, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the Eid's prayers in their order.
              <tr key={`eid-${k}`}>
                <th scope="row">
                  {t(day.eid!.name === 'fitr' ? 'prayerTimes.parts.eidFitr' : 'prayerTimes.parts.eidAdha')}
                </th>
                <td />
                <td>{time(e)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      {day && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('prayerTimes.hijriDate', {
            day: day.hijri.day,
            month: hijriMonth(t, day.hijri.month),
            year: day.hijri.year,
          })}
        </Typography>
      )}
    </Paper>
  );
}
