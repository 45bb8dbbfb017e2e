import { expect, type Page, test } from '@playwright/test';
import { enAdminTreasury as en } from '../web/i18n/locales/en-admin-treasury';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { signInStaff } from './support/staff';

// The treasurer switch on /admin/volunteers (docs/decisions/0013-baitul-maal.md): the super admin lets a
// volunteer of one masjid keep its treasury, or takes it back, and the volunteer's admin bar follows; an Area
// volunteer has no switch, and the server refuses the grant to them whoever asks.

/** The demo's volunteers: one of Jama Masjid Delhi, who keeps its treasury, and one of an area. */
const MOSQUE_VOLUNTEER = { ...E2E.volunteer, name: 'Ayesha Siddiqui' };
const AREA_VOLUNTEER = 'Mohammed Irfan';

/** A call with the page's session, as a script on the page could send it. */
function callAs(page: Page, name: string, data: unknown) {
  return page.evaluate(
    async ({ name, data }) => {
      const token = localStorage.getItem('authToken');
      const res = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ data }),
      });
      return { status: res.status, body: (await res.json()) as { result?: Record<string, unknown> } };
    },
    { name, data },
  );
}

async function signInAgain(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInStaff(page, account);
}

const treasuryLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: en.keeperLink });

async function volunteerCard(page: Page, name: string) {
  await page.goto('/admin/volunteers');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  return card;
}

test('the super admin takes the treasury from a masjid volunteer and gives it back, and their admin bar follows', async ({
  page,
}) => {
  await signInStaff(page, E2E.admin);
  let card = await volunteerCard(page, MOSQUE_VOLUNTEER.name);
  const grant = card.getByRole('switch', { name: en.treasurer.keeper });
  await expect(grant).toBeChecked();
  await grant.click();
  const stop = page.getByRole('alertdialog', {
    name: new RegExp(`^Stop ${MOSQUE_VOLUNTEER.name} keeping .+'s treasury\\?$`),
  });
  await expect(stop).toContainText(en.treasurer.offText);
  await stop.getByRole('button', { name: 'Stop' }).click();
  await expect(stop).toHaveCount(0);
  await expect(grant).not.toBeChecked();

  // Without the grant the volunteer's admin bar has no Baitul Maal.
  await signInAgain(page, MOSQUE_VOLUNTEER);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(treasuryLink(page)).toHaveCount(0);

  await signInAgain(page, E2E.admin);
  card = await volunteerCard(page, MOSQUE_VOLUNTEER.name);
  await card.getByRole('switch', { name: en.treasurer.keeper }).click();
  const allow = page.getByRole('alertdialog', {
    name: new RegExp(`^Let ${MOSQUE_VOLUNTEER.name} keep .+'s treasury\\?$`),
  });
  await expect(allow).toContainText(en.treasurer.onText);
  await expectNoSeriousA11yViolations(page, 'the treasurer question');
  await allow.getByRole('button', { name: 'Allow' }).click();
  await expect(card.getByRole('switch', { name: en.treasurer.keeper })).toBeChecked();

  // With it, the Baitul Maal is on their admin bar and opens their masjid's treasury.
  await signInAgain(page, MOSQUE_VOLUNTEER);
  await treasuryLink(page).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Baitul Maal of .+/ })).toBeVisible();
});

test('an Area volunteer has no treasurer switch, and the server refuses them the grant', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  const card = await volunteerCard(page, AREA_VOLUNTEER);
  await expect(card).toContainText('Hyderabad');
  await expect(card.getByRole('switch', { name: en.treasurer.keeper })).toHaveCount(0);

  const accounts = await callAs(page, 'getAccounts', { limit: 50 });
  const listed = (accounts.body.result?.users ?? []) as { userId: string; name: string | null }[];
  const area = listed.find((a) => a.name === AREA_VOLUNTEER);
  expect(area).toBeDefined();
  const refused = await callAs(page, 'setTreasurer', { userId: area?.userId, keepsTreasury: true });
  expect(refused.status).toBe(200);
  expect(refused.body.result?.pass).toBe(false);
  expect(refused.body.result?.message).toBe('Only a volunteer of one masjid can keep its treasury');
});
