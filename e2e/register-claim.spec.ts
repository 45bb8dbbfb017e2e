import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptPrivacyNotice, numberForTry, registerToOtpStep, toast, verifyByOtp } from './support/member';
import { REGISTER_CLAIMERS, REGISTER_HOUSEHOLD, REGISTER_MASJID } from './support/register-claim';

/** A text as read, without the marks that keep a name's own direction inside a sentence (web/i18n/bidi.ts). */
const bare = async (locator: Locator) => (await locator.innerText()).replace(/[\u2066-\u2069]/g, '');

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// docs/decisions/0014-masjid-register.md: a person of a masjid's register signs in with the number the register
// holds; after the OTP and the privacy notice they are offered the record (its name and masjid only), take it,
// and find their household on /family, a date of birth made from an age marked approximate.
test('a person from the register signs in with their mobile and finds their household on /family @phone', async ({
  page,
}, info) => {
  const phone = numberForTry(REGISTER_CLAIMERS[info.project.name as keyof typeof REGISTER_CLAIMERS], info);
  await registerToOtpStep(page, phone);
  // Before the OTP nothing of the register shows: the number is not yet proved to be theirs.
  await expect(page.getByText(REGISTER_HOUSEHOLD.head)).toHaveCount(0);
  await verifyByOtp(page, phone);
  await expect(page.getByText(REGISTER_HOUSEHOLD.head)).toHaveCount(0);
  await acceptPrivacyNotice(page);

  const offer = page.getByRole('region', { name: 'Your record in the masjid’s register' });
  await expect
    .poll(() => bare(offer))
    .toContain(
      `The register of ${REGISTER_MASJID.name} has a record for ${REGISTER_HOUSEHOLD.head} with 2 family members. Is this you?`,
    );
  // The offer names the person and the masjid, and no one else of the household.
  await expect(offer).not.toContainText(REGISTER_HOUSEHOLD.family[0].name);
  expect(await fitsTheScreen(page)).toBe(true);
  await offer.getByRole('button', { name: 'Yes, add it to my account' }).click();
  await expect(toast(page, 'Your record and 2 family members from the register are now yours')).toBeVisible();
  await expect(offer.getByRole('status')).toHaveText(
    'Your family from the register is now on your Family page.',
  );

  await page.getByLabel('New Password').fill('register-ruby-57');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(page, 'Password has been set successfully')).toBeVisible();
  // Their details came from the register: the form shows them, and the member goes on to the dashboard.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(REGISTER_HOUSEHOLD.head);
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(REGISTER_HOUSEHOLD.head);
  // Claimed: the home offers nothing more.
  await expect(page.getByRole('region', { name: 'Your record in the masjid’s register' })).toHaveCount(0);

  await page.goto('/family');
  const list = page.getByRole('list', { name: 'Family members' });
  for (const member of REGISTER_HOUSEHOLD.family) await expect(list).toContainText(member.name);
  const son = list.getByRole('listitem').filter({ hasText: REGISTER_HOUSEHOLD.family[1].name });
  await expect(son).toContainText('Son');
  await expect(son).toContainText('(approximate)');
  const wife = list.getByRole('listitem').filter({ hasText: REGISTER_HOUSEHOLD.family[0].name });
  await expect(wife).toContainText('Wife');
  await expect(wife).not.toContainText('(approximate)');
  expect(await fitsTheScreen(page)).toBe(true);

  await son.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTER_HOUSEHOLD.family[1].name);
  const dob = page.getByRole('definition').filter({ hasText: '(approximate)' });
  await expect.poll(() => bare(dob)).toBe('1 Jul 2006 (approximate)');
});
