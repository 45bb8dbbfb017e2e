import { FakePushService } from '../../server/test/fakes/push-service';

// The fake push service in a process of its own, as a real push service is: its JWT checks and decryptions
// must not share the portal's event loop in a benchmark. Tells its parent where it listens and the keys of
// the one device every subscription shares; answers 'count' with what it received, and stops on 'close'.
const fake = await FakePushService.start();
const shared = fake.device();
fake.acceptAnyDeviceAs(shared);
process.send!({ origin: fake.origin, keys: shared.keys });
process.on('message', (message) => {
  if (message === 'count') process.send!({ received: fake.received.length, refused: fake.refused.length });
  if (message === 'close') void fake.close().then(() => process.exit(0));
});
