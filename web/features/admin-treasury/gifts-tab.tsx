import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { rupeesText } from '../../../domain/treasury/money';
import { DONATION_STATUSES, type DonationStatus } from '../../../domain/treasury/treasury-schemas';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useFormat } from '../../i18n/use-format';
import { useCall } from '../../lib/use-call';
import { useFundName } from './fund-name';
import { ReasonDialog } from './reason-dialog';
import { useTreasuryWrite } from './use-treasury-write';

type Gift = FunctionOutput<'getDonations'>['items'][number];

/**
 * The masjid's gifts of one status, awaiting confirmation first: a UPI gift is confirmed only against the bank
 * statement (docs/decisions/0013-baitul-maal.md), so its UTR is shown, and one that another gift also gave is
 * flagged in words as well as colour. Confirming issues the receipt and says its number.
 */
export function GiftsTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fundName = useFundName();
  const [status, setStatus] = useState<DonationStatus>('awaiting');
  const gifts = useCall('getDonations', { mosqueId, status, limit: 50 });
  const [confirming, setConfirming] = useState<Gift | null>(null);
  const [rejecting, setRejecting] = useState<Gift | null>(null);
  const confirm = useTreasuryWrite('confirmDonation', {
    sayReply: (reply, text) =>
      reply.pass && reply.receiptNumber
        ? { text: t('adminTreasury.gifts.confirmed', { number: reply.receiptNumber }), severity: 'success' }
        : { text, severity: reply.pass ? 'success' : 'warning' },
  });
  const reject = useTreasuryWrite('rejectDonation');
  const amountOf = (gift: Gift | null) => (gift ? rupeesText(gift.amountPaise) : '');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('adminTreasury.gifts.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as DonationStatus)}
        sx={{ maxWidth: 320 }}
      >
        {DONATION_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`adminTreasury.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {gifts.error && !gifts.data ? (
        <LoadError onRetry={gifts.reload} />
      ) : !gifts.data ? (
        <LoadingStatus label={t('adminTreasury.loading')} />
      ) : gifts.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('adminTreasury.gifts.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {gifts.data.items.map((gift) => (
            <Box component="li" key={gift.donationId}>
              <Card
                variant="outlined"
                sx={gift.utrReused ? { borderColor: 'error.main', borderWidth: 2 } : {}}
              >
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="h6" component="h3">
                    {t('adminTreasury.gifts.amountTo', {
                      amount: rupeesText(gift.amountPaise),
                      fund: fundName(gift.fundKey, gift.fundName),
                    })}
                  </Typography>
                  <Typography variant="body2">
                    {t(`adminTreasury.mode.${gift.mode}`)} · {t(`adminTreasury.status.${gift.status}`)}
                  </Typography>
                  {gift.utr && (
                    <Typography variant="body2" dir="ltr" sx={{ justifySelf: 'start' }}>
                      {t('adminTreasury.gifts.utr', { utr: gift.utr })}
                    </Typography>
                  )}
                  {/* The `tr` the member's UPI app carried: the bank statement's remark names it, besides the UTR. */}
                  {gift.mode === 'upi' && (
                    <Typography variant="body2" dir="ltr" sx={{ justifySelf: 'start' }}>
                      {t('adminTreasury.gifts.reference', { reference: gift.reference })}
                    </Typography>
                  )}
                  {gift.utrReused && (
                    <Alert severity="error" variant="outlined">
                      {t('adminTreasury.gifts.utrReused')}
                    </Alert>
                  )}
                  <Typography variant="body2" dir="auto">
                    {t('adminTreasury.gifts.from', {
                      name: gift.donorName ?? t('adminTreasury.gifts.aMember'),
                    })}
                  </Typography>
                  {gift.onBehalfOf && (
                    <Typography variant="body2" dir="auto">
                      {t('adminTreasury.gifts.onBehalfOf', { name: gift.onBehalfOf })}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {t('adminTreasury.gifts.givenOn', {
                      date: format.date(gift.claimedAt ?? gift.createdAt),
                    })}
                  </Typography>
                  {gift.receiptNumber && (
                    <Typography variant="body2" dir="ltr" sx={{ justifySelf: 'start' }}>
                      {t('adminTreasury.gifts.receipt', { number: gift.receiptNumber })}
                    </Typography>
                  )}
                </CardContent>
                {gift.status === 'awaiting' && (
                  <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      variant="contained"
                      color="secondary"
                      onClick={() => setConfirming(gift)}
                      aria-label={t('adminTreasury.gifts.confirmNamed', { amount: amountOf(gift) })}
                    >
                      {t('adminTreasury.gifts.confirm')}
                    </Button>
                    <Button
                      color="error"
                      onClick={() => setRejecting(gift)}
                      aria-label={t('adminTreasury.gifts.rejectNamed', { amount: amountOf(gift) })}
                    >
                      {t('adminTreasury.gifts.reject')}
                    </Button>
                  </CardActions>
                )}
              </Card>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('adminTreasury.gifts.confirmQuestion', {
          amount: amountOf(confirming),
          fund: confirming ? fundName(confirming.fundKey, confirming.fundName) : '',
        })}
        text={t('adminTreasury.gifts.confirmText')}
        confirmLabel={t('adminTreasury.gifts.confirm')}
        // Confirming loses nothing: the receipt is what the member waits for.
        destructive={false}
        busy={confirm.pending}
        busyLabel={t('adminTreasury.gifts.confirming')}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          await confirm.run({ donationId: confirming.donationId });
          setConfirming(null);
        }}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('adminTreasury.gifts.rejectTitle', { amount: amountOf(rejecting) })}
        submitLabel={t('adminTreasury.gifts.reject')}
        busyLabel={t('adminTreasury.gifts.rejecting')}
        busy={reject.pending}
        onClose={() => setRejecting(null)}
        onSave={async (reason, showProblem) => {
          if (!rejecting) return false;
          const reply = await reject.run({ donationId: rejecting.donationId, reason }, { showProblem });
          return reply?.pass === true;
        }}
      />
    </Box>
  );
}
