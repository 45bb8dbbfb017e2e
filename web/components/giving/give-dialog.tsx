import MuiAlert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, Fragment, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FunctionOutput } from '../../../domain/catalogue';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';
import { intentKeys } from '../../lib/idempotency-key';
import { useAction, type WriteProblem } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { useTimeWords } from '../mosque-times/use-time-words';
import { useFundName } from './fund-name';
import { readAmount, utrDigits, utrProblem } from './gift-input';
import { chandaTotal, giveStep } from './give-flow';
import { UpiQr } from './upi-qr';
import { usePayOnline } from './use-pay-online';

type Props = {
  open: boolean;
  onClose: () => void;
  mosqueId: string;
  giving: FunctionOutput<'getMosqueGiving'>;
  chandaMonths?: readonly string[];
};

type Problems = { amount?: string; utr?: string; months?: string; other?: string; online?: string };

/** Where a refusal of the server goes: on the field its input path or code is about, else above the buttons. */
function placed(problem: WriteProblem, field: 'amount' | 'utr'): Problems {
  const onField = problem.fields.find((f) => f.path === 'amountPaise' || f.path === 'utr');
  if (onField) return { [field]: onField.message };
  if (problem.messageCode?.startsWith('amount')) return { amount: problem.text };
  if (problem.messageCode?.startsWith('utr')) return { utr: problem.text };
  return { other: problem.text };
}

/**
 * The Give dialog: the fund and the amount (or months of chanda) and, optionally, on whose behalf; then, on a
 * phone, a link that opens the member's UPI app (and, on asking, the QR code), on a desktop the QR code, and on
 * both the UPI id and amount written out; then the UPI reference (UTR), after which the gift awaits the
 * treasurer's confirmation.
 * Its fields are checked as the server checks them (gift-input.ts), and each write carries a key made once per
 * intended submit, so a retry or a double tap makes one gift (docs/decisions/0013-baitul-maal.md). Its few
 * fields are plain controlled inputs, not a react-hook-form: the amount is read as text, never as a number.
 */
export default function GiveDialog({ open, onClose, mosqueId, giving, chandaMonths }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  // A UPI app is on a phone: a touch screen, or a narrow one, gets the link; a desktop the QR code.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const coarse = useMediaQuery('(pointer: coarse)');
  const onPhone = narrow || coarse;
  const format = useFormat();
  const text = useMessageText();
  const words = useTimeWords();
  const fundName = useFundName();
  const { user } = useSession();
  const titleId = useId();
  const listId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const utrRef = useRef<HTMLInputElement>(null);
  const payOnlineRef = useRef<HTMLButtonElement>(null);
  const onlineProblemRef = useRef<HTMLDivElement>(null);
  const startKeys = useRef(intentKeys()).current;
  const claimKeys = useRef(intentKeys()).current;

  const myGiving = useCall('getMyGiving', giving.chandaPaise ? {} : null, { ttl: 60_000 });
  const chanda = myGiving.data?.chanda?.mosqueId === mosqueId ? myGiving.data.chanda : null;
  const dueMonths = chanda?.dueMonths ?? [];

  const [step, dispatch] = useReducer(giveStep, { at: 'gift' });
  const [kind, setKind] = useState<'gift' | 'chanda'>(chandaMonths?.length ? 'chanda' : 'gift');
  const [fundId, setFundId] = useState(giving.funds[0]?.fundId ?? '');
  const [amount, setAmount] = useState('');
  const [onBehalfOf, setOnBehalfOf] = useState('');
  const [months, setMonths] = useState<readonly string[]>(chandaMonths ?? []);
  const [utr, setUtr] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [qrShown, setQrShown] = useState(false);
  const qrHeadingRef = useRef<HTMLParagraphElement>(null);

  const start = useAction('startDonation', {
    showProblem: (p) => setProblems(placed(p, 'amount')),
    sayReply: () => null,
  });
  const claim = useAction('claimDonation', { showProblem: (p) => setProblems(placed(p, 'utr')) });
  const online = usePayOnline((said) => setProblems({ online: said }));

  // Opened again, the dialog starts from the gift, with the months it was opened for (by their text: the
  // caller's array is new at every render).
  const askedMonths = chandaMonths?.join(',') ?? '';
  useEffect(() => {
    if (!open) return;
    dispatch({ type: 'restart' });
    setProblems({});
    setQrShown(false);
    setUtr('');
    if (askedMonths) {
      setKind('chanda');
      setMonths(askedMonths.split(','));
    }
  }, [open, askedMonths]);

  // Each step's heading takes the focus when it shows, so a screen reader hears what changed.
  const shownStep = step.at;
  useEffect(() => {
    if (shownStep !== 'gift') headingRef.current?.focus();
  }, [shownStep]);

  // The QR code, shown on a phone by its button, takes the focus the button had.
  useEffect(() => {
    if (qrShown) qrHeadingRef.current?.focus();
  }, [qrShown]);

  const chandaOffered = Boolean(chanda && giving.chandaPaise && dueMonths.length > 0);
  const inChanda = kind === 'chanda' && chandaOffered;

  const submitGift = async (event: FormEvent) => {
    event.preventDefault();
    setProblems({});
    let input: Parameters<typeof start.run>[0];
    if (inChanda && chanda) {
      if (months.length === 0) {
        setProblems({ months: t('giving.chooseMonths') });
        return;
      }
      const chosen = dueMonths.filter((m) => months.includes(m));
      input = {
        mosqueId,
        fundId: chanda.fundId,
        amountPaise: chandaTotal(chanda.chandaPaise, chosen),
        chandaMonths: chosen,
        onBehalfOf: onBehalfOf.trim() || undefined,
        idempotencyKey: '',
      };
    } else {
      const read = readAmount(amount);
      if ('problem' in read) {
        setProblems({ amount: text.field(read.problem) });
        amountRef.current?.focus();
        return;
      }
      input = {
        mosqueId,
        fundId,
        amountPaise: read.paise,
        onBehalfOf: onBehalfOf.trim() || undefined,
        idempotencyKey: '',
      };
    }
    const { idempotencyKey: _, ...intended } = input;
    const reply = await start.run({ ...input, idempotencyKey: startKeys(intended) });
    if (reply) dispatch({ type: 'started', started: reply });
  };

  const submitUtr = async (event: FormEvent) => {
    event.preventDefault();
    if (step.at !== 'pay') return;
    setProblems({});
    const problem = utrProblem(utr);
    if (problem) {
      setProblems({ utr: text.field(problem) });
      utrRef.current?.focus();
      return;
    }
    const intended = { donationId: step.started.donationId, utr };
    const reply = await claim.run({ ...intended, idempotencyKey: claimKeys(intended) });
    if (reply?.pass) dispatch({ type: 'claimed', said: text.said(reply) });
  };

  const busy = start.pending || claim.pending || online.pending;
  const chosenFundId = inChanda ? chanda?.fundId : fundId;
  const chosenFund = giving.funds.find((f) => f.fundId === chosenFundId);

  // Paying online: the checkout's end decides where the member goes. Closed, they are back at the choice;
  // failed or not loaded, the dialog says so and the UPI link (or QR code) below stays to pay by instead.
  const payOnline = async () => {
    if (step.at !== 'pay') return;
    setProblems({});
    const { started } = step;
    const outcome = await online.pay(started, chosenFund ? fundName(chosenFund) : started.fundName);
    if (outcome === 'paid') dispatch({ type: 'paidOnline' });
    else if (outcome === 'dismissed') payOnlineRef.current?.focus();
    else {
      if (outcome !== 'refused')
        setProblems({ online: t(outcome === 'failed' ? 'giving.onlineFailed' : 'giving.onlineUnavailable') });
      // Once the message has been drawn: it takes the focus, so a screen reader hears why.
      requestAnimationFrame(() => onlineProblemRef.current?.focus());
    }
  };
  const family = (user?.family ?? []).flatMap((member) => (member.name ? [member.name] : []));

  const other = problems.other && (
    <MuiAlert severity="error" role="alert">
      {problems.other}
    </MuiAlert>
  );

  let body: React.ReactNode;
  let actions: React.ReactNode;
  if (step.at === 'gift') {
    body = (
      <>
        {chandaOffered && (
          <FormControl>
            <FormLabel id={`${titleId}-kind`}>{t('giving.giftKind')}</FormLabel>
            <RadioGroup
              row
              name={`${titleId}-kind`}
              aria-labelledby={`${titleId}-kind`}
              value={kind}
              onChange={(e) => setKind(e.target.value as 'gift' | 'chanda')}
            >
              <FormControlLabel value="gift" control={<Radio />} label={t('giving.aGift')} />
              <FormControlLabel value="chanda" control={<Radio />} label={t('giving.chanda')} />
            </RadioGroup>
          </FormControl>
        )}
        {inChanda && chanda ? (
          <FormControl error={Boolean(problems.months)} component="fieldset">
            <FormLabel component="legend">{t('giving.chandaMonths')}</FormLabel>
            <FormGroup>
              {dueMonths.map((month) => (
                <FormControlLabel
                  key={month}
                  label={words.month(month)}
                  control={
                    <Checkbox
                      checked={months.includes(month)}
                      onChange={(e) =>
                        setMonths((was) =>
                          e.target.checked ? [...was, month] : was.filter((m) => m !== month),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {problems.months ?? t('giving.chandaMonthsHelp', { amount: format.money(chanda.chandaPaise) })}
            </FormHelperText>
            <Typography sx={{ fontWeight: 600 }} role="status">
              {t('giving.chandaTotal', {
                amount: format.money(chandaTotal(chanda.chandaPaise, months)),
              })}
            </Typography>
          </FormControl>
        ) : (
          <>
            <FormControl>
              <FormLabel id={`${titleId}-fund`}>{t('giving.fund')}</FormLabel>
              <RadioGroup
                name={`${titleId}-fund`}
                aria-labelledby={`${titleId}-fund`}
                value={fundId}
                onChange={(e) => setFundId(e.target.value)}
              >
                {giving.funds.map((fund) => (
                  <FormControlLabel
                    key={fund.fundId}
                    value={fund.fundId}
                    control={<Radio />}
                    label={fundName(fund)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={t('giving.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputRef={amountRef}
              error={Boolean(problems.amount)}
              helperText={problems.amount ?? t('giving.amountHelp')}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
              required
            />
          </>
        )}
        <TextField
          label={t('giving.onBehalfOf')}
          value={onBehalfOf}
          onChange={(e) => setOnBehalfOf(e.target.value)}
          helperText={t('giving.onBehalfOfHelp')}
          slotProps={{ htmlInput: { list: family.length ? listId : undefined, maxLength: 100 } }}
        />
        {family.length > 0 && (
          <datalist id={listId}>
            {family.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
        {other}
      </>
    );
    actions = (
      <Button type="submit" variant="contained" color="secondary" disabled={busy}>
        {start.pending ? t('giving.starting') : t('giving.continue')}
      </Button>
    );
  } else if (step.at === 'pay') {
    const { started } = step;
    const amountText = format.money(started.amountPaise);
    body = (
      <>
        <Typography component="h3" variant="h6" ref={headingRef} tabIndex={-1}>
          {t('giving.payTo', { amount: amountText, payee: started.payeeName })}
        </Typography>
        {giving.gateway && (
          <>
            <Button
              variant="contained"
              size="large"
              color="secondary"
              ref={payOnlineRef}
              onClick={() => void payOnline()}
              disabled={busy}
              sx={{ py: 2 }}
            >
              {online.pending ? t('giving.openingPayment') : t('giving.payOnline')}
            </Button>
            {problems.online && (
              <MuiAlert severity="warning" role="alert" ref={onlineProblemRef} tabIndex={-1}>
                {problems.online}
              </MuiAlert>
            )}
            <Typography sx={{ fontWeight: 600 }}>{t('giving.orPayByUpi')}</Typography>
          </>
        )}
        {onPhone && (
          <Button variant="contained" size="large" href={started.upiLink} sx={{ py: 2 }}>
            {t('giving.payWithUpi')}
          </Button>
        )}
        {/* A phone without a UPI app, or a member paying from another phone, types the UPI id and amount or
            scans the same QR code the desktop shows. */}
        {onPhone && !qrShown && (
          <Button variant="outlined" onClick={() => setQrShown(true)}>
            {t('giving.showQr')}
          </Button>
        )}
        {(!onPhone || qrShown) && (
          <>
            <Typography ref={qrHeadingRef} tabIndex={-1}>
              {t('giving.scanToPay')}
            </Typography>
            <UpiQr
              link={started.upiLink}
              alt={t('giving.qrAlt', { amount: amountText, payee: started.payeeName })}
            />
          </>
        )}
        <Typography dir="ltr" sx={{ textAlign: 'start' }}>
          {t('giving.upiId', { upiId: started.upiId })}
        </Typography>
        <Typography>{t('giving.upiAmount', { amount: amountText })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {chosenFund ? fundName(chosenFund) : started.fundName} ·{' '}
          {t('giving.reference', { reference: started.reference })}
        </Typography>
        <TextField
          label={t('giving.utr')}
          value={utr}
          onChange={(e) => setUtr(utrDigits(e.target.value))}
          inputRef={utrRef}
          error={Boolean(problems.utr)}
          helperText={problems.utr ?? t('giving.utrHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } }}
          required
        />
        {other}
      </>
    );
    actions = (
      <Button type="submit" variant="contained" color="secondary" disabled={busy}>
        {claim.pending ? t('giving.sending') : t('giving.sendUtr')}
      </Button>
    );
  } else if (step.at === 'paidOnline') {
    body = (
      <>
        <Typography component="h3" variant="h6" ref={headingRef} tabIndex={-1}>
          {t('giving.paidOnline')}
        </Typography>
        <MuiAlert severity="success" role="status">
          {t('giving.paidOnlineHelp')}
        </MuiAlert>
        <Typography>
          {t('giving.payTo', {
            amount: format.money(step.started.amountPaise),
            payee: step.started.payeeName,
          })}
        </Typography>
        <Button
          component={Link}
          to={PATHS.giving}
          onClick={onClose}
          color="secondary"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('giving.seeMyGiving')}
        </Button>
      </>
    );
    actions = null;
  } else {
    body = (
      <>
        <Typography component="h3" variant="h6" ref={headingRef} tabIndex={-1}>
          {t('giving.awaiting')}
        </Typography>
        <MuiAlert severity="success" role="status">
          {step.said}
        </MuiAlert>
        <Typography>
          {t('giving.payTo', {
            amount: format.money(step.started.amountPaise),
            payee: step.started.payeeName,
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('giving.awaitingHelp')}
        </Typography>
        <Button
          component={Link}
          to={PATHS.giving}
          onClick={onClose}
          color="secondary"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('giving.seeMyGiving')}
        </Button>
      </>
    );
    actions = null;
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={narrow}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // Razorpay's checkout is a frame of its own over the page: the dialog must let the focus go there.
      disableEnforceFocus={online.checkoutOpen}
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: step.at === 'gift' ? submitGift : submitUtr,
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{t('giving.giveTo', { mosque: giving.mosque.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
        {/* Keyed by step: a step's fields are never another's, reused (the renderer would carry over, say, the
            'on behalf of' field's maxLength to the UTR field once it takes that input element). */}
        <Fragment key={step.at}>{body}</Fragment>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {step.at === 'awaiting' || step.at === 'paidOnline' ? t('common.close') : t('common.cancel')}
        </Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
