// The one script of the visitors' pages (server/http/public-masjid-page.ts): the masjids near me. It asks the
// browser for its location only when the button is pressed, then the 10 nearest masjids of the server, and
// writes them as a list of links to their pages. Plain DOM: it is bundled alone, a few KiB, so that the page
// stays light on a slow network (web/prerender/write-public-page.ts).
import { todayInIndia } from '../../domain/dates';
import { NEAR_ME_DATA_ID, type NearMeData } from '../../domain/public-page';
import { type NearbyReply, type NearMeProblem, nearbyItems, problemText } from './near-me-view';

const data = JSON.parse(document.getElementById(NEAR_ME_DATA_ID)?.textContent ?? 'null') as NearMeData | null;
const button = document.getElementById('near-me-button') as HTMLButtonElement | null;
const status = document.getElementById('near-me-status');
const results = document.getElementById('near-me-results');

function element(tag: string, text: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 20_000, maximumAge: 300_000 }),
  );
}

async function nearby(latitude: number, longitude: number): Promise<NearbyReply> {
  const response = await fetch('/api/getNearbyMosques', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { latitude, longitude } }),
  });
  if (!response.ok) throw new Error(`getNearbyMosques answered ${response.status}`);
  return ((await response.json()) as { result: NearbyReply }).result;
}

if (data && button && status && results) {
  const { texts, language } = data;
  let busy = false;
  const say = (text: string) => {
    status.textContent = text;
  };
  const fail = (problem: NearMeProblem) => {
    say(problemText(problem, texts));
    results.replaceChildren();
  };
  const search = async () => {
    if (!('geolocation' in navigator)) return fail('unsupported');
    if (!navigator.onLine) return fail('offline');
    say(texts.words.nearMeSearching ?? '');
    let here: GeolocationPosition;
    try {
      here = await position();
    } catch (err) {
      return fail((err as GeolocationPositionError).code === 1 ? 'denied' : 'unavailable');
    }
    let reply: NearbyReply;
    try {
      reply = await nearby(here.coords.latitude, here.coords.longitude);
    } catch {
      return fail(navigator.onLine ? 'failed' : 'offline');
    }
    const items = nearbyItems(reply, texts, language, todayInIndia(new Date()));
    if (items.length === 0) return fail('none');
    const heading = element('h3', texts.words.nearMeResults ?? '');
    heading.id = 'near-me-list-heading';
    const list = document.createElement('ol');
    list.setAttribute('aria-labelledby', heading.id);
    for (const item of items) {
      const li = document.createElement('li');
      const link = element('a', item.name) as HTMLAnchorElement;
      link.href = item.href;
      link.dir = 'auto';
      li.append(link, element('span', item.distance, 'meta'), element('span', item.next, 'meta'));
      if (item.place) li.append(element('span', item.place, 'meta'));
      list.append(li);
    }
    say('');
    results.replaceChildren(heading, list);
  };
  button.hidden = false;
  button.addEventListener('click', () => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    void search().finally(() => {
      busy = false;
      button.removeAttribute('aria-disabled');
    });
  });
}
