import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInIndia } from '../../../domain/dates';
import { hijriDateOf } from '../../../domain/prayer-times/hijri-date';
import { useAction } from '../../lib/use-action';
import { hijriMonth } from './hijri-month';

/**
 * India's Hijri adjustment (super admin): days from the Umm al-Qura calendar, set when the moon is sighted,
 * with today's Hijri date as it would read, so the choice is checked before it is saved.
 */
export function IndiaHijriCard({ days }: { days: number }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(days);
  useEffect(() => setChosen(days), [days]);
  const save = useAction('setIndiaHijriAdjustment');
  const hijri = hijriDateOf(todayInIndia(new Date()), chosen);
  const dayWord = (d: number) => `${d > 0 ? '+' : ''}${t('adminTimes.hijriDays', { count: d })}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="india-hijri-heading"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="india-hijri-heading" variant="h6" component="h2">
        {t('adminTimes.hijriIndiaCard')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('adminTimes.hijriIndiaHint')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save.run({ days: chosen });
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          select
          label={t('adminTimes.hijriIndiaField')}
          value={String(chosen)}
          onChange={(event) => setChosen(Number(event.target.value))}
          disabled={save.pending}
          helperText={t('adminTimes.hijriToday', {
            date: t('prayerTimes.hijriDate', {
              day: hijri.day,
              month: hijriMonth(t, hijri.month),
              year: hijri.year,
            }),
          })}
          sx={{ flex: '1 1 220px' }}
        >
          {[-2, -1, 0, 1, 2].map((d) => (
            <MenuItem key={d} value={String(d)}>
              {dayWord(d)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={save.pending || chosen === days}
          sx={{ minHeight: 56 }}
        >
          {t('adminTimes.hijriIndiaSave')}
        </Button>
      </Box>
    </Paper>
  );
}
