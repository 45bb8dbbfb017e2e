import { writeFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { enAdminRegister as en } from '../web/i18n/locales/en-admin-register';
import { expectNoSeriousA11yViolations } from './support/axe';
import { REGISTER_KEEPER } from './support/fixtures';
import { typeDate } from './support/member';
import { signInStaff } from './support/staff';
import { fitsTheScreen } from './support/treasury';

// The register's import (docs/decisions/0014-masjid-register.md): the volunteer who keeps Haji Ali Dargah
// Masjid's register uploads the committee's Excel file with Hindi headings, reads the guessed columns and the
// dry run (a 9-digit mobile named by its row), confirms the consent and imports, then sees it in the history,
// at 360 px and on a desktop.

/** A small register of two households, its names this run's own so every run adds them anew. */
async function registerFile(info: TestInfo): Promise<{ path: string; name: string; tag: string }> {
  const tag = `${info.project.name.replace(/\W/g, '')}${info.retry}${Date.now().toString(36)}`;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('रजिस्टर');
  sheet.addRow(['घर नं.', 'नाम', 'पिता/पति का नाम', 'रिश्ता', 'उम्र', 'लिंग', 'मोबाइल']);
  sheet.addRow([1, `Qasim ${tag} Ansari`, 'Rahim Ansari', 'मुखिया', 52, 'पुरुष', '98765 4321']);
  sheet.addRow([1, `Salma ${tag} Ansari`, `Qasim ${tag} Ansari`, 'पत्नी', 47, 'महिला', null]);
  sheet.addRow([2, `Yunus ${tag} Shaikh`, 'Idris Shaikh', 'मुखिया', 60, 'पुरुष', null]);
  const name = `register-${tag}.xlsx`;
  const path = info.outputPath(name);
  await writeFile(path, Buffer.from(await book.xlsx.writeBuffer()));
  return { path, name, tag };
}

async function openRegister(page: Page, info: TestInfo) {
  await signInStaff(page, REGISTER_KEEPER);
  if (info.project.name !== 'desktop') {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('.MuiDrawer-paper').getByRole('link', { name: en.keeperLink }).click();
  } else await page.getByRole('link', { name: en.keeperLink }).first().click();
  // The masjid is named once its register is read: "Register of Haji Ali Dargah Masjid".
  await expect(
    page.getByRole('heading', { level: 1, name: en.titleOf.replace('{{name}}', 'Haji Ali Dargah Masjid') }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: en.tab.import, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('the keeper uploads an Excel register, reads the dry run, confirms the consent and imports it @phone', async ({
  page,
}, info) => {
  const file = await registerFile(info);
  await openRegister(page, info);
  await page.getByTestId('register-file').setInputFiles(file.path);

  // The dry run: the counts, the row of the 9-digit mobile, and the columns guessed from the Hindi headings.
  await expect(page.getByText('2 households and 3 people will be added')).toBeVisible();
  await expect(
    page.getByText('Row 2: the mobile number "98765 4321" is not a 10-digit Indian number', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Name/ })).toHaveText('नाम');
  await expect(page.getByRole('combobox', { name: /^Household/ })).toHaveText('घर नं.');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the dry run of a register');

  // The consent, by keyboard: a date typed day first, then Enter.
  const how = page.getByLabel(en.consentHow);
  await page.getByRole('button', { name: 'Import 3 people' }).click();
  await expect(
    page.getByText('Please say how the people in the register agreed', { exact: false }),
  ).toBeVisible();
  await how.fill('Each head of family signed the census form');
  await typeDate(page, en.consentDate, '15042025');
  await how.focus();
  await page.getByRole('button', { name: 'Import 3 people' }).press('Enter');

  const done = page.getByText('2 households and 3 people were added to the register');
  await expect(done).toBeVisible();
  await expect(page.locator(':focus')).toContainText('2 households and 3 people were added');
  const history = page.getByRole('region', { name: en.historyTitle });
  // Another width's run may have imported its own file before: this run's is the one of its name.
  const entry = history.getByRole('listitem').filter({ hasText: file.name });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(/Consent collected on \W*15 Apr 2025/)).toBeVisible();
  await expect(entry.getByText('Each head of family signed the census form')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a register imported');

  // The same file again: nothing new.
  await page.getByTestId('register-file').setInputFiles(file.path);
  await expect(
    page.getByText('Everything in this file is already in the register: nothing will be added'),
  ).toBeVisible();
});

test('a file over the size cap is refused before it is sent', async ({ page }, info) => {
  await openRegister(page, info);
  await page.getByTestId('register-file').setInputFiles({
    name: 'huge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(8 * 1024 * 1024 + 1, 'a'),
  });
  await expect(page.getByText('This file is larger than 8 MB', { exact: false })).toBeVisible();
});
