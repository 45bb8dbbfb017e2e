import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { ltr } from '../../i18n/bidi';
import { useCall } from '../../lib/use-call';
import { AlertSmsSwitch } from './alert-sms-switch';
import { DeliveryReports } from './delivery-reports';
import { SmsBudget } from './sms-budget';
import { SmsCountsTable } from './sms-counts-table';
import { SmsFailures } from './sms-failures';

/**
 * /admin/sms, for super admins: what the gateway sent today and this month by purpose, the parts it
 * billed, the budget left this hour and today, the last failures in the gateway's own words, and the address
 * its delivery reports go to, and whether urgent alerts may go by SMS. Read afresh on every visit and on Refresh: the counts move by the minute.
 */
export default function AdminSmsScreen() {
  const { t } = useTranslation();
  const report = useCall('getSmsReport', {});
  const { data } = report;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <PageHeading title={t('adminSms.heading')}>{t('adminSms.heading')}</PageHeading>
        <Button
          color="secondary"
          startIcon={<RefreshIcon />}
          onClick={report.reload}
          disabled={report.loading}
        >
          {t('adminSms.refresh')}
        </Button>
      </Box>
      {report.loading ? (
        <LoadingStatus label={t('common.loading')} />
      ) : !data ? (
        <LoadError onRetry={report.reload} />
      ) : (
        <>
          <Typography>{t('adminSms.gateway', { provider: ltr(data.provider) })}</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <SmsCountsTable title={t('adminSms.today')} counts={data.today} />
            <SmsCountsTable title={t('adminSms.month')} counts={data.month} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('adminSms.partsHelp')} {t('adminSms.indiaTime')}
          </Typography>
          <SmsBudget budget={data.budget} />
          <AlertSmsSwitch allowed={data.alertSmsAllowed} />
          <SmsFailures failures={data.failures} />
          <DeliveryReports provider={data.provider} statusPath={data.statusPath} />
        </>
      )}
    </Box>
  );
}
