import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { financialYearOf } from '../../../domain/treasury/financial-year';
import { indiaDateOf, indiaMonthOf } from '../../../domain/treasury/india-date';
import { useFundName } from '../../components/giving/fund-name';
import { GiveButton } from '../../components/giving/give-button';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useTimeWords } from '../../components/mosque-times/use-time-words';
import { useFormat } from '../../i18n/use-format';
import { useCall } from '../../lib/use-call';
import { ClaimUtr } from './claim-utr';
import { ReceiptActions } from './receipt-actions';

type Giving = FunctionOutput<'getMyGiving'>;
type Gift = Giving['gifts'][number];

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& > h2': { ...theme.typography.h6, margin: 0 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1.5) },
  '& .card': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    padding: theme.spacing(2),
    display: 'grid',
    gap: theme.spacing(1),
  },
  '& .row': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), alignItems: 'center' },
  '& .amount': { ...theme.typography.h6, margin: 0 },
  '& .receipt-actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& .totals': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: theme.spacing(1, 2) },
}));

const STATUS_COLOR = {
  started: 'default',
  awaiting: 'warning',
  confirmed: 'success',
  rejected: 'error',
} as const;

/**
 * 'My giving' at /giving: the member's gifts newest first with their state and receipts (each a PDF to
 * download and a WhatsApp link to its public check), this financial year's total per fund, and the household's
 * chanda: the months paid and due, with 'Pay this month' or 'Pay N months'. Offline it shows the last reply it
 * read while the app refuses writes, as every member screen does.
 */
export default function MyGivingScreen() {
  const { t } = useTranslation();
  // Read again at every visit: a gift changes by the treasurer's hand (confirmed, its receipt issued), not only
  // by the member's. The copy kept on the phone still shows at once, and offline.
  const { data, error, loading, reload } = useCall('getMyGiving', {}, { ttl: 0 });

  let body: ReactNode;
  if (loading && !data) body = <LoadingStatus label={t('giving.loading')} />;
  else if (error && !data) body = <LoadError onRetry={reload} />;
  else if (data) body = <GivingBody giving={data} />;

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <PageHeading title={t('giving.myGiving')}>{t('giving.myGiving')}</PageHeading>
      <GiveButton
        whenClosed={
          <Typography role="note" color="text.secondary">
            {t('giving.notTaking')}
          </Typography>
        }
      />
      {body}
    </Stack>
  );
}

function GivingBody({ giving }: { giving: Giving }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fundName = useFundName();
  const thisYear = financialYearOf(indiaDateOf(new Date()));
  const totals = giving.yearTotals.filter((row) => row.financialYear === thisYear);
  return (
    <>
      {giving.chanda && <ChandaSection chanda={giving.chanda} />}
      {totals.length > 0 && (
        <Section aria-labelledby="giving-totals">
          <h2 id="giving-totals">{t('giving.yearTotals')}</h2>
          <div className="card">
            <Typography color="text.secondary">{t('giving.yearTotalsOf', { year: thisYear })}</Typography>
            <dl className="totals" style={{ margin: 0 }}>
              {totals.map((row) => (
                <div key={`${row.fundKey ?? ''}:${row.fundName}`} style={{ display: 'contents' }}>
                  <dt>{fundName({ key: row.fundKey, name: row.fundName })}</dt>
                  <dd style={{ margin: 0, fontWeight: 600 }}>{format.money(row.totalPaise)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Section>
      )}
      <Section aria-labelledby="giving-gifts">
        <h2 id="giving-gifts">{t('giving.gifts')}</h2>
        {giving.gifts.length === 0 ? (
          <Typography role="status">{t('giving.empty')}</Typography>
        ) : (
          <ul>
            {giving.gifts.map((gift) => (
              <li key={gift.donationId}>
                <GiftCard gift={gift} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function GiftCard({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fundName = useFundName();
  const words = useTimeWords();
  const receipt = gift.receipt;
  const cardRef = useRef<HTMLElement>(null);
  return (
    <article
      className="card"
      aria-label={`${fundName({ key: gift.fundKey, name: gift.fundName })}`}
      ref={cardRef}
      tabIndex={-1}
    >
      <div className="row">
        <p className="amount">{format.money(gift.amountPaise)}</p>
        <Typography sx={{ fontWeight: 600 }}>
          {fundName({ key: gift.fundKey, name: gift.fundName })}
        </Typography>
      </div>
      <div className="row">
        {receipt?.cancelled ? (
          <Chip
            size="small"
            color="error"
            label={t('giving.receiptCancelled', { number: receipt.receiptNumber })}
          />
        ) : (
          <Chip size="small" color={STATUS_COLOR[gift.status]} label={t(`giving.status.${gift.status}`)} />
        )}
        <Typography variant="body2" color="text.secondary">
          {format.date(gift.createdAt)}
        </Typography>
      </div>
      {receipt && !receipt.cancelled && (
        <Typography>{t('giving.receiptNumber', { number: receipt.receiptNumber })}</Typography>
      )}
      {gift.onBehalfOf && (
        <Typography dir="auto">{t('giving.onBehalfOfName', { name: gift.onBehalfOf })}</Typography>
      )}
      {gift.chandaMonths.length > 0 && (
        <Typography>
          {t('giving.chandaFor', { months: gift.chandaMonths.map(words.month).join(', ') })}
        </Typography>
      )}
      {gift.status === 'started' && gift.mode === 'upi' && (
        <ClaimUtr donationId={gift.donationId} onClaimed={() => cardRef.current?.focus()} />
      )}
      {receipt && !receipt.cancelled && (
        <ReceiptActions
          receiptId={receipt.receiptId}
          receiptNumber={receipt.receiptNumber}
          pdfUrl={receipt.pdfUrl}
          mosqueName={gift.mosqueName}
        />
      )}
    </article>
  );
}

function ChandaSection({ chanda }: { chanda: NonNullable<Giving['chanda']> }) {
  const { t } = useTranslation();
  const words = useTimeWords();
  const thisMonth = indiaMonthOf(new Date());
  // startDonation takes at most 12 months at once (chandaMonthsSchema): the oldest due first.
  const due = chanda.dueMonths.slice(0, 12);
  const list = (months: readonly string[]) => months.map(words.month).join(', ');
  return (
    <Section aria-labelledby="giving-chanda">
      <h2 id="giving-chanda">{t('giving.chandaSection')}</h2>
      <div className="card">
        <Typography>
          {chanda.paidMonths.length
            ? t('giving.chandaPaid', { months: list(chanda.paidMonths) })
            : t('giving.chandaNonePaid')}
        </Typography>
        <Typography>
          {chanda.dueMonths.length
            ? t('giving.chandaDue', { months: list(chanda.dueMonths) })
            : t('giving.chandaAllPaid')}
        </Typography>
        <div className="row">
          {due.includes(thisMonth) && (
            <GiveButton chandaMonths={[thisMonth]} label={t('giving.payThisMonth')} />
          )}
          {due.length > 1 && (
            <GiveButton
              chandaMonths={due}
              label={t('giving.payMonths', { count: due.length })}
              variant="outlined"
            />
          )}
        </div>
      </div>
    </Section>
  );
}
