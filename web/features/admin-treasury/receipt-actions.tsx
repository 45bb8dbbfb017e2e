import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptCheckPath } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { useToast } from '../../components/toast/toast-provider';
import { useMessageText } from '../../i18n/use-message-text';
import { downloadWithToken } from '../../lib/download-text';
import { useCall } from '../../lib/use-call';
import { useTreasuryWrite } from './use-treasury-write';

/** A receipt's PDF, served only with the bearer token (server/http/treasury-files.ts). */
export const receiptPdfPath = (receiptId: string) => `/files/receipts/${encodeURIComponent(receiptId)}.pdf`;

/** The PDF's file name: its number, which holds slashes. */
export const receiptFileName = (receiptNumber: string) => `${receiptNumber.replaceAll('/', '-')}.pdf`;

/**
 * What the treasurer does with a receipt just issued: download its PDF (served only with the bearer token,
 * so it is fetched, not linked), send its public link to the donor by SMS, or on WhatsApp where the portal sends
 * there (to a donor who opted in), or share that link on WhatsApp from the treasurer's own phone.
 */
export function ReceiptActions({ receiptId, mosqueName }: { receiptId: string; mosqueName: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = useMessageText();
  const receipt = useCall('getReceipt', { receiptId });
  const sms = useTreasuryWrite('sendReceiptSms');
  const onWhatsapp = useTreasuryWrite('sendReceiptSms');
  const whatsappOffered = useSession().user?.whatsappOffered === true;
  const [downloading, setDownloading] = useState(false);
  const data = receipt.data;
  const publicUrl = data ? new URL(receiptCheckPath(data.code), window.location.origin).href : null;

  const download = async () => {
    if (!data) return;
    setDownloading(true);
    try {
      await downloadWithToken(data.pdfUrl, receiptFileName(data.receiptNumber));
    } catch (err) {
      toast(text.failure(err), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        color="secondary"
        disabled={!data || downloading}
        onClick={() => void download()}
      >
        {t('adminTreasury.record.pdf')}
      </Button>
      <Button
        variant="outlined"
        color="secondary"
        disabled={sms.pending}
        onClick={() => void sms.run({ receiptId })}
      >
        {sms.pending ? t('adminTreasury.record.sending') : t('adminTreasury.record.sms')}
      </Button>
      {whatsappOffered && (
        <Button
          variant="outlined"
          color="secondary"
          disabled={onWhatsapp.pending}
          onClick={() => void onWhatsapp.run({ receiptId, channel: 'whatsapp' })}
        >
          {onWhatsapp.pending ? t('adminTreasury.record.sending') : t('adminTreasury.record.sendWhatsApp')}
        </Button>
      )}
      {data && publicUrl && (
        <Button
          variant="outlined"
          color="secondary"
          href={`https://wa.me/?text=${encodeURIComponent(
            t('adminTreasury.record.whatsAppText', {
              number: data.receiptNumber,
              mosque: mosqueName,
              url: publicUrl,
            }),
          )}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('adminTreasury.record.whatsApp')}
        </Button>
      )}
    </Box>
  );
}
