import { expect, test } from '@playwright/test';
import { enAdminRegisterRecords as en } from '../web/i18n/locales/en-admin-register-records';
import { E2E } from './support/env';
import { toast } from './support/member';
import { RECORDS_HOUSEHOLD, REGISTER_MASJID } from './support/register-claim';
import { signInStaff } from './support/staff';
import { callAs, fitsTheScreen } from './support/treasury';

// The register's Records tab (docs/decisions/0014-masjid-register.md): staff find people by name, invite the
// chosen by SMS after a confirmation that says how many SMS it uses, and remove a person who asked, after a
// confirmation that says it is for that.
test('staff invite chosen register records by SMS and remove one who asked @phone', async ({
  page,
}, info) => {
  await signInStaff(page, E2E.admin);
  const rules = await callAs(page, 'getMosqueTimesRules', { code: REGISTER_MASJID.code });
  const mosqueId = (rules.body.result as { mosque: { id: string } }).mosque.id;
  await page.goto(`/admin/register/${mosqueId}?tab=records`);
  await page.getByLabel(en.nameFilter).fill('Recordwala');
  const list = page.getByRole('list', { name: en.listLabel });
  const { head, wife, son } = RECORDS_HOUSEHOLD;
  // Only the household's own: the filter finds a part of the name.
  await expect(list.getByRole('listitem').filter({ hasText: head.name })).toBeVisible();
  await expect
    .poll(async () =>
      (await list.getByRole('listitem').allInnerTexts()).every((r) => r.includes('Recordwala')),
    )
    .toBe(true);
  expect(await fitsTheScreen(page)).toBe(true);

  if (info.project.name === 'desktop') {
    await page.getByRole('checkbox', { name: en.selectAll }).check();
    // Three chosen, two with a number: two invitations, two SMS; the son without a number is told apart.
    await page.getByRole('button', { name: 'Send invitations (2)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Send 2 invitations?');
    await expect(dialog).toContainText('This uses 2 SMS of the portal’s budget');
    await expect(dialog).toContainText('1 chosen person has no mobile number and gets no SMS.');
    await dialog.getByRole('button', { name: en.send }).click();
    await expect(toast(page, '2 invitations were sent')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(list.getByRole('listitem').filter({ hasText: head.name })).toContainText('Invited on');
  }

  // The desktop journey removes the son, the phone's (after it, on the same database) his mother.
  if (info.project.name === 'desktop')
    await expect(list.getByRole('listitem').filter({ hasText: son.name })).toContainText('No mobile number');
  const target = info.project.name === 'desktop' ? son.name : wife.name;
  await page.getByRole('button', { name: `Remove ${target}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Remove ${target} from the register?`);
  await expect(confirm).toContainText('Only for a person who asked to be removed');
  await confirm.getByRole('button', { name: en.remove }).click();
  await expect(toast(page, 'The record was removed from the register')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: target })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: head.name })).toBeVisible();
});
