import { describe, expect, it } from 'vitest';
import { chandaTotal, type GiveStep, giveStep, type StartedGift } from './give-flow';

const started: StartedGift = {
  donationId: 'd1',
  upiLink: 'upi://pay?pa=masjid@sbi&am=501.00&cu=INR&tr=AJM1',
  reference: 'AJM1',
  amountPaise: 50100,
  payeeName: 'Masjid Trust',
  upiId: 'masjid@sbi',
  fundName: 'Zakat',
};

describe('the Give dialog’s steps', () => {
  it('goes from the gift to paying, then to awaiting confirmation', () => {
    const paying = giveStep({ at: 'gift' }, { type: 'started', started });
    expect(paying).toEqual({ at: 'pay', started });
    expect(giveStep(paying, { type: 'claimed', said: 'Thank you' })).toEqual({
      at: 'awaiting',
      started,
      said: 'Thank you',
    });
  });

  it('ignores a late reply for a step already left, and starts over when opened again', () => {
    const awaiting: GiveStep = { at: 'awaiting', started, said: 'Thank you' };
    expect(giveStep(awaiting, { type: 'started', started })).toBe(awaiting);
    expect(giveStep({ at: 'gift' }, { type: 'claimed', said: 'x' })).toEqual({ at: 'gift' });
    expect(giveStep(awaiting, { type: 'restart' })).toEqual({ at: 'gift' });
  });

  it('goes from paying to paid online, which only a gift being paid can reach', () => {
    const paying: GiveStep = { at: 'pay', started };
    expect(giveStep(paying, { type: 'paidOnline' })).toEqual({ at: 'paidOnline', started });
    expect(giveStep({ at: 'gift' }, { type: 'paidOnline' })).toEqual({ at: 'gift' });
    const awaiting: GiveStep = { at: 'awaiting', started, said: 'Thank you' };
    expect(giveStep(awaiting, { type: 'paidOnline' })).toBe(awaiting);
  });

  it('fixes chanda to the suggested amount for each month', () => {
    expect(chandaTotal(20000, ['2026-04', '2026-05', '2026-06'])).toBe(60000);
  });
});
