import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { Alert } from '../domain/functions/alerts';
import { INDIA_TIME_ZONE } from '../domain/india-time';
import { MSG } from '../domain/messages';
import { en } from '../web/i18n/locales/en';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { READER } from './support/fixtures';
import { signInMember, toast } from './support/member';
import { waitForServiceWorker } from './support/service-worker';

// Alerts as notifications on the member's phone. The service worker's push handler
// (web/public/push-sw.js) is driven through the DevTools protocol, as a push service would; the offer's
// states come from what the browser says, simulated where the test browser cannot be that browser (no push
// service answers a subscribe() here, so a subscription is stubbed and the server's replies to it routed).

/** The offer's words: 'this phone' on the phone project (a small touch screen), 'this device' on a computer. */
const pushWords = (info: TestInfo) =>
  info.project.name === 'phone-360' ? en.push : { ...en.push, ...en.push.device };

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Signs the reader in and returns the alerts the home read, newest first. */
async function signInReader(page: Page): Promise<Alert[]> {
  const reply = page.waitForResponse(
    (r) => r.url().endsWith('/api/getAlerts') && r.request().postDataJSON()?.data?.offset === 0,
  );
  await signInMember(page, READER);
  return ((await reply.then((r) => r.json())) as { result: Alert[] }).result;
}

/**
 * Hands the service worker a push, as the push service would, through the DevTools protocol. The protocol may
 * also list the registration of an earlier test's page at the same address (the masjid's TV registers the
 * worker too), so the push goes to each live registration there: only this page's worker is still running.
 */
async function deliverPush(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrationIds = new Promise<string[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.filter((r) => r.scopeURL.startsWith(E2E.baseUrl) && !r.isDeleted);
      if (ours.length > 0) resolve(ours.map((r) => r.registrationId));
    });
  });
  await cdp.send('ServiceWorker.enable');
  for (const registrationId of await registrationIds)
    await cdp
      .send('ServiceWorker.deliverPushMessage', { origin: E2E.baseUrl, registrationId, data })
      .catch(() => {});
  await cdp.detach();
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });

/** The service worker's count of pushes since the member last opened /alerts. */
const unreadCount = (page: Page) =>
  page.evaluate(async () => {
    const res = await (await caches.open('anjuman-push')).match('/__push-unread-count');
    return res ? Number(await res.text()) : 0;
  });

test('a push delivered to the service worker shows a notification, and tapping it opens that alert', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: E2E.baseUrl });
  const [alert] = await signInReader(page);
  if (!alert) throw new Error('the reader has no alert');
  await waitForServiceWorker(page);

  await deliverPush(
    context,
    page,
    JSON.stringify({
      alertId: alert.id,
      title: alert.title,
      body: `High severity · ${alert.message.split('\n')[0]}`,
      severity: 'high',
      url: `/alerts?alert=${alert.id}`,
    }),
  );
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: alert.title,
        body: `High severity · ${alert.message.split('\n')[0]}`,
        tag: `alert-${alert.id}`,
        data: { alertId: alert.id, url: `${E2E.baseUrl}/alerts?alert=${alert.id}`, severity: 'high' },
      },
    ]);
  // The same alert again (an edit) replaces its notification, and is not counted twice.
  await deliverPush(
    context,
    page,
    JSON.stringify({ alertId: alert.id, title: `${alert.title}!`, body: 'b' }),
  );
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title))
    .toEqual([`${alert.title}!`]);
  expect(await unreadCount(page)).toBe(1);

  // The member is elsewhere in the portal when they tap it: the window is taken to the alert.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const worker = context.serviceWorkers()[0];
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      anjumanNotificationClick: (event: { notification: Notification }) => Promise<void>;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    await scope.anjumanNotificationClick({ notification });
  });
  await expect(page).toHaveURL(`/alerts?alert=${alert.id}`);
  const sheet = page.getByRole('dialog', { name: alert.title });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(alert.message.split('\n')[0]!)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  // Tapped, the notification is gone; opening /alerts read them all.
  expect(await shownNotifications(page)).toEqual([]);
  await expect.poll(() => unreadCount(page)).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the alert opened from a notification');

  // Closing the sheet leaves /alerts, without the alert in the address.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/alerts$/);

  // A push whose payload cannot be read still shows something: Safari withdraws the permission otherwise.
  await deliverPush(context, page, 'not json');
  await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title)).toEqual(['New alert']);
});

test("'Share on WhatsApp' writes the title, the Hindi expiry words and the alert's link for a Hindi reader", async ({
  page,
}) => {
  const [alert] = await signInReader(page);
  if (!alert) throw new Error('the reader has no alert');
  // The reader's language, as the account menu keeps it, from the next start on.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.goto('/alerts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: alert.title }) });
  const share = card.getByRole('link', { name: `WhatsApp पर भेजें: ${alert.title} (WhatsApp खुलेगा)` });
  await expect(share).toHaveAttribute('target', '_blank');
  await expect(share).toHaveAttribute('rel', /noopener/);
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  // The expiry's day and year in India, and between them the month's short Hindi name ('दिस.').
  const [day, , year] = new Date(alert.expiry.seconds * 1000)
    .toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: INDIA_TIME_ZONE,
    })
    .split('/');
  const [title, expiry, link] = text.split('\n');
  expect(title).toBe(alert.title);
  expect(expiry).toMatch(new RegExp(`^${Number(day)} [\u0900-\u097F]+[.\u0970]? ${year} तक$`));
  expect(link).toBe(`${E2E.baseUrl}/alerts?alert=${alert.id}`);
  expect(text.split('\n')).toHaveLength(3);

  // The sheet of the member home has it too.
  await page.goto('/member-dashboard');
  await page.getByRole('button', { name: alert.title }).click();
  const sheet = page.getByRole('dialog', { name: alert.title });
  await expect(sheet.getByRole('link', { name: /^WhatsApp पर भेजें/ })).toHaveAttribute('href', href);
});

test.describe('the offer of alerts on this phone', () => {
  test('offers push with what it brings, and stays closed once closed @phone', async ({ page }, info) => {
    const push = pushWords(info);
    await signInReader(page);
    const offer = page.getByRole('region', { name: push.heading });
    await expect(offer).toContainText(push.what);
    await expect(offer.getByRole('button', { name: 'Get alerts' })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the offer on the member home');

    await page.goto('/alerts');
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: push.dismiss }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(offer).toHaveCount(0);
    // Profile keeps the switch.
    await page.goto('/profile');
    await expect(page.getByRole('switch', { name: push.switch })).not.toBeChecked();
  });

  test('names the device as it is, and is not offered while offline @phone', async ({
    page,
    context,
  }, info) => {
    const push = pushWords(info);
    await signInReader(page);
    const offer = page.getByRole('region', { name: push.heading });
    // A computer is not a phone; the phone project is a 360 px touch screen.
    const device = info.project.name === 'phone-360' ? 'phone' : 'device';
    await expect(offer).toContainText(`will come to this ${device} as notifications`);
    await expect(
      offer.getByRole('button', { name: `Not now: close the offer of alerts on this ${device}` }),
    ).toBeVisible();

    // Subscribing needs the push service: offline, the offer goes, and comes back with the network.
    await context.setOffline(true);
    await expect(offer).toHaveCount(0);
    await context.setOffline(false);
    await expect(offer).toBeVisible();

    await page.goto('/profile');
    const onThisDevice = page.getByRole('switch', { name: `Alerts on this ${device}` });
    await expect(onThisDevice).toBeEnabled();
    await expect(page.getByText(en.push.deviceLimit.replace('{{max}}', '10'))).toBeVisible();
    await context.setOffline(true);
    await expect(onThisDevice).toBeDisabled();
    await context.setOffline(false);
    await expect(onThisDevice).toBeEnabled();
  });

  test('says so where the browser has no push @phone', async ({ page }, info) => {
    const push = pushWords(info);
    await page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await signInReader(page);
    const offer = page.getByRole('region', { name: push.heading });
    await expect(offer).toContainText('This browser cannot show alerts as notifications.');
    await expect(offer.getByRole('button', { name: 'Get alerts' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the offer where push is unsupported');
    await page.goto('/profile');
    await expect(page.getByRole('switch', { name: push.switch })).toBeDisabled();
  });

  test('says notifications are blocked, and how to allow them again @phone', async ({ page }, info) => {
    const push = pushWords(info);
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await signInReader(page);
    const offer = page.getByRole('region', { name: push.heading });
    await expect(offer).toContainText('Notifications are blocked for this portal.');
    await expect(offer).toContainText("open the browser's site settings");
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the offer when notifications are blocked');
  });

  test.describe('on an iPhone outside the Home Screen', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    test('says how to add the app to the Home Screen first @phone-only', async ({ page }, info) => {
      const push = pushWords(info);
      await signInReader(page);
      const offer = page.getByRole('region', { name: push.heading });
      await expect(offer).toContainText('tap Share, then Add to Home Screen');
      await expect(offer).toContainText('iOS 16.4');
      await expectNoSeriousA11yViolations(page, 'the offer on an iPhone');
    });
  });

  test('the tap asks for the permission, subscribes, and the server keeps it in the reader language @phone', async ({
    page,
  }, info) => {
    const push = pushWords(info);
    // No push service answers here: the permission and subscribe() are the browser's, stubbed.
    await page.addInitScript(() => {
      // Kept in sessionStorage, so the next page load of the same tab finds what this one decided.
      let permission = (sessionStorage.getItem('e2e-permission') ?? 'default') as NotificationPermission;
      const fake = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        toJSON: () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
        unsubscribe: async () => {
          sessionStorage.removeItem('e2e-subscribed');
          return true;
        },
      } as unknown as PushSubscription;
      const subscription = () => (sessionStorage.getItem('e2e-subscribed') ? fake : null);
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Notification.requestPermission = async () => {
        permission = 'granted';
        sessionStorage.setItem('e2e-permission', permission);
        return permission;
      };
      PushManager.prototype.getSubscription = async () => subscription();
      PushManager.prototype.subscribe = async (options) => {
        if (!options?.userVisibleOnly || !options.applicationServerKey) throw new Error('bad options');
        sessionStorage.setItem('e2e-subscribed', '1');
        return fake;
      };
    });
    const saved: unknown[] = [];
    await page.route('**/api/getPushKey', (route) =>
      route.fulfill({
        json: {
          result: {
            publicKey:
              'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
          },
        },
      }),
    );
    await page.route('**/api/addPushSubscription', async (route) => {
      saved.push(route.request().postDataJSON().data);
      await route.fulfill({
        json: { result: { pass: true, message: MSG.pushSaved, messageCode: 'pushSaved' } },
      });
    });
    const forgotten: unknown[] = [];
    await page.route('**/api/removePushSubscription', (route) => {
      forgotten.push(route.request().postDataJSON().data);
      return route.fulfill({
        json: {
          result: {
            pass: true,
            message: MSG.pushDeleted,
            messageCode: 'pushDeleted',
          },
        },
      });
    });
    await signInReader(page);
    await waitForServiceWorker(page);
    const offer = page.getByRole('region', { name: push.heading });
    await offer.getByRole('button', { name: 'Get alerts' }).click();
    await expect(toast(page, MSG.pushSaved)).toBeVisible();
    expect(saved).toEqual([
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        keys: { p256dh: expect.any(String), auth: 'tBHItJI5svbpez7KI4CCXg' },
        language: 'en',
      },
    ]);
    // The offer gives way to a quiet line, which holds the focus the button had.
    await expect(offer).toHaveCount(0);
    await expect(page.getByText(push.subscribed)).toBeFocused();

    await page.goto('/profile');
    const onThisPhone = page.getByRole('switch', { name: push.switch });
    await expect(onThisPhone).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'Profile with alerts on');
    // The switch follows the device: it turns once the subscription is gone.
    await onThisPhone.click();
    await expect(toast(page, MSG.pushDeleted)).toBeVisible();
    await expect(onThisPhone).not.toBeChecked();

    // On again, then signing out: a shared phone stops showing this member's alerts.
    await onThisPhone.click();
    await expect(onThisPhone).toBeChecked();
    forgotten.length = 0;
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(forgotten).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device' }]);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-subscribed'))).toBeNull();
  });

  test('a subscribed device is confirmed to the server once per start, and again in a new language', async ({
    page,
  }, info) => {
    const push = pushWords(info);
    await page.addInitScript(() => {
      const fake = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-kept',
        toJSON: () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-kept',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
      } as unknown as PushSubscription;
      Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
      PushManager.prototype.getSubscription = async () => fake;
    });
    const languages: string[] = [];
    await page.route('**/api/addPushSubscription', async (route) => {
      languages.push(route.request().postDataJSON().data.language);
      await route.fulfill({ json: { result: { pass: true, message: MSG.pushSaved } } });
    });
    await signInReader(page);
    await expect.poll(() => languages).toEqual(['en']);
    // Subscribed: no offer, and moving about the portal does not confirm again.
    await expect(page.getByRole('region', { name: push.heading })).toHaveCount(0);
    await page.getByRole('link', { name: 'View All Alerts' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(languages).toEqual(['en']);
    // Changing the language saves the subscription again, for alerts in the new one.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await expect.poll(() => languages).toEqual(['en', 'hi']);
  });
});
