import type { treasuryFunctions } from '../../domain/functions/treasury';
import type { AreaHandlers } from '../protocol/context';
import {
  claimDonation,
  confirmDonation,
  donationsOf,
  recordDonation,
  rejectDonation,
  startDonation,
} from './donations';
import { closeMonth, expensesOf, recordExpense } from './expenses';
import { addFund, closeFund, fundBalances, removeFund, renameFund, reopenFund } from './funds';
import { startGatewayPayment } from './gateway-checkout';
import { mosqueGiving, myGiving } from './member-giving';
import { cancelReceipt, receiptOf, receiptsOf, sendReceiptSms, verifyReceipt } from './receipts';
import { chandaArrears, form10BD, treasuryReport } from './reports';
import { mosqueTreasury, updateMosqueTreasury } from './settings';
import { setTreasurer } from './treasurer';
import { exportTreasury } from './treasury-export';

/**
 * The Baitul Maal (domain/functions/treasury.ts): a masjid's treasury settings and funds, members' gifts and the
 * treasurer's confirmations, recorded gifts, receipts and their public check, expenses, the month's close, and
 * the reports. Every write goes through withTreasuryWrite (idempotent on the caller's key, audited).
 */
export const treasuryHandlers = {
  getMosqueTreasury: (input, ctx) => mosqueTreasury(ctx, input),
  updateMosqueTreasury: (input, ctx) => updateMosqueTreasury(ctx, input),
  addFund: (input, ctx) => addFund(ctx, input),
  renameFund: (input, ctx) => renameFund(ctx, input),
  closeFund: (input, ctx) => closeFund(ctx, input),
  reopenFund: (input, ctx) => reopenFund(ctx, input),
  removeFund: (input, ctx) => removeFund(ctx, input),
  getFundBalances: (input, ctx) => fundBalances(ctx, input),
  setTreasurer: (input, ctx) => setTreasurer(ctx, input),
  getMosqueGiving: (input, ctx) => mosqueGiving(ctx, input),
  getMyGiving: (input, ctx) => myGiving(ctx, input),
  startDonation: (input, ctx) => startDonation(ctx, input),
  claimDonation: (input, ctx) => claimDonation(ctx, input),
  getDonations: (input, ctx) => donationsOf(ctx, input),
  confirmDonation: (input, ctx) => confirmDonation(ctx, input),
  rejectDonation: (input, ctx) => rejectDonation(ctx, input),
  recordDonation: (input, ctx) => recordDonation(ctx, input),
  getReceipts: (input, ctx) => receiptsOf(ctx, input),
  getReceipt: (input, ctx) => receiptOf(ctx, input),
  cancelReceipt: (input, ctx) => cancelReceipt(ctx, input),
  sendReceiptSms: (input, ctx) => sendReceiptSms(ctx, input),
  verifyReceipt: (input, ctx) => verifyReceipt(ctx, input),
  startGatewayPayment: (input, ctx) => startGatewayPayment(ctx, input),
  recordExpense: (input, ctx) => recordExpense(ctx, input),
  getExpenses: (input, ctx) => expensesOf(ctx, input),
  closeMonth: (input, ctx) => closeMonth(ctx, input),
  getTreasuryReport: (input, ctx) => treasuryReport(ctx, input),
  getChandaArrears: (input, ctx) => chandaArrears(ctx, input),
  getForm10BD: (input, ctx) => form10BD(ctx, input),
  exportTreasury: (input, ctx) => exportTreasury(ctx, input),
} satisfies AreaHandlers<typeof treasuryFunctions>;
