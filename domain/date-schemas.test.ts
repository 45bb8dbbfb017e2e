import { describe, expect, it } from 'vitest';
import { auditFiltersSchema, auditFunctions } from './functions/audit';
import { MSG } from './messages';
import { calendarDateSchema, dobSchema } from './schemas';
import * as z from './zod';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('calendarDateSchema, the rule of every date input', () => {
  it.each(['2024-13-01', '0000-00-00', '2024-02-31', '2023-02-29', '1899-12-31', '2024-1-1', '', 20240101])(
    'refuses %s with a clear message',
    (value) => expect(messageOf(calendarDateSchema(), value)).toBe(MSG.dateInvalid),
  );

  it('takes a real date, with spaces around it trimmed', () => {
    expect(z.parse(calendarDateSchema(), ' 2024-02-29 ')).toBe('2024-02-29');
  });
});

describe('the dates the catalogue takes', () => {
  it.each(['2024-13-01', '0000-00-00', '2024-02-31'])('getAuditLog refuses from and to %s', (day) => {
    expect(messageOf(auditFiltersSchema, { from: day })).toBe(MSG.dateInvalid);
    expect(messageOf(auditFiltersSchema, { to: day })).toBe(MSG.dateInvalid);
  });

  it('getAuditLog refuses a From after the To, on From, and takes one day or a range in order', () => {
    const input = auditFunctions.getAuditLog.input;
    const parsed = z.safeParse(input, { from: '2019-12-10', to: '2019-12-01' });
    expect(parsed.success ? null : parsed.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['from'], MSG.daysOutOfOrder],
    ]);
    for (const days of [
      { from: '2019-12-01', to: '2019-12-01' },
      { from: '2019-12-10' },
      { to: '2019-12-01' },
    ]) {
      expect(z.safeParse(input, days).success, JSON.stringify(days)).toBe(true);
    }
  });

  it.each(['2024-13-01', '0000-00-00', '2024-02-31', '2023-02-29'])('a date of birth refuses %s', (day) => {
    expect(messageOf(dobSchema, day)).toBe(MSG.dobInvalid);
  });

  it('a date of birth still asks for one when empty, and refuses the future', () => {
    expect(messageOf(dobSchema, '')).toBe(MSG.dobRequired);
    expect(messageOf(dobSchema, '9999-01-01')).toBe(MSG.dobFuture);
    expect(messageOf(dobSchema, '2000-02-29')).toBeNull();
  });
});
