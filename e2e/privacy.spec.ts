import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { hi } from '../web/i18n/locales/hi';
import { hiAdmin } from '../web/i18n/locales/hi-admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { allCardsDrawn } from './support/cards';
import { E2E } from './support/env';
import { PRIVACY_FAMILY, PRIVACY_MEMBERS } from './support/fixtures';
import { enterPhone, expectStep, signInMember, toast } from './support/member';
import { signInStaff } from './support/staff';

/** The member's rights over their data, and the super admin's audit trail. */

const VOLUNTEER = E2E.volunteer; // Ayesha Siddiqui: Delhi's Jama Masjid, where the privacy members belong.

async function volunteerFinds(page: import('@playwright/test').Page, name: string) {
  await page.goto(`/admin/members?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Members List' })).toBeVisible();
  return page.getByRole('heading', { name: new RegExp(name) });
}

test('a member hides from the directory and comes back, and the volunteer sees each change @phone', async ({
  page,
  browser,
}) => {
  const member = PRIVACY_MEMBERS.listing;
  await signInMember(page, member);
  await page.goto('/profile?tab=privacy');
  const listed = page.getByRole('switch', { name: 'Show me to the volunteers of my area' });
  await expect(listed).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'the privacy tab');

  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInStaff(staff, VOLUNTEER);
  await expect(await volunteerFinds(staff, member.name)).toBeVisible();

  await listed.click();
  await expect(toast(page, 'You no longer appear in the members directory')).toBeVisible();
  await expect(page.getByText('Hidden from the members directory')).toBeVisible();
  await expect(page.getByText('You are hidden: no volunteer or admin finds you')).toBeVisible();
  await expect(await volunteerFinds(staff, member.name)).toHaveCount(0);
  await expect(staff.getByText('No members found')).toBeVisible();

  await listed.click();
  await expect(toast(page, 'You are listed in the members directory again')).toBeVisible();
  await expect(listed).toBeChecked();
  await expect(await volunteerFinds(staff, member.name)).toBeVisible();
  await staffContext.close();
});

test('"Download my data" gives one JSON file with the member, their two family members and their consents', async ({
  page,
}) => {
  const member = PRIVACY_MEMBERS.download;
  await signInMember(page, member);
  await page.goto('/profile?tab=privacy');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^my-data-AJ.*\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.member).toMatchObject({ name: member.name, mobile: member.phone });
  expect(data.family.map((f: { name: string }) => f.name)).toEqual([...PRIVACY_FAMILY]);
  expect(data.consents).toEqual([
    expect.objectContaining({ kind: 'notice', granted: true, noticeVersion: 1 }),
  ]);
});

test('"Delete my account": a wrong number or password shows on its field; with both right it removes the member, the volunteer no longer finds them, and the number registers as new', async ({
  page,
  browser,
}, info) => {
  const member = PRIVACY_MEMBERS.deleting[Math.min(info.retry, 1)]!;
  await signInMember(page, member);
  await page.goto('/profile?tab=privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByLabel('Type your mobile number to confirm');
  const password = dialog.getByLabel('Current Password');
  await confirm.fill('9999999999');
  await password.fill(member.password);
  await expectNoSeriousA11yViolations(page, 'the delete dialog');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  // The refusal is on the field, in place of its hint ("Type 98…"), and not in a toast, which would cover
  // 'Cancel' and 'Delete for good'.
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Please type your mobile number exactly to confirm');
  await expect(dialog.getByText(member.phone)).toHaveCount(0);
  await expect(password).toHaveAttribute('aria-invalid', 'false');
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);
  await expectNoSeriousA11yViolations(page, 'the delete dialog with an error on a field');
  await confirm.fill(member.phone);
  // Typing again clears the error, and the hint is back.
  await expect(confirm).toHaveAttribute('aria-invalid', 'false');
  await expect(dialog.getByText(member.phone)).toBeVisible();

  await password.fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Current password is incorrect');
  await expect(confirm).toHaveAttribute('aria-invalid', 'false');
  await password.fill(member.password);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(toast(page, 'Your account and your family details have been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff, VOLUNTEER);
  await expect(await volunteerFinds(staff, member.name)).toHaveCount(0);
  await staffContext.close();

  // The super admin's audit log names the member that is gone as such, in words, never by a bare id.
  const auditContext = await browser.newContext();
  const audit = await auditContext.newPage();
  await signInStaff(audit, E2E.admin);
  await audit.goto('/admin/audit?action=member.deleteAccount');
  const deletion = audit.getByRole('article').first();
  await expect(deletion.getByRole('heading', { name: 'Member deleted their account' })).toBeVisible();
  await expect(deletion).toContainText('Member: a deleted member');
  await expect(deletion).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await auditContext.close();

  await enterPhone(page, member.phone);
  await expectStep(page, 'Choose Your Mosque', page.getByRole('combobox', { name: 'State', exact: true }));
});

test('a super admin finds the directory export in the audit log, with who and when', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/members?name=Privacy');
  await expect(page.getByRole('heading', { name: 'Members List' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await downloading;

  await page.goto('/admin');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Audit log/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff signed in' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Members list downloaded' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=members.export/);
  const entry = page.getByRole('article').first();
  await expect(entry.getByRole('heading', { name: 'Members list downloaded' })).toBeVisible();
  await expect(entry).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(entry).toContainText('Admin');
  // What changed, in words; the export keeps which filters it used, not the name typed.
  const changes = entry.getByRole('list', { name: 'Changes' });
  await expect(changes.getByRole('listitem').filter({ hasText: /^Filters used: Name$/ })).toHaveCount(1);
  await expect(changes.getByRole('listitem').filter({ hasText: /^Rows: \d+$/ })).toHaveCount(1);
  await expect(entry).not.toContainText('Privacy');
  await expect(entry).not.toContainText('{');
  // The filters sit in a row on a wide screen.
  const who = await page.getByLabel('Who (name, email or ID)').boundingBox();
  const action = await page.getByRole('combobox', { name: 'Action' }).boundingBox();
  expect(who && action && Math.abs(who.y - action.y)).toBeLessThan(8);
  await allCardsDrawn(page);
  await expect(page.getByRole('article').filter({ hasText: 'Staff signed in' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the audit log');
});

test("the audit log writes an alert's level, category and severity in the reader's language", async ({
  page,
}) => {
  const api = async (name: string, data: unknown, token?: string) => {
    const res = await page.request.post(`${E2E.baseUrl}/api/${name}`, {
      data: { data },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return ((await res.json()) as { result: Record<string, unknown> }).result;
  };
  const token = (await api('signInStaff', E2E.admin)).token as string;
  const [india] = (await api('getLocations', {})) as unknown as { id: string }[];
  const states = (await api('getLocations', { parentId: india!.id })) as unknown as {
    id: string;
    name: string;
  }[];
  const telangana = states.find((s) => s.name === 'Telangana')!;
  const added = await api(
    'addAlert',
    {
      alertLevel: 'state',
      alertLevelId: telangana.id,
      title: 'Audit words',
      message: 'Written to be read in the audit log.',
      category: 'health',
      severity: 'low',
      expiry: { seconds: Math.floor(Date.now() / 1000) + 86_400 },
      link: '',
    },
    token,
  );
  // Ended at once, so that no member's list of alerts meets it.
  await api('expireAlert', { alertId: added.alertId }, token);
  // And a category under a default one, which every language names in its own words.
  const categories = (await api('getCategories', {}, token)) as unknown as { id: string; name: string }[];
  const education = categories.find((c) => c.name === 'Education')!;
  const category = await api(
    'addCategory',
    { name: `Audit words ${test.info().project.name}`, parentCategoryId: education.id },
    token,
  );

  await signInStaff(page, E2E.admin);
  await page.goto(`/admin/audit?action=alert.add&targetId=${added.alertId}`);
  const changes = page.getByRole('article').getByRole('list', { name: 'Changes' });
  for (const line of ['Level: State', 'Category: Health', 'Severity: Low'])
    await expect(changes.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  const inHindi = page.getByRole('article').getByRole('list', { name: hiAdmin.audit.changes });
  for (const [field, value] of [
    [hiAdmin.audit.field.level, hiAdmin.adminAlerts.level.state],
    [hiAdmin.audit.field.category, hi.alertsPage.category.health],
    [hiAdmin.audit.field.severity, hi.alert.severity.low],
  ]) {
    await expect(inHindi.getByRole('listitem').filter({ hasText: `${field}: ${value}` })).toHaveCount(1);
  }
  await expect(inHindi).not.toContainText(/\b(state|health|low)\b/);

  await page.goto(`/admin/audit?targetId=${category.id}`);
  await expect(
    page
      .getByRole('article')
      .getByRole('listitem')
      .filter({ hasText: `${hiAdmin.audit.field.parentId}: \u2068${hi.defaultCategories.education}\u2069` }),
  ).toHaveCount(1);
});
