import { formatDate } from '../../domain/format-date';
import type { timesRulesSchema } from '../../domain/functions/times';
import { isRightToLeft, LANGUAGES, type Language } from '../../domain/languages';
import type { DayTimes } from '../../domain/prayer-times/day-times';
import { formatPrayerTime } from '../../domain/prayer-times/format-prayer-time';
import { JAMAAT_PRAYERS } from '../../domain/prayer-times/time-settings';
import { timesOfDays } from '../../domain/prayer-times/timetable';
import { NEAR_ME_DATA_ID, type PublicPageBuild, type PublicPageTexts } from '../../domain/public-page';
import { PATHS } from '../../domain/routes';
import type * as z from '../../domain/zod';
import { escapeHtml } from './html-escape';

/**
 * The pages a visitor reads without the app: a masjid's public page and the masjids near me. Plain HTML drawn
 * per request from the masjid's rules, with the times computed here by domain/prayer-times exactly as the app
 * computes them; no framework and no script but the small one that finds the masjids near the visitor, so
 * that the page is whole on a slow network and without JavaScript.
 */

export type TimesRules = z.infer<typeof timesRulesSchema>;

/** What every page needs besides its content: the build's words and styles, the reader's language, the portal. */
export type PageFrame = { build: PublicPageBuild; language: Language; portalName: string; path: string };

/** How many days the week ahead shows, today first. */
export const WEEK_DAYS = 7;

const h = escapeHtml;

/** `{{name}}` parameters written in, each escaped: the words are the catalogue's, the values are not. */
function fill(text: string, values: Record<string, string> = {}): string {
  return h(text).replace(/\{\{(\w+)\}\}/g, (_, key: string) => h(values[key] ?? ''));
}

const LOCALES: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN', ur: 'ur-IN' };

/** A day as the week's table names it: 'Thu 3 Dec 2026', in the reader's language. */
function dayLabel(date: string, texts: PublicPageTexts, language: Language): string {
  const weekday = texts.weekdays[String(new Date(`${date}T00:00:00Z`).getUTCDay())] ?? '';
  return `${weekday} ${formatDate(date, LOCALES[language])}`;
}

function hijriLabel(day: DayTimes, texts: PublicPageTexts): string {
  const month = texts.hijriMonths[String(day.hijri.month)] ?? '';
  return fill(texts.hijriDate, { day: String(day.hijri.day), month, year: String(day.hijri.year) });
}

const CSS = `
[hidden]{display:none!important}
body{margin:0;background:#FAFAF7;color:#1a1a1a}
.bar{background:#FFD400;color:#000;padding:8px 16px;display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.bar a{color:#000}
.portal{font-weight:700;text-decoration:none}
.langs{display:flex;gap:4px;margin:0;padding:0;list-style:none}
.langs a{display:inline-block;min-width:44px;min-height:44px;line-height:44px;padding:0 8px;text-align:center;border-radius:4px;color:#000}
.langs a[aria-current]{background:#000;color:#fff;font-weight:700}
main{max-width:900px;margin:0 auto;padding:16px}
h1{font-size:1.6rem;margin:8px 0}
h2{font-size:1.25rem;margin:24px 0 8px}
.addr{margin:0 0 12px;color:#333}
.button{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:4px;background:#000;color:#fff;text-decoration:none;font:inherit;border:0;cursor:pointer}
.button[aria-disabled=true]{background:#555}
.card{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%}
th,td{padding:8px 6px;text-align:start;border-bottom:1px solid #e4e4e4;white-space:nowrap}
thead th{font-size:.9rem;color:#333}
tbody th{font-weight:600}
td{font-variant-numeric:tabular-nums}
.today{background:#FFF6BF}
.note{color:#444;font-size:.9rem}
.dates{margin:0;font-weight:600}
.near ol{padding-inline-start:20px}
.near li{margin:10px 0}
.near li a{font-weight:600;color:#000}
.near .meta{display:block;color:#333;font-size:.95rem}
.hidden-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
a:focus-visible,button:focus-visible,[tabindex]:focus-visible{outline:3px solid #000;outline-offset:2px}
footer{max-width:900px;margin:0 auto;padding:8px 16px 32px}
footer a{color:#000}
`;

/** The language switch: the same page in each language, by `?lang=` (a cookie keeps the choice). */
function languageLinks({ build, language, path }: PageFrame): string {
  const items = LANGUAGES.map((other) => {
    const current = other === language ? ' aria-current="true"' : '';
    const name = h(build.texts[other].languageName);
    return `<li><a href="${h(path)}?lang=${other}" lang="${other}" hreflang="${other}"${current}>${name}</a></li>`;
  }).join('');
  return `<nav aria-label="${h(build.texts[language].languageLabel)}"><ul class="langs">${items}</ul></nav>`;
}

/**
 * The whole document around a page's content, in the reader's language and direction; `head` adds to its
 * head what one page alone needs (its own styles, a `noindex`).
 */
export function pageDocument(
  frame: PageFrame,
  title: string,
  content: string,
  withNearMe: boolean,
  head = '',
): string {
  const { build, language, portalName } = frame;
  const texts = build.texts[language];
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  const nearMeData = JSON.stringify({ language, texts }).replace(/</g, '\\u003c');
  const scripts = withNearMe
    ? `<script type="application/json" id="${NEAR_ME_DATA_ID}">${nearMeData}</script><script type="module" src="${h(build.nearMeScript)}"></script>`
    : '';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<meta name="description" content="${h(title)}">
<meta name="theme-color" content="#FFD400">
<link rel="icon" href="/favicon.ico" sizes="48x48">
<style>${build.baselineCss}${CSS}</style>
${head}</head>
<body>
<header class="bar"><a class="portal" href="${PATHS.login}">${h(portalName)}</a>${languageLinks(frame)}</header>
<main>${content}</main>
<footer><a href="${PATHS.login}">${h(texts.words.signIn ?? '')}</a></footer>
${scripts}
</body>
</html>`;
}

/** The near-me section: its button waits, hidden, for the script that can answer it. */
export function nearMeSection(texts: PublicPageTexts, headingLevel: 'h1' | 'h2'): string {
  const w = texts.words;
  return `<section class="near" aria-labelledby="near-me-heading">
<${headingLevel} id="near-me-heading">${h(w.nearMe ?? '')}</${headingLevel}>
<p>${h(w.nearMeIntro ?? '')}</p>
<button type="button" class="button" id="near-me-button" hidden>${h(w.nearMeButton ?? '')}</button>
<noscript><p>${h(w.nearMeNeedsJavaScript ?? '')}</p></noscript>
<p id="near-me-status" role="status"></p>
<div id="near-me-results"></div>
</section>`;
}

function todayTable(day: DayTimes, texts: PublicPageTexts, language: Language): string {
  const t = (time: string | null) => (time ? h(formatPrayerTime(time, language)) : '');
  const rows = day.prayers.map((p) => {
    const jamaat =
      p.name === 'dhuhr' && day.jumuah
        ? `${t(day.jumuah[0]!.jamaat)}`
        : p.jamaat
          ? t(p.jamaat)
          : '<span aria-hidden="true">–</span>';
    const name = p.name === 'dhuhr' && day.jumuah ? texts.prayers.jumuah : texts.prayers[p.name];
    return `<tr><th scope="row">${h(name ?? p.name)}</th><td>${t(p.adhan)}</td><td>${jamaat}</td></tr>`;
  });
  const extra: string[] = [];
  for (const [i, j] of (day.jumuah ?? []).entries()) {
    if (i === 0) continue;
    extra.push(
      `<tr><th scope="row">${h(texts.prayers.jumuah ?? '')} ${i + 1}</th><td></td><td>${t(j.jamaat)}</td></tr>`,
    );
  }
  const notes: string[] = [];
  if (day.jumuah) {
    const khutbah = day.jumuah.map((j) => t(j.khutbah)).join(', ');
    notes.push(`${h(texts.parts.khutbah ?? '')}: ${khutbah}`);
  }
  if (day.sehri) notes.push(`${h(texts.parts.sehri ?? '')}: ${t(day.sehri)}`);
  if (day.iftar) notes.push(`${h(texts.parts.iftar ?? '')}: ${t(day.iftar)}`);
  if (day.eid) {
    const name = day.eid.name === 'fitr' ? texts.parts.eidFitr : texts.parts.eidAdha;
    notes.push(`${h(name ?? '')}: ${day.eid.times.map(t).join(', ')}`);
  }
  return `<table>
<thead><tr><th scope="col">${h(texts.words.prayer ?? '')}</th><th scope="col">${h(texts.parts.adhan ?? '')}</th><th scope="col">${h(texts.parts.jamaat ?? '')}</th></tr></thead>
<tbody>${rows.join('')}${extra.join('')}</tbody>
</table>${notes.map((n) => `<p class="note">${n}</p>`).join('')}`;
}

/** The week ahead: each day's jamaats, Jumu'ah's in place of Dhuhr's on a Friday. */
function weekTable(days: DayTimes[], texts: PublicPageTexts, language: Language): string {
  const head = JAMAAT_PRAYERS.map((p) => `<th scope="col">${h(texts.prayers[p] ?? p)}</th>`).join('');
  const rows = days.map((day, i) => {
    const cells = JAMAAT_PRAYERS.map((name) => {
      const jamaat =
        name === 'dhuhr' && day.jumuah
          ? day.jumuah[0]!.jamaat
          : (day.prayers.find((p) => p.name === name)?.jamaat ?? null);
      const jumuah = name === 'dhuhr' && day.jumuah ? `${h(texts.prayers.jumuah ?? '')} ` : '';
      return `<td>${jamaat ? `${jumuah}${h(formatPrayerTime(jamaat, language))}` : ''}</td>`;
    }).join('');
    return `<tr${i === 0 ? ' class="today"' : ''}><th scope="row">${h(dayLabel(day.date, texts, language))}</th>${cells}</tr>`;
  });
  return `<div class="scroll" role="region" aria-labelledby="week-heading" tabindex="0"><table>
<thead><tr><th scope="col">${h(texts.words.day ?? '')}</th>${head}</tr></thead>
<tbody>${rows.join('')}</tbody>
</table></div>`;
}

function mapLink(rules: TimesRules, texts: PublicPageTexts): string {
  const { latitude, longitude } = rules.mosque;
  if (latitude === null || longitude === null) return '';
  const href = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return `<p><a class="button" href="${h(href)}" target="_blank" rel="noopener noreferrer">${h(texts.words.mapLink ?? '')}<span class="hidden-text"> ${h(texts.opensInNewTab)}</span></a></p>`;
}

/** A masjid's public page: its name, address and map link, today's times and the week ahead. */
export function renderMasjidPage(frame: PageFrame, rules: TimesRules, today: string): string {
  const { language } = frame;
  const texts = frame.build.texts[language];
  const { mosque } = rules;
  const address = [mosque.address, ...mosque.placeNames].filter((part) => part.trim() !== '').join(', ');
  const point =
    mosque.latitude === null || mosque.longitude === null
      ? null
      : { latitude: mosque.latitude, longitude: mosque.longitude };
  let times: string;
  if (!point) {
    times = `<section class="card" aria-labelledby="times-heading"><h2 id="times-heading">${h(texts.words.timesNotSet ?? '')}</h2><p>${h(texts.words.timesNotSetText ?? '')}</p></section>`;
  } else {
    const days = timesOfDays(point, rules.versions, today, WEEK_DAYS, rules.indiaHijriAdjustment);
    const first = days[0]!;
    times = `<section class="card" aria-labelledby="times-heading">
<h2 id="times-heading">${h(texts.words.timesHeading ?? '')}</h2>
<p class="dates">${h(dayLabel(first.date, texts, language))} · ${hijriLabel(first, texts)}</p>
${todayTable(first, texts, language)}
<p class="note">${h(texts.words.indiaTime ?? '')}</p>
</section>
<section class="card" aria-labelledby="week-heading">
<h2 id="week-heading">${h(texts.words.weekHeading ?? '')}</h2>
${weekTable(days, texts, language)}
</section>`;
  }
  const content = `<h1>${h(mosque.name)}</h1>
<p class="addr">${h(address)}</p>
${mapLink(rules, texts)}
${times}
${nearMeSection(texts, 'h2')}`;
  return pageDocument(frame, fill(texts.words.pageTitle ?? '', { name: mosque.name }), content, true);
}

/** An unknown masjid: said plainly in the reader's language, with the near-me search to find the right one. */
export function renderMasjidNotFound(frame: PageFrame): string {
  const texts = frame.build.texts[frame.language];
  const content = `<h1>${h(texts.words.notFoundTitle ?? '')}</h1>
<p>${h(texts.words.notFoundText ?? '')}</p>
${nearMeSection(texts, 'h2')}`;
  return pageDocument(frame, texts.words.notFoundTitle ?? '', content, true);
}

/** The masjids near me on a page of their own, which the sign-in's picker links to. */
export function renderNearMePage(frame: PageFrame): string {
  const texts = frame.build.texts[frame.language];
  return pageDocument(frame, texts.words.nearMe ?? '', nearMeSection(texts, 'h1'), true);
}
