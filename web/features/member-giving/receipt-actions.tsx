import DownloadIcon from '@mui/icons-material/Download';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptCheckPath } from '../../../domain/routes';
import { whatsAppHref } from '../../components/alert-sheet/share-text';
import { useToast } from '../../components/toast/toast-provider';
import { downloadWithToken } from '../../lib/download-text';
import { useCall } from '../../lib/use-call';

/** A receipt never changes once issued (docs/decisions/0013-baitul-maal.md): its reply stays fresh for an hour. */
const RECEIPT_TTL = 60 * 60_000;

type Props = { receiptId: string; receiptNumber: string; pdfUrl: string; mosqueName: string };

/**
 * A receipt's PDF, fetched with the member's token (the server gives it to the donor and the treasurer only),
 * and a WhatsApp link that shares its public check, /receipt/<code>, which says only that it is genuine.
 */
export function ReceiptActions({ receiptId, receiptNumber, pdfUrl, mosqueName }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const receipt = useCall('getReceipt', { receiptId }, { ttl: RECEIPT_TTL });
  const code = receipt.data?.code;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadWithToken(pdfUrl, `receipt-${receiptNumber.replace(/[^\w-]+/g, '-')}.pdf`);
    } catch {
      toast(t('giving.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="receipt-actions">
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={downloading}
      >
        {t('giving.downloadReceipt')}
      </Button>
      {code && (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<WhatsAppIcon />}
          href={whatsAppHref(
            t('giving.shareReceiptText', {
              number: receiptNumber,
              mosque: mosqueName,
              url: `${window.location.origin}${receiptCheckPath(code)}`,
            }),
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('giving.shareReceipt')}
        </Button>
      )}
    </div>
  );
}
