import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { OLDER_ALERTS, READER } from './support/fixtures';
import { signInMember } from './support/member';

test('/alerts shows the latest 5 as cards, each with its expiry and place, and pages back to older ones @phone-only', async ({
  page,
}) => {
  await signInMember(page, READER);
  await page.getByRole('link', { name: 'View All Alerts' }).click();

  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeFocused();
  await expect(page).toHaveTitle('Alerts · Anjuman');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) {
    await expect(
      card.getByText(/^It will expire on \u2068?\d{1,2} [A-Z][a-z]{2} \d{4}\u2069?$/),
    ).toBeVisible();
  }
  // Newest first: the country-wide scholarship alert and the masjid's own Quran classes, then the older ones.
  const scholarship = cards.filter({ hasText: 'Minority scholarships' });
  await expect(scholarship.getByText('Education')).toBeVisible();
  await expect(scholarship.getByText('India', { exact: true })).toBeVisible();
  await expect(scholarship.getByRole('link', { name: 'Visit Site' })).toHaveAttribute('target', '_blank');
  await expect(
    scholarship.getByText('Fee receipt and bonafide certificate from the institution'),
  ).toBeVisible();
  const quran = cards.filter({ hasText: 'Weekend Quran classes for children' });
  await expect(quran.getByText('Jama Masjid', { exact: false })).toBeVisible();
  await expect(quran.getByRole('link', { name: 'Visit Site' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'alerts, first page');

  await expect(page.getByRole('button', { name: 'Newer alerts' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Older alerts' }).click();
  await expect(page).toHaveURL(/\/alerts\?page=2$/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: OLDER_ALERTS.at(-1)! })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Older alerts' })).toHaveCount(0);
  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goBack();
  await expect(cards).toHaveCount(5);
});
