import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useCall } from '../../lib/use-call';
import { AlertSmsSwitch } from './alert-sms-switch';
import { ChannelCounts } from './channel-counts';
import { DeliveryReports, WhatsappWebhook } from './delivery-reports';
import { SmsBudget } from './sms-budget';
import { SmsFailures } from './sms-failures';

/**
 * The Messages page (/admin/messages, and /admin/sms as before), for super admins: per channel (SMS, and
 * WhatsApp where configured) what its gateway sent today and this month by purpose, the parts billed and their
 * cost at the configured price; the budget left this hour and today, whether urgent alerts may go out, the last
 * failures in the gateway's own words, and the addresses the delivery reports go to. Read afresh on every visit and on Refresh: the counts move by the minute.
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
          {data.channels.map((channel) => (
            <ChannelCounts key={channel.channel} channel={channel} />
          ))}
          <SmsBudget budget={data.budget} />
          <AlertSmsSwitch allowed={data.alertSmsAllowed} />
          <SmsFailures failures={data.failures} />
          <DeliveryReports provider={data.channels[0]?.provider ?? ''} statusPath={data.statusPath} />
          {data.whatsappWebhookUrl !== null && <WhatsappWebhook url={data.whatsappWebhookUrl} />}
        </>
      )}
    </Box>
  );
}
