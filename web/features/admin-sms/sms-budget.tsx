import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsReport } from '../../../domain/functions/sms';
import { useFormat } from '../../i18n/use-format';
import { type BudgetWindow, usedPercent } from './sms-figures';
import { SmsSection } from './sms-section';

/**
 * One window of the budget (this hour, today): a bar of what is used, named by the window and read out as the
 * same words the eye sees, then what is left and how much of it only members may use.
 */
function BudgetLine({ title, window }: { title: string; window: BudgetWindow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const used = t('adminSms.used', { used: format.number(window.used), limit: format.number(window.limit) });
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }} data-testid="budget-window">
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <LinearProgress
        variant="determinate"
        color="secondary"
        value={usedPercent(window)}
        aria-labelledby={titleId}
        aria-valuetext={used}
        sx={{ height: 10, borderRadius: 1 }}
      />
      <Typography>{used}</Typography>
      <Typography>
        {t('adminSms.left', { left: format.number(window.left) })}
        {' · '}
        {t('adminSms.keptForMembers', { kept: format.number(window.keptForMembers) })}
      </Typography>
    </Box>
  );
}

/** The budget left this hour and today, and the share of it kept for members' sign-ins. */
export function SmsBudget({ budget }: { budget: SmsReport['budget'] }) {
  const { t } = useTranslation();
  return (
    <SmsSection title={t('adminSms.budget')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <BudgetLine title={t('adminSms.hour')} window={budget.hour} />
        <BudgetLine title={t('adminSms.day')} window={budget.day} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('adminSms.budgetHelp')}
      </Typography>
    </SmsSection>
  );
}
