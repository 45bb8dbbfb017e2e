import { describe, expect, it } from 'vitest';
import { notificationBody } from './notification-text';

describe("the preview's notification text", () => {
  it("is the severity and the message's first line", () => {
    expect(notificationBody('High severity', '\n  Janaza after Asr  \nAt the main masjid')).toBe(
      'High severity · Janaza after Asr',
    );
    expect(notificationBody('Low severity', '')).toBe('Low severity');
    expect(notificationBody('', 'Only a line')).toBe('Only a line');
  });
  it('cuts a long line at a word', () => {
    const body = notificationBody('Low', `${'word '.repeat(60)}end`);
    expect(body.length).toBeLessThan(130);
    expect(body.endsWith('word…')).toBe(true);
  });
});
