import { MSG } from '../messages';
import { pagedReply, pageInputFields } from '../paging';
import { calendarDateSchema, idSchema } from '../schemas';
import { MESSAGE_CHANNELS } from '../sms';
import { TREASURY_MESSAGES as T } from '../treasury/treasury-messages';
import {
  amountPaiseSchema,
  DONATION_MODES,
  DONATION_STATUSES,
  financialYearSchema,
  fundNameSchema,
  idempotencyKeySchema,
  monthSchema,
  optionalText,
  panSchema,
  RECORDED_MODES,
  requiredText,
  upiIdSchema,
  utrSchema,
} from '../treasury/treasury-schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply } from './shapes';

// The Baitul Maal (docs/decisions/0013-baitul-maal.md): a masjid's treasury settings and funds, members' gifts
// by UPI (and an optional gateway), the treasurer's confirmations, recorded gifts, receipts and expenses, the
// month's close, and the reports. Amounts are integer paise (`amountPaise`); every write takes the client's
// `idempotencyKey`, so a retry or a double tap writes once and answers as the first call did. Staff functions
// are for admins and the masjid's treasurer (server/policy/checks.ts, mayKeepTreasury).

const key = { idempotencyKey: idempotencyKeySchema };
const mosqueInput = { mosqueId: idSchema };
// A real calendar date ('YYYY-MM-DD'), never passed to the database unchecked.
const date = calendarDateSchema();
const nullableText = z.nullable(z.string());

const chandaMonthsSchema = z.optional(
  z.array(monthSchema).check(z.minLength(1, T.chandaMonthsCount), z.maxLength(12, T.chandaMonthsCount)),
);

const registration80GSchema = z.object({
  number: requiredText(MSG.invalidInput, 60),
  validFrom: z.optional(z.nullable(date)),
  validTo: z.optional(z.nullable(date)),
});

/** A fund as the treasurer and the reports see it. `key` is a default fund's (general, zakat…), null for added ones. */
export const fundSchema = z.object({
  fundId: z.string(),
  key: nullableText,
  name: z.string(),
  balancePaise: z.number(),
  closed: z.boolean(),
  /** Whether any gift or expense names it: a used fund may be closed, never removed. */
  used: z.boolean(),
});

const treasurySettingsSchema = z.object({
  upiId: z.string(),
  payeeName: z.string(),
  legalName: z.string(),
  address: z.string(),
  pan: z.string(),
  registration80G: z.nullable(
    z.object({ number: z.string(), validFrom: nullableText, validTo: nullableText }),
  ),
  chandaPaise: z.nullable(z.number()),
  zakatPurposes: z.array(z.string()),
  receiptPrefix: z.string(),
});

/** A fund a member may give to. */
const givingFundSchema = z.object({ fundId: z.string(), key: nullableText, name: z.string() });

/** A gift as the treasurer's lists show it. `donorPan` is in full only for the masjid's treasurer. */
const donationRowSchema = z.object({
  donationId: z.string(),
  reference: z.string(),
  fundId: z.string(),
  fundKey: nullableText,
  fundName: z.string(),
  amountPaise: z.number(),
  mode: z.enum(DONATION_MODES),
  status: z.enum(DONATION_STATUSES),
  utr: nullableText,
  /** Another gift at this masjid gave the same UTR: the treasurer checks the statement before confirming. */
  utrReused: z.boolean(),
  donorName: nullableText,
  memberId: nullableText,
  onBehalfOf: nullableText,
  chandaMonths: z.array(z.string()),
  createdAt: z.string(),
  claimedAt: nullableText,
  receiptId: nullableText,
  receiptNumber: nullableText,
});

/** A receipt as lists show it. */
const receiptRowSchema = z.object({
  receiptId: z.string(),
  receiptNumber: z.string(),
  donorName: z.string(),
  fundKey: nullableText,
  fundName: z.string(),
  amountPaise: z.number(),
  mode: z.enum(DONATION_MODES),
  issuedOn: z.string(),
  cancelled: z.boolean(),
  cancelReason: nullableText,
});

const issuedReply = z.extend(passReply, { receiptId: nullableText, receiptNumber: nullableText });

export const treasuryFunctions = {
  getMosqueTreasury: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A masjid's treasury: its settings (null before it is set up), its funds with their balances, and the months closed. Admins, and the masjid's treasurer.",
    input: z.object(mosqueInput),
    output: z.object({
      mosque: z.object({ id: z.string(), mosqueId: z.string(), name: z.string() }),
      settings: z.nullable(treasurySettingsSchema),
      funds: z.array(fundSchema),
      closedMonths: z.array(z.string()),
      /** Whether the optional payment gateway is configured on this portal. */
      gateway: z.boolean(),
    }),
  }),
  updateMosqueTreasury: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Sets a masjid's UPI id and payee name, the trust's legal name, address and PAN, its 80G registration (with its validity) if it has one, the suggested monthly chanda and the Zakat-eligible purposes. The first save opens the six default funds. Admins, and the masjid's treasurer. Audited.",
    input: z.object({
      ...mosqueInput,
      ...key,
      upiId: upiIdSchema,
      payeeName: requiredText(T.payeeNameRequired, 100),
      legalName: requiredText(T.legalNameRequired, 200),
      address: requiredText(MSG.addressRequired, 500),
      pan: panSchema,
      registration80G: z.optional(
        z.nullable(z.union([requiredText(MSG.invalidInput, 60), registration80GSchema])),
      ),
      chandaPaise: z.optional(z.nullable(amountPaiseSchema)),
      zakatPurposes: z.optional(
        z.array(requiredText(T.purposeRequired, 100)).check(z.maxLength(30, MSG.invalidInput)),
      ),
    }),
    output: passReply,
  }),
  addFund: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary: 'Adds a fund to a masjid (a roof appeal, say). Its name is unique at the masjid. Audited.',
    input: z.object({ ...mosqueInput, ...key, name: fundNameSchema }),
    output: z.extend(passReply, { fundId: nullableText }),
  }),
  renameFund: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary: 'Renames a fund. Receipts already issued keep the name they were printed with. Audited.',
    input: z.object({ fundId: idSchema, ...key, name: fundNameSchema }),
    output: passReply,
  }),
  closeFund: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary: 'Closes a fund: nobody can give to it or pay from it; its balance and history stay. Audited.',
    input: z.object({ fundId: idSchema, ...key }),
    output: passReply,
  }),
  reopenFund: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary: 'Reopens a closed fund. Audited.',
    input: z.object({ fundId: idSchema, ...key }),
    output: passReply,
  }),
  removeFund: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      'Removes a fund that no gift or expense names; a used fund is refused (pass false) and can only be closed. Audited.',
    input: z.object({ fundId: idSchema, ...key }),
    output: passReply,
  }),
  setTreasurer: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary:
      "Lets a volunteer whose scope is one masjid keep that masjid's treasury, or takes it back. Refused (pass false) for a volunteer of an area. Audited.",
    input: z.object({ userId: idSchema, keepsTreasury: z.boolean() }),
    output: passReply,
  }),
  getFundBalances: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A masjid's funds and their balances, in paise. The default funds' keys are general, zakat, sadaqah, lillah, fitra and construction.",
    input: z.object(mosqueInput),
    output: z.object({
      funds: z.array(
        z.object({
          fundId: z.string(),
          key: nullableText,
          name: z.string(),
          balancePaise: z.number(),
          closed: z.boolean(),
        }),
      ),
    }),
  }),
  getMosqueGiving: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      'What a member needs to give to their masjid: whether it takes gifts, its payee, its open funds, the suggested chanda, whether its receipts carry 80G and whether online payment is offered.',
    input: z.object(mosqueInput),
    output: z.object({
      mosque: z.object({ id: z.string(), name: z.string() }),
      open: z.boolean(),
      payeeName: nullableText,
      funds: z.array(givingFundSchema),
      chandaPaise: z.nullable(z.number()),
      has80G: z.boolean(),
      gateway: z.boolean(),
    }),
  }),
  startDonation: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Starts a member's gift to an open fund of their masjid, optionally on behalf of someone (a family member, or someone who died) or paying months of chanda, and answers the upi://pay link (the masjid's pa and pn, am, cu=INR, a tn naming the fund, and a tr that identifies this gift). Audited.",
    input: z.object({
      ...mosqueInput,
      ...key,
      fundId: idSchema,
      amountPaise: amountPaiseSchema,
      onBehalfOf: optionalText(T.onBehalfOfTooLong, 100),
      chandaMonths: chandaMonthsSchema,
    }),
    output: z.object({
      donationId: z.string(),
      upiLink: z.string(),
      reference: z.string(),
      amountPaise: z.number(),
      payeeName: z.string(),
      upiId: z.string(),
      fundName: z.string(),
    }),
  }),
  claimDonation: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "The member's UPI reference (UTR, 12 digits) for their started gift, which then awaits the treasurer's confirmation. Audited.",
    input: z.object({ donationId: idSchema, ...key, utr: utrSchema }),
    output: passReply,
  }),
  startGatewayPayment: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Opens the payment gateway's order for a started gift, when a gateway is configured (PAYMENTS_PROVIDER). The gift is confirmed only by the gateway's signed webhook. Audited.",
    input: z.object({ donationId: idSchema, ...key }),
    output: z.extend(passReply, {
      orderId: nullableText,
      keyId: nullableText,
      amountPaise: z.number(),
    }),
  }),
  getMyGiving: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      "The member's own gifts (newest first) with their receipts, each financial year's total per fund, and their household's chanda: the months paid and due.",
    input: z.object({}),
    output: z.object({
      gifts: z.array(
        z.object({
          donationId: z.string(),
          mosqueName: z.string(),
          fundKey: nullableText,
          fundName: z.string(),
          amountPaise: z.number(),
          mode: z.enum(DONATION_MODES),
          status: z.enum(DONATION_STATUSES),
          utr: nullableText,
          onBehalfOf: nullableText,
          chandaMonths: z.array(z.string()),
          createdAt: z.string(),
          receipt: z.nullable(
            z.object({
              receiptId: z.string(),
              receiptNumber: z.string(),
              cancelled: z.boolean(),
              pdfUrl: z.string(),
            }),
          ),
        }),
      ),
      yearTotals: z.array(
        z.object({
          financialYear: z.string(),
          fundKey: nullableText,
          fundName: z.string(),
          totalPaise: z.number(),
        }),
      ),
      chanda: z.nullable(
        z.object({
          mosqueId: z.string(),
          chandaPaise: z.number(),
          paidMonths: z.array(z.string()),
          dueMonths: z.array(z.string()),
          fundId: z.string(),
        }),
      ),
    }),
  }),
  getDonations: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A masjid's gifts of one status (awaiting confirmation when omitted), newest first, paged. A UTR another gift at the masjid also gave is flagged. Admins, and the masjid's treasurer.",
    input: z.object({ ...mosqueInput, status: z.optional(z.enum(DONATION_STATUSES)), ...pageInputFields }),
    output: pagedReply(donationRowSchema),
  }),
  confirmDonation: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Confirms an awaiting UPI gift against the bank statement: adds it to its fund and issues its receipt, numbered without gaps, and tells the donor by SMS. Answers the receipt's id and number. Audited.",
    input: z.object({ donationId: idSchema, ...key }),
    output: issuedReply,
  }),
  rejectDonation: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary: 'Rejects an awaiting gift that the bank statement does not show, with a reason. Audited.',
    input: z.object({ donationId: idSchema, ...key, reason: requiredText(T.reasonRequired, 300) }),
    output: passReply,
  }),
  recordDonation: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      'Records a cash, cheque or bank-transfer gift and issues its receipt at once; with a memberId (a member of the masjid) the gift is in their giving and they get the receipt by SMS. Answers the receipt id and number. Audited.',
    input: z.object({
      ...mosqueInput,
      ...key,
      fundId: idSchema,
      amountPaise: amountPaiseSchema,
      mode: z.enum(RECORDED_MODES, { error: MSG.invalidInput }),
      donorName: requiredText(T.donorNameRequired, 100),
      memberId: z.optional(z.nullable(idSchema)),
      pan: z.optional(z.nullable(panSchema)),
      address: optionalText(MSG.addressTooLong, 500),
      onBehalfOf: optionalText(T.onBehalfOfTooLong, 100),
      chandaMonths: chandaMonthsSchema,
    }),
    output: issuedReply,
  }),
  getReceipts: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A masjid's receipts of a financial year (the current one when omitted), newest first, paged, cancelled ones included and marked.",
    input: z.object({ ...mosqueInput, financialYear: z.optional(financialYearSchema), ...pageInputFields }),
    output: pagedReply(receiptRowSchema),
  }),
  getReceipt: defineFunction({
    aliases: [],
    access: 'signedIn',
    kind: 'read',
    summary:
      "One receipt in full, for its donor and the masjid's treasurer (and admins), with its public code and `pdfUrl`, a path that serves the PDF to them with their bearer token. Anyone else: NOT_FOUND.",
    input: z.object({ receiptId: idSchema }),
    output: z.object({
      receiptId: z.string(),
      receiptNumber: z.string(),
      financialYear: z.string(),
      code: z.string(),
      pdfUrl: z.string(),
      mosque: z.object({ id: z.string(), name: z.string() }),
      legalName: z.string(),
      trustAddress: z.string(),
      trustPan: z.string(),
      registration80G: nullableText,
      donorName: z.string(),
      donorAddress: nullableText,
      donorPan: nullableText,
      onBehalfOf: nullableText,
      fundKey: nullableText,
      fundName: z.string(),
      amountPaise: z.number(),
      amountWords: z.string(),
      mode: z.enum(DONATION_MODES),
      utr: nullableText,
      issuedOn: z.string(),
      cancelled: z.boolean(),
      cancelledOn: nullableText,
      cancelReason: nullableText,
    }),
  }),
  cancelReceipt: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Cancels a receipt with a reason: it stays listed, with its number, as cancelled, and its amount leaves its fund. Refused (pass false) in a closed month or when the fund's balance is less. Audited.",
    input: z.object({ receiptId: idSchema, ...key, reason: requiredText(T.reasonRequired, 300) }),
    output: passReply,
  }),
  sendReceiptSms: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Sends the receipt's public link to its donor's mobile again: by SMS, or with channel 'whatsapp' on WhatsApp to a donor who opted in there (where the portal sends on WhatsApp, within the budget). Audited.",
    input: z.object({ receiptId: idSchema, ...key, channel: z.optional(z.enum(MESSAGE_CHANNELS)) }),
    output: passReply,
  }),
  verifyReceipt: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary:
      "Behind /receipt/<code>, the receipt's QR page: whether the code is a genuine receipt and whether it was cancelled, with the masjid, the number, the amount, the fund and the date, and nothing about the donor.",
    input: z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
    output: z.object({
      genuine: z.boolean(),
      cancelled: z.boolean(),
      receiptNumber: nullableText,
      mosqueName: nullableText,
      amountPaise: z.nullable(z.number()),
      fundKey: nullableText,
      fundName: nullableText,
      issuedOn: nullableText,
    }),
  }),
  recordExpense: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      "Records an expense (voucher) paid from an open fund, with the payee, the purpose and the bill number, on `spentOn` (today when omitted). Refused (pass false) when the fund's balance is less, when Zakat would pay a purpose not marked Zakat-eligible, or in a closed month. Audited.",
    input: z.object({
      ...mosqueInput,
      ...key,
      fundId: idSchema,
      amountPaise: amountPaiseSchema,
      payee: requiredText(T.payeeRequired, 100),
      purpose: requiredText(T.purposeRequired, 100),
      billNumber: optionalText(T.billNumberTooLong, 40),
      spentOn: z.optional(date),
    }),
    output: z.extend(passReply, { expenseId: nullableText }),
  }),
  getExpenses: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary: "A masjid's expenses of a financial year (the current one when omitted), newest first, paged.",
    input: z.object({ ...mosqueInput, financialYear: z.optional(financialYearSchema), ...pageInputFields }),
    output: pagedReply(
      z.object({
        expenseId: z.string(),
        fundKey: nullableText,
        fundName: z.string(),
        amountPaise: z.number(),
        payee: z.string(),
        purpose: z.string(),
        billNumber: nullableText,
        spentOn: z.string(),
      }),
    ),
  }),
  closeMonth: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'write',
    summary:
      'Closes a month that has ended, after the one before it: its receipts, cancellations and expenses are then locked. Audited.',
    input: z.object({ ...mosqueInput, ...key, month: monthSchema }),
    output: passReply,
  }),
  getTreasuryReport: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A masjid's financial year: collections and expenses by fund and month (cancelled receipts left out and counted apart), and the funds' balances now.",
    input: z.object({ ...mosqueInput, financialYear: financialYearSchema }),
    output: z.object({
      months: z.array(z.string()),
      collections: z.array(
        z.object({ month: z.string(), fundId: z.string(), totalPaise: z.number(), count: z.number() }),
      ),
      expenses: z.array(
        z.object({ month: z.string(), fundId: z.string(), totalPaise: z.number(), count: z.number() }),
      ),
      cancelled: z.array(
        z.object({ month: z.string(), fundId: z.string(), totalPaise: z.number(), count: z.number() }),
      ),
      funds: z.array(fundSchema),
      closedMonths: z.array(z.string()),
    }),
  }),
  getChandaArrears: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      'The households (members) of a masjid behind on chanda: the months due since chanda was asked (or since they joined), most behind first, paged.',
    input: z.object({ ...mosqueInput, ...pageInputFields }),
    output: z.extend(
      pagedReply(
        z.object({
          memberId: z.string(),
          name: nullableText,
          uniqueId: z.string(),
          mobileEnd: nullableText,
          dueMonths: z.array(z.string()),
          duePaise: z.number(),
          lastPaidMonth: nullableText,
        }),
      ),
      { chandaPaise: z.nullable(z.number()) },
    ),
  }),
  getForm10BD: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A financial year's receipts issued under 80G, in the columns of Form 10BD: the donor's name, address, ID (PAN) and its code, the donation's type and mode, and the amount; cancelled receipts left out. One row per donor, type and mode.",
    input: z.object({ ...mosqueInput, financialYear: financialYearSchema }),
    output: z.object({
      rows: z.array(
        z.object({
          donorKey: z.string(),
          donorName: z.string(),
          donorAddress: nullableText,
          idCode: z.string(),
          idNumber: nullableText,
          donationType: z.string(),
          mode: z.string(),
          amountPaise: z.number(),
          receiptNumbers: z.array(z.string()),
        }),
      ),
    }),
  }),
  exportTreasury: defineFunction({
    aliases: [],
    access: 'staff',
    kind: 'read',
    summary:
      "A report of a masjid's financial year as CSV: collections by fund and month, fund balances, chanda arrears, receipts, expenses, or Form 10BD.",
    input: z.object({
      ...mosqueInput,
      financialYear: financialYearSchema,
      report: z.enum(['collections', 'balances', 'arrears', 'receipts', 'expenses', 'form10bd'], {
        error: MSG.invalidInput,
      }),
    }),
    output: z.object({ fileName: z.string(), csv: z.string() }),
  }),
};
