import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { financialYearOf } from '../../../domain/treasury/financial-year';
import { indiaDateOf } from '../../../domain/treasury/india-date';
import { rupeesText } from '../../../domain/treasury/money';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useToast } from '../../components/toast/toast-provider';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';
import { downloadWithToken } from '../../lib/download-text';
import { useCall } from '../../lib/use-call';
import { useFundName } from './fund-name';
import { ReasonDialog } from './reason-dialog';
import { receiptFileName, receiptPdfPath } from './receipt-actions';
import { useTreasuryWrite } from './use-treasury-write';

type Receipt = FunctionOutput<'getReceipts'>['items'][number];

/** This financial year and the two before it, newest first ('2026-27', '2025-26', '2024-25'). */
function recentYears(now: Date): string[] {
  const current = financialYearOf(indiaDateOf(now));
  const start = Number(current.slice(0, 4));
  return [0, 1, 2].map((back) => {
    const from = start - back;
    return `${from}-${String((from + 1) % 100).padStart(2, '0')}`;
  });
}

/**
 * A financial year's receipts, cancelled ones included and marked: a receipt is never edited or deleted
 * (docs/decisions/0013-baitul-maal.md), so there is no edit control, only Cancel, which asks the reason.
 */
export function ReceiptsTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fundName = useFundName();
  const years = useMemo(() => recentYears(new Date()), []);
  const [year, setYear] = useState(years[0] ?? '');
  const receipts = useCall('getReceipts', { mosqueId, financialYear: year, limit: 100 });
  const [cancelling, setCancelling] = useState<Receipt | null>(null);
  const cancel = useTreasuryWrite('cancelReceipt');
  const toast = useToast();
  const text = useMessageText();
  const downloadPdf = async (receipt: Receipt) => {
    try {
      await downloadWithToken(receiptPdfPath(receipt.receiptId), receiptFileName(receipt.receiptNumber));
    } catch (err) {
      toast(text.failure(err), 'error');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('adminTreasury.receipts.year')}
        value={year}
        onChange={(e) => setYear(e.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {receipts.error && !receipts.data ? (
        <LoadError onRetry={receipts.reload} />
      ) : !receipts.data ? (
        <LoadingStatus label={t('adminTreasury.loading')} />
      ) : receipts.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('adminTreasury.receipts.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {receipts.data.items.map((receipt) => (
            <Box component="li" key={receipt.receiptId}>
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="h6" component="h3" dir="ltr" sx={{ justifySelf: 'start' }}>
                    {receipt.receiptNumber}
                  </Typography>
                  {receipt.cancelled && (
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      label={t('adminTreasury.receipts.cancelled')}
                      sx={{ justifySelf: 'start', fontWeight: 600 }}
                    />
                  )}
                  <Typography>
                    {t('adminTreasury.gifts.amountTo', {
                      amount: rupeesText(receipt.amountPaise),
                      fund: fundName(receipt.fundKey, receipt.fundName),
                    })}
                  </Typography>
                  <Typography variant="body2" dir="auto">
                    {t('adminTreasury.gifts.from', { name: receipt.donorName })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`adminTreasury.mode.${receipt.mode}`)} ·{' '}
                    {t('adminTreasury.receipts.issuedOn', { date: format.date(receipt.issuedOn) })}
                  </Typography>
                  {receipt.cancelled && receipt.cancelReason && (
                    <Typography variant="body2" dir="auto">
                      {t('adminTreasury.receipts.cancelledBecause', { reason: receipt.cancelReason })}
                    </Typography>
                  )}
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  {/* A reprint for the donor who comes back; a cancelled one prints with its stamp. */}
                  <Button
                    variant="outlined"
                    color="secondary"
                    onClick={() => void downloadPdf(receipt)}
                    aria-label={t('adminTreasury.receipts.pdfNamed', { number: receipt.receiptNumber })}
                  >
                    {t('adminTreasury.receipts.pdf')}
                  </Button>
                  {!receipt.cancelled && (
                    <Button
                      color="error"
                      onClick={() => setCancelling(receipt)}
                      aria-label={t('adminTreasury.receipts.cancelNamed', { number: receipt.receiptNumber })}
                    >
                      {t('adminTreasury.receipts.cancel')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </Box>
          ))}
        </Box>
      )}
      <ReasonDialog
        open={cancelling !== null}
        title={t('adminTreasury.receipts.cancelTitle', { number: cancelling?.receiptNumber ?? '' })}
        text={t('adminTreasury.receipts.cancelText')}
        submitLabel={t('adminTreasury.receipts.cancelSubmit')}
        busyLabel={t('adminTreasury.receipts.cancelling')}
        busy={cancel.pending}
        onClose={() => setCancelling(null)}
        onSave={async (reason, showProblem) => {
          if (!cancelling) return false;
          const reply = await cancel.run({ receiptId: cancelling.receiptId, reason }, { showProblem });
          return reply?.pass === true;
        }}
      />
    </Box>
  );
}
