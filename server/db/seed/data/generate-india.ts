// Regenerates india.json (states, union territories and their districts) from the npm package
// `india-state-district` (MIT). Run: npx tsx server/db/seed/data/generate-india.ts
//
// The package's data is used as is, except for the fix-ups below, each of which corrects a plain error
// (a merged entry, a stray suffix, a district that was only ever proposed). Names that are merely older
// spellings (Bangalore Urban, Allahabad, Aurangabad ...) are kept: renaming them is a product decision.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getAllStatesWithDistricts } from 'india-state-district';

const SOURCE = 'npm package india-state-district@1.0.5';
const LICENCE = 'MIT';

type Fix = { state: string; from: string; to: string[] };

const FIXES: Fix[] = [
  // Two districts run together: "Sri Sathya Sai" and "YSR" (YSR Kadapa). Andhra Pradesh has 26.
  { state: 'Andhra Pradesh', from: 'Sri SathyaYSR', to: ['Sri Sathya Sai', 'YSR Kadapa'] },
  // The administrative unit is the Itanagar Capital Complex.
  { state: 'Arunachal Pradesh', from: 'Itanagar City Complex', to: ['Itanagar Capital Complex'] },
  // Stray "district" suffixes that no other entry carries.
  { state: 'Meghalaya', from: 'Eastern West Khasi Hills district', to: ['Eastern West Khasi Hills'] },
  { state: 'Delhi', from: 'Shahdara district', to: ['Shahdara'] },
  // Capitalisation, as with Mumbai City.
  { state: 'Maharashtra', from: 'Mumbai suburban', to: ['Mumbai Suburban'] },
  // En dash in a name people type; use a plain hyphen like every other hyphenated district.
  { state: 'Telangana', from: 'Medchal–Malkajgiri', to: ['Medchal-Malkajgiri'] },
  // Chachaura and Nagda were proposed but never formed; the 55 districts include Mauganj and Pandhurna (2023).
  { state: 'Madhya Pradesh', from: 'Chachoda', to: ['Mauganj'] },
  { state: 'Madhya Pradesh', from: 'Nagda', to: ['Pandhurna'] },
  // Proposed in 2011 and never notified: Uttarakhand has 13 districts.
  { state: 'Uttarakhand', from: 'Didihat', to: [] },
  { state: 'Uttarakhand', from: 'Kotdwar', to: [] },
  { state: 'Uttarakhand', from: 'Ranikhet', to: [] },
  { state: 'Uttarakhand', from: 'Yamunotri', to: [] },
];

export type IndiaState = { name: string; districts: string[] };
export type IndiaData = { source: string; licence: string; states: IndiaState[] };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const clean = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim();

export function buildIndia(): IndiaData {
  const unused = new Set(FIXES);
  const states = getAllStatesWithDistricts().map((raw): IndiaState => {
    const name = clean(raw.name);
    const seen = new Map<string, string>();
    for (const d of raw.districts) {
      const fix = FIXES.find((f) => f.state === name && f.from === clean(d));
      if (fix) unused.delete(fix);
      for (const district of fix ? fix.to : [clean(d)]) {
        const key = district.toLocaleLowerCase('en');
        if (district && !seen.has(key)) seen.set(key, district);
      }
    }
    return { name, districts: [...seen.values()].sort(collator.compare) };
  });
  if (unused.size > 0) {
    throw new Error(`Fix-ups no longer match the package: ${[...unused].map((f) => f.from).join(', ')}`);
  }
  const names = new Set(states.map((s) => s.name.toLocaleLowerCase('en')));
  if (names.size !== states.length) throw new Error('Duplicate state names');
  states.sort((a, b) => collator.compare(a.name, b.name));
  return { source: SOURCE, licence: LICENCE, states };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const data = buildIndia();
  const districts = data.states.reduce((n, s) => n + s.districts.length, 0);
  if (data.states.length !== 36) throw new Error(`Expected 36 states and UTs, got ${data.states.length}`);
  const out = fileURLToPath(new URL('./india.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
  process.stdout.write(`Wrote ${out}: ${data.states.length} states/UTs, ${districts} districts\n`);
}
