import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '../../domain/treasury/treasury-schemas';
import * as z from '../../domain/zod';
import { intentKeys, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('makes keys the server takes, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(z.safeParse(idempotencyKeySchema, a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('gives a retry of the same submit its first key, and a changed submit a new one', () => {
    const keyFor = intentKeys();
    const first = keyFor({ fundId: 'f1', amountPaise: 50100 });
    expect(keyFor({ fundId: 'f1', amountPaise: 50100 })).toBe(first);
    const changed = keyFor({ fundId: 'f1', amountPaise: 50200 });
    expect(changed).not.toBe(first);
    expect(keyFor({ fundId: 'f1', amountPaise: 50100 })).not.toBe(first);
  });
});
