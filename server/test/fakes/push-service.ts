import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

// A local push service (node:http only, so the Playwright global setup can run it too). A test makes a device
// whose keys it holds; the fake checks each push as RFC 8030 (TTL, Topic, Urgency), RFC 8292 (the VAPID JWT)
// and RFC 8291 (aes128gcm) describe, decrypts it with the device's keys, and records what it said.
//   POST /push/<device id>    a push, answered 201 (or as told)
//   POST /_fake/fail-next     {"status":404|410|429|503, "times"?, "retryAfter"?}, {"hold":true, "times"?}
//                             or {"status":301|302|303|307|308, "location"} (a redirect elsewhere)
//   GET  /_fake/received      the notifications taken, decrypted; and those refused, with why

export type FakePushFailure =
  | { status: 404 | 410 | 429 | 503; retryAfter?: number }
  | { status: 301 | 302 | 303 | 307 | 308; location: string }
  | { hold: true };

/** A browser's subscription, as PushSubscription.toJSON() gives it, and the private keys behind it. */
export type FakeDevice = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** A fake device as a sender takes it: the subscription as the fan-out reads it from its row. */
export const pushTarget = (device: FakeDevice) => ({ endpoint: device.endpoint, ...device.keys });

/** An urgent alert's notification, as the senders' tests send it. */
export const TEST_PUSH_MESSAGE = {
  payload: JSON.stringify({ title: 'Janaza at Asr' }),
  ttl: 600,
  urgency: 'high',
  topic: 'a1',
} as const;

export type ReceivedPush = {
  deviceId: string;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  /** The decrypted payload, parsed when it is JSON. */
  payload: unknown;
};

type DeviceKeys = { ecdh: ECDH; authSecret: Buffer };

const b64url = (b: Buffer) => b.toString('base64url');
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];
const DAY_SECONDS = 86_400;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): ES256, signed by k, for this origin, within 24 h. */
function checkVapid(header: string | undefined, origin: string): void {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Refusal(401, 'Authorization is not vapid t=…, k=…');
  const [, token, k] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Refusal(401, 'the JWT has not three parts');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Refusal(401, 'the JWT is not ES256');
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'the JWT is not signed by k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) throw new Refusal(403, `the JWT's aud is ${claims.aud}, not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + DAY_SECONDS) {
    throw new Refusal(403, "the JWT's exp is not within the next 24 hours");
  }
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub))
    throw new Refusal(403, "the JWT's sub is not mailto: or https:");
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: { deviceId: string; status: number; reason: string }[] = [];
  /** Every push request, answered or not: how many times the portal tried. */
  requests = 0;
  private readonly devices = new Map<string, DeviceKeys>();
  private anyDevice: DeviceKeys | null = null;
  private readonly failures: FakePushFailure[] = [];
  private readonly held = new Set<ServerResponse>();
  private readonly server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => this.handle(req, Buffer.concat(chunks), res));
  });

  private constructor(readonly origin: string) {}

  static async start(port = 0): Promise<FakePushService> {
    const fake = new FakePushService('');
    await new Promise<void>((resolve) => fake.server.listen(port, '127.0.0.1', resolve));
    const { port: bound } = fake.server.address() as AddressInfo;
    (fake as { origin: string }).origin = `http://127.0.0.1:${bound}`;
    return fake;
  }

  /**
   * A new device: its ECDH P-256 key pair and 16-byte auth secret, held here to decrypt what it is sent.
   * `like` shares another device's keys (a bench's 100,000 devices need not each make a pair).
   */
  device(like?: FakeDevice): FakeDevice {
    const keys = like
      ? this.devices.get(like.id)!
      : { ecdh: createECDH('prime256v1'), authSecret: randomBytes(16) };
    if (!like) keys.ecdh.generateKeys();
    const id = randomUUID();
    this.devices.set(id, keys);
    return {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: b64url(keys.ecdh.getPublicKey()), auth: b64url(keys.authSecret) },
    };
  }

  /**
   * Takes pushes to any device id under `like`'s keys: a bench's 100,000 subscriptions, made in the database,
   * need not each be told to the fake.
   */
  acceptAnyDeviceAs(like: FakeDevice): void {
    this.anyDevice = this.devices.get(like.id)!;
  }

  /** The next `times` pushes get `failure` instead of 201. */
  failNext(failure: FakePushFailure, times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push(failure);
  }

  /** The notifications a device was sent, decrypted. */
  receivedBy(device: FakeDevice): ReceivedPush[] {
    return this.received.filter((r) => r.deviceId === device.id);
  }

  async close(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, body: Buffer, res: ServerResponse): undefined {
    const path = (req.url ?? '').split('?')[0]!;
    if (path === '/_fake/received' && req.method === 'GET') {
      return this.reply(res, 200, {
        received: this.received,
        refused: this.refused,
        requests: this.requests,
      });
    }
    if (path === '/_fake/fail-next' && req.method === 'POST') {
      const { times, ...failure } = JSON.parse(body.toString() || '{}') as FakePushFailure & {
        times?: number;
      };
      this.failNext(failure, times ?? 1);
      return this.reply(res, 200, { ok: true });
    }
    const push = /^\/push\/([0-9a-f-]+)$/.exec(path);
    if (!push) return this.reply(res, 404, { error: 'not found' });
    this.requests++;
    const deviceId = push[1]!;
    const failure = this.failures.shift();
    if (failure && 'hold' in failure) {
      this.held.add(res);
      return;
    }
    if (failure && 'location' in failure) {
      res.writeHead(failure.status, { location: failure.location });
      res.end();
      return;
    }
    if (failure) {
      return this.reply(res, failure.status, { error: 'told to fail' }, failure.retryAfter);
    }
    try {
      this.received.push(this.take(req, deviceId, body));
      this.reply(res, 201, null);
    } catch (err) {
      const refusal = err instanceof Refusal ? err : new Refusal(400, String(err));
      this.refused.push({ deviceId, status: refusal.status, reason: refusal.message });
      this.reply(res, refusal.status, { error: refusal.message });
    }
  }

  private take(req: IncomingMessage, deviceId: string, body: Buffer): ReceivedPush {
    if (req.method !== 'POST') throw new Refusal(405, 'a push is a POST');
    const keys = this.devices.get(deviceId) ?? this.anyDevice;
    if (!keys) throw new Refusal(404, 'no such subscription');
    const ttl = req.headers.ttl;
    if (typeof ttl !== 'string' || !/^\d+$/.test(ttl))
      throw new Refusal(400, 'TTL is missing or not a number');
    if (req.headers['content-encoding'] !== 'aes128gcm')
      throw new Refusal(415, 'Content-Encoding is not aes128gcm');
    const topic = (req.headers.topic as string | undefined) ?? null;
    if (topic !== null && !TOPIC.test(topic))
      throw new Refusal(400, 'Topic is not 1 to 32 URL-safe base64 characters');
    const urgency = (req.headers.urgency as string | undefined) ?? null;
    if (urgency !== null && !URGENCIES.includes(urgency))
      throw new Refusal(400, 'Urgency is not a known value');
    checkVapid(req.headers.authorization, this.origin);
    const plain = decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.authSecret });
    let payload: unknown = plain.toString('utf8');
    try {
      payload = JSON.parse(payload as string);
    } catch {
      // Not JSON: kept as text.
    }
    return { deviceId, ttl: Number(ttl), topic, urgency, payload };
  }

  private reply(res: ServerResponse, status: number, body: unknown, retryAfter?: number): undefined {
    res.writeHead(status, {
      'content-type': 'application/json',
      ...(retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {}),
    });
    res.end(body === null ? '' : JSON.stringify(body));
  }
}
