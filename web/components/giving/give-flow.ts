import type { FunctionOutput } from '../../../domain/catalogue';

export type StartedGift = FunctionOutput<'startDonation'>;

/**
 * The Give dialog's steps: the gift (fund and amount, or months of chanda), then paying it in the member's
 * UPI app with its reference (UTR) typed back, then awaiting the treasurer's confirmation
 * (docs/decisions/0013-baitul-maal.md: only the bank statement confirms a UPI gift). Where the portal has a
 * payment gateway the member may pay online instead: the checkout's 'paid' is not a confirmation either (only
 * the gateway's signed webhook is), so that step says the receipt follows.
 */
export type GiveStep =
  | { at: 'gift' }
  | { at: 'pay'; started: StartedGift }
  | { at: 'awaiting'; started: StartedGift; said: string }
  | { at: 'paidOnline'; started: StartedGift };

export type GiveEvent =
  | { type: 'restart' }
  | { type: 'started'; started: StartedGift }
  | { type: 'claimed'; said: string }
  | { type: 'paidOnline' };

export function giveStep(step: GiveStep, event: GiveEvent): GiveStep {
  switch (event.type) {
    case 'restart':
      return { at: 'gift' };
    case 'started':
      return step.at === 'gift' ? { at: 'pay', started: event.started } : step;
    case 'claimed':
      return step.at === 'pay' ? { at: 'awaiting', started: step.started, said: event.said } : step;
    case 'paidOnline':
      return step.at === 'pay' ? { at: 'paidOnline', started: step.started } : step;
  }
}

/** Monthly chanda's amount: the masjid's suggested chanda for each month chosen. */
export function chandaTotal(chandaPaise: number, months: readonly string[]): number {
  return chandaPaise * months.length;
}
