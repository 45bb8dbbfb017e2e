import { expect, test } from '@playwright/test';
import { enAdminRegister } from '../web/i18n/locales/en-admin-register';
import { enAdminRegisterDuplicates as en } from '../web/i18n/locales/en-admin-register-duplicates';
import { MERGE_KEEPER, REGISTER_PEOPLE as P, REGISTER_MEMBER } from './support/register-merge';
import { signInStaff } from './support/staff';
import { fitsTheScreen } from './support/treasury';

// The register's duplicates (docs/decisions/0014-masjid-register.md): the volunteer who keeps Secunderabad's
// register finds a member's own record in the register, merges it into the member (who keeps their mobile and
// their own details, and gains the household as family), undoes it, and merges it again; at 360 px and on a
// desktop, by keyboard where it matters.

test('the register keeper merges a register record into a member, undoes it, and the families stay whole @phone', async ({
  page,
}, info) => {
  await signInStaff(page, MERGE_KEEPER);
  await page.goto('/admin/register?tab=duplicates');
  await expect(page).toHaveURL(/\/admin\/register\/[0-9a-f-]+/);
  if (!page.url().includes('tab=duplicates'))
    await page.getByRole('tab', { name: enAdminRegister.tab.duplicates }).click();
  await expect(page.getByRole('heading', { name: en.title })).toBeVisible();

  // The pair: the member and their register record, on the same mobile; the two Salims, on the same date.
  const pairCard = page.getByRole('article', { name: `${P.iqbal} · ${REGISTER_MEMBER.name}` });
  await expect(pairCard).toBeVisible();
  await expect(pairCard.getByText(en.reason.mobile)).toBeVisible();
  // A pair of two register people is named in the order of their ids, which each run draws afresh.
  const salims = new RegExp(`^(${P.salim} · ${P.salimAgain}|${P.salimAgain} · ${P.salim})$`);
  await expect(page.getByRole('article', { name: salims })).toContainText(en.reason.nameAndDob);
  expect(await fitsTheScreen(page)).toBe(true);

  await pairCard
    .getByRole('button', {
      name: en.compareNamed.replace('{{a}}', P.iqbal).replace('{{b}}', REGISTER_MEMBER.name),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: en.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(en.memberStays)).toBeVisible();
  // The member's name and mobile stay theirs: those choices are disabled and say why.
  const nameChoice = dialog.getByRole('radiogroup', { name: en.field.name });
  for (const radio of await nameChoice.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await expect(nameChoice.getByText(en.memberOwn)).toBeVisible();
  await expect(
    dialog.getByRole('radiogroup', { name: en.field.mobile }).getByText(en.memberMobile),
  ).toBeVisible();
  // The member gave no address: the register's may be chosen, by keyboard.
  const address = dialog.getByRole('radiogroup', { name: en.field.address });
  const registerAddress = address.getByRole('radio').first();
  await registerAddress.focus();
  await page.keyboard.press('Space');
  await expect(registerAddress).toBeChecked();
  // Both families are listed.
  await expect(dialog.getByText(P.iqbalWife)).toBeVisible();
  await expect(dialog.getByText(P.iqbalSon)).toBeVisible();
  if (info.project.name !== 'desktop') expect(await fitsTheScreen(page)).toBe(true);

  await dialog.getByRole('button', { name: en.merge, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: en.confirmTitle });
  await confirm.getByRole('button', { name: en.merge, exact: true }).click();
  const done = page.getByTestId('merge-done');
  await expect(done).toContainText('The two records were merged');
  await expect(done).toBeFocused();
  await expect(pairCard).toHaveCount(0);

  // The merge is listed, undoable (the member's record, password and new family are checked by
  // server/register/merge-records.test.ts).
  // Undo from the recent merges, after a question.
  const recent = page.getByRole('region', { name: en.recentTitle });
  await recent
    .getByRole('button', { name: `Undo the merge of ${P.iqbal} into ${REGISTER_MEMBER.name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: en.undoTitle })
    .getByRole('button', { name: en.undo, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: en.recentTitle })).toBeFocused();
  // Newest first (the other width's run of this journey leaves its own undone merge below it).
  await expect(recent.getByRole('listitem').first()).toContainText('Undone on');
  await expect(pairCard).toBeVisible();
});
