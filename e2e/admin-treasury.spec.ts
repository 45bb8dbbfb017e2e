import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { enAdminTreasury as en } from '../web/i18n/locales/en-admin-treasury';
import { urAdminTreasury as ur } from '../web/i18n/locales/ur-admin-treasury';
import { expectNoSeriousA11yViolations } from './support/axe';
import { TREASURY_GIVER, TREASURY_MASJID } from './support/fixtures';
import { pick, signInMember, toast } from './support/member';
import { callAs, fitsTheScreen, openTreasury, saveSettings, tab } from './support/treasury';

// The treasurer's screens (docs/decisions/0013-baitul-maal.md): a volunteer of Minara Masjid whom the super
// admin lets keep its treasury sets it up, records a cash gift, confirms a member's UPI gift and cancels a
// receipt, by keyboard where a treasurer would, at 360 px and on a desktop, in English and in Urdu.

const key = () => `e2e${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, '0');
/** A UTR no other try has given: 12 digits. */
const freshUtr = () =>
  String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');

/** A member of the masjid gives by UPI and gives the UTR, in a browser of their own; the gift then awaits. */
async function memberGives(browser: Browser, amountPaise: number, utr: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInMember(page, TREASURY_GIVER);
    const mosqueId = (await storedMosqueId(page)) ?? '';
    const giving = await callAs(page, 'getMosqueGiving', { mosqueId });
    const funds = giving.body.result?.funds as { fundId: string; key: string | null }[];
    const zakat = funds.find((f) => f.key === 'zakat')!;
    const started = await callAs(page, 'startDonation', {
      mosqueId,
      fundId: zakat.fundId,
      amountPaise,
      idempotencyKey: key(),
    });
    const donationId = started.body.result?.donationId as string;
    const claimed = await callAs(page, 'claimDonation', { donationId, utr, idempotencyKey: key() });
    expect(claimed.body.result?.pass).toBe(true);
    return started.body.result?.reference as string;
  } finally {
    await context.close();
  }
}

/** The member's masjid, from the session the app keeps. */
async function storedMosqueId(page: Page): Promise<string | null> {
  const reply = await callAs(page, 'getSessionUser', {});
  return (reply.body.result?.mosqueId as string | undefined) ?? null;
}

test('the treasurer sets up the treasury, records a cash gift with its PDF, and cancels its receipt @phone', async ({
  page,
}, info) => {
  await openTreasury(page, info);
  await saveSettings(page);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the treasury settings');

  await tab(page, en.tab.record).click();
  await pick(page, en.record.fund, en.fund.zakat);
  // An amount with three decimals is refused on its field, and nothing is recorded.
  const amount = page.getByLabel(en.record.amount);
  await amount.fill('501.505');
  const donor = `Cash Donor ${info.project.name} ${info.retry}`;
  await page.getByLabel(en.record.donorName).fill(donor);
  await page.getByLabel(en.record.pan).fill('abcde1234f');
  await expect(page.getByLabel(en.record.pan)).toHaveValue('ABCDE1234F');
  await page.getByRole('button', { name: en.record.submit }).click();
  await expect(page.getByText('An amount has at most two decimals', { exact: false })).toBeVisible();
  await expect(amount).toBeFocused();
  // By keyboard: the corrected amount, then Enter submits.
  await amount.fill('501');
  await amount.press('Enter');
  const issued = page.getByRole('heading', { name: /^Receipt .+ issued$/ });
  await expect(issued).toBeFocused();
  const number = /^Receipt (.+) issued$/.exec((await issued.textContent()) ?? '')?.[1] ?? '';
  expect(number).toMatch(/\/\d{4}-\d{2}\/\d{6}$/);
  await expect(page.getByText(`₹501 to Zakat from ${donor}`)).toBeVisible();
  await expect(page.getByRole('link', { name: en.record.whatsApp })).toHaveAttribute('href', /wa\.me/);
  await expectNoSeriousA11yViolations(page, 'a receipt issued');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en.record.pdf }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  // The file itself is the receipt's PDF, not an error page saved under its name.
  const bytes = await readFile((await pdf.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await tab(page, en.tab.receipts).click();
  const card = page.getByRole('listitem').filter({ hasText: number });
  await expect(card).toContainText(donor);
  // A receipt is never edited: Cancel is the only thing to do with it.
  await expect(card.getByRole('button', { name: /edit/i })).toHaveCount(0);
  await card.getByRole('button', { name: `Cancel receipt ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel receipt ${number}?` });
  await dialog.getByRole('button', { name: en.receipts.cancelSubmit }).click();
  await expect(dialog.getByText('Please give the reason')).toBeVisible();
  await dialog.getByLabel(en.gifts.reason).fill('Entered twice by mistake');
  await dialog.getByRole('button', { name: en.receipts.cancelSubmit }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(en.receipts.cancelled);
  await expect(card).toContainText('Cancelled: Entered twice by mistake');
  await expect(card.getByRole('button', { name: `Cancel receipt ${number}` })).toHaveCount(0);
});

test("the treasurer links a cash gift to a member found by their mobile's end, who then sees it @phone", async ({
  page,
  browser,
}, info) => {
  await openTreasury(page, info);
  await saveSettings(page);
  await tab(page, en.tab.record).click();
  await pick(page, en.record.fund, en.fund.sadaqah);
  await page.getByLabel(en.record.amount).fill(String(251 + info.retry));
  // By keyboard: the last four digits of the member's mobile find them; Enter chooses the one highlighted.
  const member = page.getByRole('combobox', { name: en.member.label });
  await member.fill(TREASURY_GIVER.phone.slice(-4));
  const option = page.getByRole('option', { name: new RegExp(TREASURY_GIVER.name) });
  await expect(option).toContainText(`Mobile ending ${TREASURY_GIVER.phone.slice(-4)}`);
  expect(await fitsTheScreen(page)).toBe(true);
  await member.press('Enter');
  await expect(member).toHaveValue(TREASURY_GIVER.name);
  await expect(page.getByLabel(en.record.donorName)).toHaveValue(TREASURY_GIVER.name);
  await expect(page.getByText(en.member.linked)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a gift linked to a member');
  await page.getByRole('button', { name: en.record.submit }).click();
  const issued = page.getByRole('heading', { name: /^Receipt .+ issued$/ });
  await expect(issued).toBeFocused();
  const number = /^Receipt (.+) issued$/.exec((await issued.textContent()) ?? '')?.[1] ?? '';

  // The member finds the gift, with its receipt, in My giving.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  try {
    await signInMember(memberPage, TREASURY_GIVER);
    await memberPage.goto('/giving');
    await expect(memberPage.getByText(`Receipt ${number}`)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the treasurer confirms a member's UPI gift, and sees a reused UTR flagged @phone", async ({
  page,
  browser,
}, info) => {
  await openTreasury(page, info);
  await saveSettings(page);
  const utr = freshUtr();
  const amountPaise = 50_100 + info.retry * 100 + (info.project.name === 'desktop' ? 0 : 1_000);
  const reference = await memberGives(browser, amountPaise, utr);
  await memberGives(browser, amountPaise + 100, utr);

  await tab(page, en.tab.gifts).click();
  await page.reload();
  await expect(tab(page, en.tab.gifts)).toHaveAttribute('aria-selected', 'true');
  const gifts = page.getByRole('listitem').filter({ hasText: `UTR ${utr}` });
  await expect(gifts).toHaveCount(2);
  await expect(gifts.first()).toContainText(en.gifts.utrReused);
  // The gift's own reference, the remark the bank statement carries besides the UTR.
  await expect(gifts.filter({ hasText: `Reference ${reference}` })).toHaveCount(1);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the awaiting gifts');

  const amount = `₹${(amountPaise / 100).toFixed(amountPaise % 100 ? 2 : 0)}`;
  await page.getByRole('button', { name: `Confirm the gift of ${amount}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.gifts.confirm }).click();
  await expect(toast(page, /^Confirmed: receipt .+\/\d{6}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Confirm the gift of ${amount}` })).toHaveCount(0);
});

test('in Urdu the treasury reads right to left, its tabs in Urdu', async ({ page }, info) => {
  await openTreasury(page, info);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TREASURY_MASJID.name} کا بیت المال`);
  await expect(page.getByRole('tab', { name: ur.tab.record })).toBeVisible();
  await page.getByRole('tab', { name: ur.tab.settings }).click();
  await expect(page).toHaveURL(/tab=settings/);
  await expect(page.getByRole('heading', { name: ur.settings.title })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the treasury in Urdu');
});
