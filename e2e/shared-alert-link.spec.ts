import { type APIRequestContext, expect, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { LINK_OPENERS, OLDER_ALERTS, READER } from './support/fixtures';
import {
  acceptPrivacyNotice,
  enterPhone,
  expectStep,
  numberForTry,
  pick,
  typeDate,
  verifyByOtp,
} from './support/member';

// A shared alert's link (the WhatsApp text's `/alerts?alert=<id>`) opened signed out: the visitor signs in, by
// password or OTP, or registers, and comes back to the alert; one of another area is said to be so.

/** The ids of the alerts a member sees, by title, over the API: the page itself stays signed out. */
async function alertIds(request: APIRequestContext, member: { phone: string; password: string }) {
  const login = await request.post('/api/signInWithPassword', {
    data: { data: { phone: member.phone, password: member.password } },
  });
  const { token } = (await login.json()).result as { token: string };
  const ids = new Map<string, string>();
  for (const offset of [0, 5]) {
    const res = await request.post('/api/getAlerts', {
      data: { data: { limit: 5, offset } },
      headers: { authorization: `Bearer ${token}` },
    });
    for (const a of (await res.json()).result as { id: string; title: string }[]) ids.set(a.title, a.id);
  }
  await request.post('/api/signOut', { data: { data: {} }, headers: { authorization: `Bearer ${token}` } });
  return ids;
}

const QURAN_CLASSES = 'Weekend Quran classes for children';

test('a link to an older alert, opened signed out, opens that alert after the password sign-in @phone', async ({
  page,
}) => {
  const title = OLDER_ALERTS.at(-1)!; // On the second page of /alerts: looked up by its id.
  const id = (await alertIds(page.request, READER)).get(title)!;
  await page.goto(`/alerts?alert=${id}`);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/alerts?alert=${id}`)}`);

  await enterPhone(page, READER.phone);
  await page.getByLabel('Password', { exact: true }).fill(READER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`/alerts?alert=${id}`);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});

test('a link opened signed out comes back after the OTP sign-in too @phone', async ({ page }, info) => {
  const member = info.project.name === 'desktop' ? LINK_OPENERS.desktop : LINK_OPENERS.phone;
  const id = (await alertIds(page.request, member)).get(QURAN_CLASSES)!;
  await page.goto(`/alerts?alert=${id}`);
  await expect(page).toHaveURL(/\/login\?next=/);

  await enterPhone(page, member.phone);
  await page.getByRole('button', { name: en.auth.forgotPassword }).click();
  await verifyByOtp(page, member.phone);
  await expectStep(page, en.auth.updatePassword, page.getByLabel(en.auth.newPassword));
  await page.getByLabel(en.auth.newPassword).fill(member.password);
  await page.getByRole('button', { name: en.auth.updatePassword }).click();
  await expect(page).toHaveURL(`/alerts?alert=${id}`);
  await expect(page.getByRole('dialog', { name: QURAN_CLASSES })).toBeVisible();
});

test('a new member who registers from the link of another area’s alert is told plainly it is not for them, in Urdu @phone', async ({
  page,
}, info) => {
  const id = (await alertIds(page.request, READER)).get(QURAN_CLASSES)!; // Delhi's Jama Masjid's own.
  const phone = numberForTry(info.project.name === 'desktop' ? '9876500721' : '9876500722', info);
  await page.goto(`/alerts?alert=${id}`);
  await expect(page).toHaveURL(/\/login\?next=/);

  // A member of Hyderabad's Mecca Masjid, registered as the screens ask.
  await enterPhone(page, phone);
  await expectStep(page, 'Choose Your Mosque', page.getByRole('combobox', { name: 'State', exact: true }));
  await pick(page, 'State', 'Telangana');
  await pick(page, 'District', 'Hyderabad');
  await pick(page, 'City', 'Hyderabad');
  await pick(page, 'Locality', 'Charminar');
  await pick(page, 'Mosque', /^Mecca Masjid/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await verifyByOtp(page, phone);
  await acceptPrivacyNotice(page);
  await page.getByLabel('New Password').fill('linked-pass-21');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expectStep(page, 'General Infomation', page.getByLabel('Name', { exact: true }));
  await page.getByLabel('Name', { exact: true }).fill('Linked Newcomer');
  await typeDate(page, 'Date of Birth', '05061995');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByLabel('House Address').fill('Charminar Road, Hyderabad');
  await page.getByRole('button', { name: 'Submit and Add Details' }).click();

  await expect(page).toHaveURL(`/alerts?alert=${id}`);
  const notForThem = page.getByRole('status').filter({ hasText: en.messages.alertNotForYourArea });
  await expect(notForThem).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(QURAN_CLASSES)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'an alert of another area');

  // The same, read in Urdu.
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: ur.messages.alertNotForYourArea })).toBeFocused();
});

test('a sign-in asked to go back elsewhere than a member screen goes to the dashboard', async ({ page }) => {
  for (const next of ['https://evil.example/', '//evil.example/alerts', '/admin/members']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await enterPhone(page, READER.phone);
    await page.getByLabel('Password', { exact: true }).fill(READER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/member-dashboard$/);
    await page.evaluate(() => localStorage.clear());
  }
});
