import { expect, test } from '@playwright/test';
import { E2E } from './support/env';
import { typeDate } from './support/member';
import { signInStaff } from './support/staff';

test('the audit filters stand as tall as each other, and days that name no range say why @phone', async ({
  page,
}, info) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (info.project.name === 'phone-360') await filters.click();

  // Who and Object ID are text fields of the selects' height beside them.
  const height = async (label: string) =>
    (
      await page
        .getByLabel(label)
        .locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]')
        .boundingBox()
    )?.height;
  const select = (await page.getByRole('combobox', { name: 'Action' }).locator('..').boundingBox())?.height;
  expect(select).toBeGreaterThanOrEqual(55);
  for (const label of ['Who (name, email or ID)', 'Object ID']) {
    expect(Math.abs(((await height(label)) ?? 0) - (select ?? 0)), label).toBeLessThanOrEqual(1);
  }

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/getAuditLog')) asked.push(request.url());
  });
  const from = page.getByRole('group', { name: 'From' });
  const apply = page.getByRole('button', { name: 'Apply' });

  // A From after the To: said on From, which takes the focus, and nothing is asked.
  await typeDate(page, 'From', '10122019');
  await typeDate(page, 'To', '01122019');
  await apply.click();
  const backwards = page.getByText('The From date is after the To date');
  await expect(backwards).toBeVisible();
  await expect(from.getByRole('spinbutton').first()).toBeFocused();
  await expect(page).not.toHaveURL(/from=/);

  // A day that does not exist is not a day: said too, not left out of the filters.
  await typeDate(page, 'From', '31022019');
  await apply.click();
  await expect(page.getByText('Please enter a valid date')).toBeVisible();
  await expect(backwards).toHaveCount(0);
  await expect(page).not.toHaveURL(/from=/);
  expect(asked).toEqual([]);

  // In order, the range is applied.
  await typeDate(page, 'From', '01112019');
  await apply.click();
  await expect(page).toHaveURL(/from=2019-11-01&to=2019-12-01|to=2019-12-01.*from=2019-11-01/);
  await expect(page.getByText('Please enter a valid date')).toHaveCount(0);
});
