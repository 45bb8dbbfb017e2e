import { expect, type Page, type Request, type Route, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { expectNoSeriousA11yViolations } from './support/axe';
import { READER } from './support/fixtures';
import { numberForTry, pick, registerThroughUi, signInMember, toast, typeDate } from './support/member';

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Records the /api calls made once a family member has been added, and holds the user's re-read until the
 * new member's record is asked for (5 s at most): reads made one after the other would never both be asked.
 */
async function watchReadsAfterAdding(page: Page) {
  const names: string[] = [];
  let added = false;
  const record = (request: Request) => {
    const name = /\/api\/(\w+)$/.exec(request.url())?.[1];
    if (!name) return;
    if (added) names.push(name);
    if (name === 'addFamilyMember') added = true;
  };
  page.on('request', record);
  let memberAsked = () => {};
  const memberRead = new Promise<void>((resolve) => {
    memberAsked = resolve;
  });
  const member = (route: Route) => {
    memberAsked();
    return route.fallback();
  };
  let userHeld: (asked: boolean) => void = () => {};
  const memberAskedWhileUserHeld = new Promise<boolean>((resolve) => {
    userHeld = resolve;
  });
  const user = async (route: Route) => {
    if (added) {
      const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000));
      userHeld(await Promise.race([memberRead.then(() => true), waited]));
    }
    return route.fallback();
  };
  await page.route('**/api/getFamilyMember', member);
  await page.route('**/api/getSessionUser', user);
  return {
    names,
    memberAskedWhileUserHeld,
    stop: async () => {
      page.off('request', record);
      await page.unroute('**/api/getFamilyMember', member);
      await page.unroute('**/api/getSessionUser', user);
    },
  };
}

test('a new member adds his wife, gives her current details, changes them, and removes her @phone', async ({
  page,
}, info) => {
  const phone = numberForTry(info.project.name === 'desktop' ? '9876500081' : '9876500082', info);
  await registerThroughUi(page, {
    phone,
    password: 'family123',
    name: 'Yusuf Khan',
    dob: '01021988',
    gender: 'Male',
  });

  await page.goto('/family/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Family' })).toBeFocused();
  await expect(page.getByText('No family members yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'family, empty');

  // Add New Member: the relation must be chosen; the address starts as the member's own.
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  await expect(dialog.getByLabel('House Address')).toHaveValue('Charminar Road, Hyderabad');
  await dialog.getByLabel('Name', { exact: true }).fill('Ruksar Khan');
  await typeDate(page, 'Date of Birth', '05061999');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('button', { name: 'Add New Member' }).click();
  await expect(dialog.getByText('Please choose a relation')).toBeVisible();
  await pick(page, 'Relation', 'Wife');
  const readsAfterAdd = await watchReadsAfterAdding(page);
  await dialog.getByRole('button', { name: 'Add New Member' }).click();

  // She opens on 'Current Details', as the spec's /family/{id}/true does.
  await expect(page).toHaveURL(/\/family\/[0-9a-f-]+\/true$/);
  const memberUrl = page.url().replace(/\/true$/, '');
  await expect(page.getByRole('heading', { level: 1, name: 'Ruksar Khan' })).toBeVisible();
  // One round trip after the write: her record is asked for while the user is still being read again, and
  // no read is asked twice (her tab's reference lists may come too).
  await expect
    .poll(() => readsAfterAdd.names)
    .toEqual(expect.arrayContaining(['getFamilyMember', 'getSessionUser']));
  expect(await readsAfterAdd.memberAskedWhileUserHeld).toBe(true);
  expect(readsAfterAdd.names).toEqual([...new Set(readsAfterAdd.names)]);
  await readsAfterAdd.stop();
  await expect(page.getByRole('tab', { name: 'Current Details' })).toHaveAttribute('aria-selected', 'true');

  // Student, at a level of 11 to 21: the course field shows.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: 'Student', exact: true }).check();
  await expect(submit).toBeEnabled();
  await pick(page, 'Education', 'Undergraduate');
  await expect(page.getByLabel('Course')).toHaveCount(0);
  await pick(page, 'Education Level', /^Bachelor's degree/);
  await expect(page.getByLabel('Course')).toBeVisible();
  await page.getByLabel('Course').fill('B.Sc. Nursing');
  await page.getByLabel('Institution').fill('Osmania University');
  await submit.click();
  await expect(toast(page, /./)).toBeVisible();
  await expect(page.getByText('B.Sc. Nursing')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'family member, current details');

  // On the list, and still there after a reload.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/family\/$/);
  const card = page.getByRole('link', { name: /Ruksar Khan/ });
  await expect(card).toContainText('Wife');
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Student');
  expect(await fitsTheScreen(page)).toBe(true);

  // Working instead: the student fields are cleared.
  await card.click();
  await expect(page).toHaveURL(memberUrl);
  await page.getByRole('tab', { name: 'Current Details' }).click();
  await page.getByRole('button', { name: 'I want to update these details' }).click();
  await page.getByRole('radio', { name: 'Working', exact: true }).check();
  await expect(page.getByLabel('Course')).toHaveCount(0);
  await expect(page.getByLabel('Institution')).toHaveCount(0);
  await page.getByLabel('Position').fill('Staff nurse');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Staff nurse')).toBeVisible();
  await expect(page.getByText('B.Sc. Nursing')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Current Details' }).click();
  await expect(page.getByText('Staff nurse')).toBeVisible();
  await expect(page.getByText('Osmania University')).toHaveCount(0);

  // Basic details: edit, then remove after a confirmation that can be cancelled.
  await page.getByRole('tab', { name: 'Basic Details' }).click();
  await expect(page.getByText('5 Jun 1999')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ruksar Yusuf Khan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ruksar Yusuf Khan' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Ruksar Yusuf Khan?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/family\/$/);
  await expect(page.getByText('No family members yet.', { exact: false })).toBeVisible();
  const familyKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('family:')),
  );
  expect(familyKeys).toEqual([]);

  // Her old address is gone for good.
  await page.goto(memberUrl);
  await expect(page.getByText('This family member was not found.', { exact: false })).toBeVisible();
});

test('signOut forgets the family kept on the phone', async ({ page }, info) => {
  const phone = numberForTry('9876500083', info);
  await registerThroughUi(page, {
    phone,
    password: 'family456',
    name: 'Amina Begum',
    dob: '03031985',
    gender: 'Female',
  });
  await page.goto('/family/');
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  await dialog.getByLabel('Name', { exact: true }).fill('Salman Ali');
  await pick(page, 'Relation', 'Husband');
  await typeDate(page, 'Date of Birth', '09091980');
  await dialog.getByRole('button', { name: 'Add New Member' }).click();
  await expect(page).toHaveURL(/\/family\/[0-9a-f-]+\/true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salman Ali' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('family:')))).toBe(
    true,
  );

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('family:') || k === 'userData'),
  );
  expect(left).toEqual([]);
});

test('an address naming no family member of theirs (not an id, or an unknown one) says not found, with a way back @phone-only', async ({
  page,
}) => {
  await signInMember(page, READER);
  for (const path of ['/family/not-a-uuid', '/family/4b1f9d2e-8c3a-4e5b-9f6d-7a8b9c0d1e2f/true']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'My Family' })).toBeFocused();
    await expect(page.getByText(en.family.notFound), path).toBeVisible();
    await expect(page.getByText(en.messages.genericError), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.common.tryAgain }), path).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `family member not found: ${path}`);
    expect(await fitsTheScreen(page)).toBe(true);
  }
  await page.getByRole('link', { name: en.family.backToFamily }).click();
  await expect(page).toHaveURL(/\/family\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Family' })).toBeFocused();
});
