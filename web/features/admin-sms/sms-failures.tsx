import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SmsReport } from '../../../domain/functions/sms';
import { Ltr } from '../../i18n/bidi';
import { labelled } from '../../i18n/labelled';
import { useFormat } from '../../i18n/use-format';
import { maskedNumber } from './sms-figures';
import { SmsSection } from './sms-section';

type Failure = SmsReport['failures'][number];

/** One failed SMS: when (India's day, day first), what for, the number's last 4 digits, and the gateway's words. */
function FailureItem({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gap: 0.25, py: 1.5, borderTop: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {format.dateTime(failure.at)}
        {' · '}
        {t(`adminSms.channel.${failure.channel}`)}
        {' · '}
        {t(`adminSms.purpose.${failure.purpose}`)}
      </Typography>
      <Typography>
        {t('adminSms.number')}
        {': '}
        <Ltr>{maskedNumber(failure.phoneLast4)}</Ltr>
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {failure.reason === null ? (
          labelled(t('adminSms.reason'), t('adminSms.noReason'))
        ) : (
          <>
            {t('adminSms.reason')}
            {': '}
            {/* The provider's own English, as it wrote it: a Hindi or Urdu page must not read it as theirs. */}
            <bdi lang="en" dir="ltr">
              {failure.reason}
            </bdi>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** The last failures, newest first as the server sends them, or a sentence saying there are none. */
export function SmsFailures({ failures }: { failures: SmsReport['failures'] }) {
  const { t } = useTranslation();
  return (
    <SmsSection title={t('adminSms.failures')}>
      {failures.length === 0 ? (
        <Typography color="text.secondary">{t('adminSms.noFailures')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('adminSms.failures')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {failures.map((f) => (
            <FailureItem key={f.id} failure={f} />
          ))}
        </Box>
      )}
    </SmsSection>
  );
}
