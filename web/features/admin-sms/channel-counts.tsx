import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SmsReport } from '../../../domain/functions/sms';
import { ltr } from '../../i18n/bidi';
import { useFormat } from '../../i18n/use-format';
import { SmsCountsTable } from './sms-counts-table';

type Channel = SmsReport['channels'][number];

/** A price in rupees as the page shows it: paise and their fractions (₹0.115), left to right in Urdu too. */
const priceText = (rupees: number, locale: string) =>
  ltr(
    `₹${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(rupees)}`,
  );

/**
 * One channel of the Messages page: its gateway and price, then today's and this month's messages by purpose
 * with what they cost at that price. A channel without a price says so rather than showing a cost of nothing.
 */
export function ChannelCounts({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = t(`adminSms.channel.${channel.channel}`);
  const headingId = `channel-${channel.channel}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography>{t('adminSms.gateway', { provider: ltr(channel.provider) })}</Typography>
      <Typography>
        {channel.pricePerUnit === null
          ? t('adminSms.noPrice')
          : t(`adminSms.price.${channel.channel}`, { price: priceText(channel.pricePerUnit, format.locale) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SmsCountsTable title={t('adminSms.channelToday', { channel: name })} counts={channel.today} />
        <SmsCountsTable title={t('adminSms.channelMonth', { channel: name })} counts={channel.month} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {channel.channel === 'sms' ? t('adminSms.partsHelp') : t('adminSms.whatsappParts')}{' '}
        {t('adminSms.indiaTime')}
      </Typography>
    </Box>
  );
}
