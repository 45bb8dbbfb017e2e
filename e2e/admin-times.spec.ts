import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { todayInIndia } from '../domain/dates';
import { adhanMinutesOn } from '../domain/prayer-times/adhan-times';
import { addDays } from '../domain/prayer-times/calendar-days';
import { clockText } from '../domain/prayer-times/india-clock';
import { dayText } from '../domain/prayer-times/override-overlaps';
import { SOON_DAYS } from '../domain/prayer-times/rule-checks';
import { DEFAULT_TIMES_SETTINGS } from '../domain/prayer-times/time-settings';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { PLAIN_ADMIN, TIMES_KEEPER, TIMES_MASJIDS } from './support/fixtures';
import { toast } from './support/member';
import { signInStaff } from './support/staff';

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A call with the page's session, as a script on the page could send it: the server alone decides. */
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

async function mosqueIdOf(page: Page, code: string): Promise<string> {
  const reply = await callAs(page, 'getMosqueTimesRules', { code });
  const mosque = reply.body.result?.mosque as { id: string } | undefined;
  if (!mosque) throw new Error(`No masjid ${code}`);
  return mosque.id;
}

/** Opens the times of the masjid the admin searches for, from its card in Masjids. */
async function openTimesFromMasjids(page: Page, name: string) {
  await page.goto(`/admin/mosques?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `Jamaat times of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Jamaat times: ${name}` })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const byProject = (info: TestInfo, desktop: string, phone: string) =>
  info.project.name === 'desktop' ? desktop : phone;

test("an admin sets Shafi'i Asr and a fixed Isha from tomorrow, and sees what members will see @phone", async ({
  page,
}, info) => {
  await signInStaff(page, PLAIN_ADMIN);
  await openTimesFromMasjids(page, 'Haji Ali Dargah Masjid');
  await expectNoSeriousA11yViolations(page, 'the times screen');

  await page.getByRole('radio', { name: 'Tomorrow' }).check();
  await section(page, 'How the adhan is computed').click();
  await page.getByRole('radio', { name: "Shafi'i" }).check();
  await section(page, 'Jamaat rules').click();
  await page.getByRole('combobox', { name: 'How the Isha jamaat is set' }).click();
  await page.getByRole('option', { name: 'Fixed time' }).click();
  const isha = byProject(info, '21:00', '21:05');
  await page.getByRole('group', { name: 'Isha jamaat' }).getByLabel('Time', { exact: true }).fill(isha);
  // The preview follows the form before anything is saved.
  const preview = page.getByRole('region', { name: /What members will see/ });
  await expect(preview.getByRole('row', { name: /Isha/ })).toContainText(
    byProject(info, '9:00 pm', '9:05 pm'),
  );
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the times form open');

  await page.getByRole('button', { name: 'Save the times' }).click();
  await expect(toast(page, 'The times are saved.')).toBeVisible();

  const rules = await callAs(page, 'getMosqueTimesRules', { code: TIMES_MASJIDS.other.code });
  const versions = rules.body.result?.versions as { from: string; settings: Record<string, unknown> }[];
  const last = versions[versions.length - 1]!;
  expect(last.settings.asr).toBe('shafii');
  expect((last.settings.jamaat as Record<string, unknown>).isha).toEqual({ at: isha });
});

test('an impossible rule is refused on its field, and nothing is saved @phone', async ({ page }) => {
  await signInStaff(page, PLAIN_ADMIN);
  await openTimesFromMasjids(page, 'Haji Ali Dargah Masjid');
  const before = await callAs(page, 'getMosqueTimesRules', { code: TIMES_MASJIDS.other.code });

  await section(page, 'Jamaat rules').click();
  await page.getByRole('combobox', { name: 'How the Fajr jamaat is set' }).click();
  await page.getByRole('option', { name: 'Fixed time' }).click();
  const field = page.getByRole('group', { name: 'Fajr jamaat' }).getByLabel('Time', { exact: true });
  await field.fill('03:00');
  await page.getByRole('button', { name: 'Save the times' }).click();

  await expect(page.getByText(/The Fajr jamaat must be after its adhan and before sunrise/)).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page.getByText('The times were not saved. Please see the marked fields.')).toBeVisible();
  const after = await callAs(page, 'getMosqueTimesRules', { code: TIMES_MASJIDS.other.code });
  expect(after.body.result?.versions).toEqual(before.body.result?.versions);
});

/**
 * A fixed Fajr that stays inside its time (and not in its last 20 minutes) for the month from today, but
 * leaves it later in the year, and that first day: whatever day the journey runs, as Fajr and sunrise move.
 */
function seasonalFajr(point: { latitude: number; longitude: number }) {
  const today = todayInIndia(new Date());
  const year = Array.from({ length: 366 }, (_, i) => addDays(today, i));
  const times = year.map((date) => ({ date, ...adhanMinutesOn(point, DEFAULT_TIMES_SETTINGS, date) }));
  for (let minutes = 3 * 60; minutes < 8 * 60; minutes += 5) {
    const inside = (d: (typeof times)[number]) => minutes >= d.fajr && minutes < d.sunrise;
    if (!times.slice(0, SOON_DAYS).every((d) => inside(d) && minutes < d.sunrise - 20)) continue;
    const leaves = times.find((d) => !inside(d));
    if (leaves) return { time: clockText(minutes), firstDay: dayText(leaves.date) };
  }
  throw new Error('No fixed Fajr holds this month and fails later');
}

test('a fixed Fajr that holds this month is saved, with the day it leaves its time', async ({ page }) => {
  await signInStaff(page, PLAIN_ADMIN);
  await openTimesFromMasjids(page, 'Haji Ali Dargah Masjid');
  const fajr = seasonalFajr(TIMES_MASJIDS.other);

  await section(page, 'Jamaat rules').click();
  await page.getByRole('combobox', { name: 'How the Fajr jamaat is set' }).click();
  await page.getByRole('option', { name: 'Fixed time' }).click();
  await page.getByRole('group', { name: 'Fajr jamaat' }).getByLabel('Time', { exact: true }).fill(fajr.time);
  await page.getByRole('button', { name: 'Save the times' }).click();

  await expect(toast(page, 'The times are saved.')).toBeVisible();
  const notes = page.getByRole('alert').filter({ hasText: 'Saved, with these notes:' });
  await expect(notes).toBeFocused();
  await expect(notes).toContainText(
    `On ${fajr.firstDay} the Fajr jamaat at ${fajr.time} first falls outside its time`,
  );
  await expect(notes).toContainText('Please set new times from that day');
  const rules = await callAs(page, 'getMosqueTimesRules', { code: TIMES_MASJIDS.other.code });
  const versions = rules.body.result?.versions as { settings: { jamaat: Record<string, unknown> } }[];
  expect(versions[0]!.settings.jamaat.fajr).toEqual({ at: fajr.time });
});

test('timetables for dates that share days are refused on the later one', async ({ page }) => {
  await signInStaff(page, PLAIN_ADMIN);
  await openTimesFromMasjids(page, 'Haji Ali Dargah Masjid');
  await section(page, 'Timetables for dates').click();
  // Each new timetable runs a week from the day the change applies: two of them share all their days.
  await page.getByRole('button', { name: 'Add a timetable for dates' }).click();
  await expect(page.getByRole('group', { name: 'Timetable 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a timetable for dates' }).click();
  await page.getByRole('button', { name: 'Save the times' }).click();
  await expect(page.getByText(/share days. Please change one so that they do not overlap/)).toBeVisible();
  await expect(page.getByText('The times were not saved. Please see the marked fields.')).toBeVisible();

  // Removing one asks first.
  await page.getByRole('button', { name: 'Remove timetable 2' }).click();
  const question = page.getByRole('alertdialog', { name: 'Remove timetable 2?' });
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('group', { name: 'Timetable 2' })).toHaveCount(0);
});

test('an admin makes a TV display key, sees its address once, and revokes it @phone', async ({
  page,
}, info) => {
  await signInStaff(page, PLAIN_ADMIN);
  await openTimesFromMasjids(page, 'Haji Ali Dargah Masjid');
  const keys = page.getByRole('region', { name: 'TV display keys' });
  const label = `Main hall ${byProject(info, 'D', 'P')}${info.retry}`;
  await keys.getByLabel('Label (where the TV is)').fill(label);
  await keys.getByRole('button', { name: 'Make a display key' }).click();
  const address = keys.getByLabel('The TV address');
  await expect(address).toHaveValue(new RegExp(`/display/${TIMES_MASJIDS.other.code}\\?key=`));
  await expect(keys.getByText('It is shown only this once.', { exact: false })).toBeVisible();
  await expect(keys.getByRole('listitem').filter({ hasText: label })).toContainText('Not used yet');
  await expectNoSeriousA11yViolations(page, 'a display key made');

  await keys.getByRole('button', { name: `Revoke ${label}` }).click();
  const question = page.getByRole('alertdialog', { name: `Revoke ${label}?` });
  await question.getByRole('button', { name: 'Revoke' }).click();
  await expect(keys.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);
});

test("a volunteer who keeps one masjid's times changes them, and is refused another's", async ({ page }) => {
  await signInStaff(page, TIMES_KEEPER);
  const kept = await mosqueIdOf(page, TIMES_MASJIDS.kept.code);
  const other = await mosqueIdOf(page, TIMES_MASJIDS.other.code);

  const own = await callAs(page, 'updateMosqueTimes', { mosqueId: kept, sehriMinutesBeforeFajr: 12 });
  expect(own.status).toBe(200);
  expect(own.body.result?.pass).toBe(true);
  const refused = await callAs(page, 'updateMosqueTimes', { mosqueId: other, sehriMinutesBeforeFajr: 12 });
  expect(refused.status).toBe(403);

  // The screen for another masjid tells them so.
  await page.goto(`/admin/times/${other}`);
  await expect(page.getByText("You may not change this masjid's times.", { exact: false })).toBeVisible();
});

test('the keeper reaches their masjid from the admin bar, and the super admin may take the grant back', async ({
  page,
}) => {
  await signInStaff(page, TIMES_KEEPER);
  await page.getByRole('navigation').getByRole('link', { name: 'Jamaat times' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jamaat times: Jama Masjid Mumbai' }),
  ).toBeVisible();
  // Display keys are the admins' alone.
  await expect(page.getByRole('region', { name: 'TV display keys' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "the keeper's times screen");

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/volunteers');
  const card = page.getByRole('listitem').filter({ hasText: TIMES_KEEPER.name });
  const grant = card.getByRole('switch', { name: "May keep this masjid's jamaat times" });
  await expect(grant).toBeChecked();
  await grant.click();
  const stop = page.getByRole('alertdialog', {
    name: `Stop ${TIMES_KEEPER.name} keeping Jama Masjid Mumbai's jamaat times?`,
  });
  await stop.getByRole('button', { name: 'Stop' }).click();
  await expect(grant).not.toBeChecked();
  await grant.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Allow' }).click();
  await expect(grant).toBeChecked();
});
