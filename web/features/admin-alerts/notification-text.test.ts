import { describe, expect, it } from 'vitest';
import { notificationBody } from './notification-text';

describe("the preview's notification text", () => {
  it("is the severity and the message's first line", () => {
    expect(notificationBody('High', '\n  Janaza after Asr  \nAt the main masjid')).toBe(
      'High · Janaza after Asr',
    );
    expect(notificationBody('Low', '')).toBe('Low');
  });
  it('cuts a long line', () => {
    const body = notificationBody('Low', 'x'.repeat(300));
    expect(body.length).toBeLessThan(130);
    expect(body.endsWith('…')).toBe(true);
  });
});
