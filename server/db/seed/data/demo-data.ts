// Demo data (DEMO_DATA): seeded once into an empty database, never in production.
// The masjids are real, well-known mosques with their public addresses and points. Every `state` and `district`
// is spelled exactly as in india.json. People (volunteers) are fictitious: 90000000xx numbers, example.org.

/**
 * `url` is the masjid's public page, or '' when it has none we can name with certainty. `latitude` and
 * `longitude` are where it stands, in degrees, read off public maps to within about 100 m: near enough for its
 * prayer times (one minute of adhan is some 25 km east or west) and for "masjids near me".
 */
export type DemoMosque = {
  code: string;
  name: string;
  address: string;
  url: string;
  latitude: number;
  longitude: number;
};
export type DemoLocality = { name: string; masjids: DemoMosque[] };
export type DemoCity = { name: string; localities: DemoLocality[] };
export type DemoPlace = { state: string; district: string; cities: DemoCity[] };

export type DemoAlert = {
  title: string;
  message: string;
  category: 'society' | 'education' | 'health' | 'other';
  severity: 'low' | 'moderate' | 'high';
  importantDetails: string | null;
  link: string | null;
  daysValid: number;
  target: { level: 'country' } | { level: 'state'; state: string } | { level: 'Mosque'; code: string };
};

export type DemoVolunteer = {
  name: string;
  mobile: string;
  email: string;
  scope:
    | { level: 'Mosque'; code: string }
    | { level: 'Area'; state: string; district?: string; city?: string };
  category: string /* name of a top-level default category */;
  /** Keeps the treasury of the masjid of their scope (the demo's Baitul Maal, server/db/seed/demo-treasury.ts). */
  keepsTreasury?: boolean;
  /** Keeps the register of the masjid of their scope (the demo's register, server/db/seed/demo-register.ts). */
  keepsRegister?: boolean;
};

/**
 * A masjid's public page: its English Wikipedia article, the one stable public page each of these has (none
 * keeps an official website of its own that we could vouch for). A masjid without an article we can name with
 * certainty has no link (''), and My Masjid shows it as a plain card. Never a search page: a link that only
 * searches tells the member nothing.
 */
const wikipedia = (article: string): string => `https://en.wikipedia.org/wiki/${article}`;

const masjid = (
  code: string,
  name: string,
  address: string,
  [latitude, longitude]: readonly [number, number],
  url = '',
): DemoMosque => ({ code, name, address, url, latitude, longitude });

export const demoPlaces: DemoPlace[] = [
  {
    state: 'Delhi',
    district: 'Central Delhi',
    cities: [
      {
        name: 'Delhi',
        localities: [
          {
            name: 'Chandni Chowk',
            masjids: [
              masjid(
                'DL-JM-001',
                'Jama Masjid',
                'Meena Bazar, Jama Masjid, Chandni Chowk, Old Delhi, Delhi 110006',
                [28.6507, 77.2334],
                wikipedia('Jama_Masjid,_Delhi'),
              ),
              masjid(
                'DL-FP-001',
                'Fatehpuri Masjid',
                'Fatehpuri, western end of Chandni Chowk, near Khari Baoli, Old Delhi, Delhi 110006',
                [28.6567, 77.2217],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    state: 'Telangana',
    district: 'Hyderabad',
    cities: [
      {
        name: 'Hyderabad',
        localities: [
          {
            name: 'Charminar',
            masjids: [
              masjid(
                'TG-MM-001',
                'Mecca Masjid',
                'Near Charminar, Ghansi Bazaar, Hyderabad, Telangana 500002',
                [17.3604, 78.4736],
                wikipedia('Makkah_Masjid,_Hyderabad'),
              ),
              masjid(
                'TG-JM-001',
                'Jama Masjid Charminar',
                'Near Charminar, Hyderabad, Telangana 500002',
                [17.3619, 78.4744],
              ),
            ],
          },
          {
            name: 'Begumpet',
            masjids: [
              masjid(
                'TG-SM-001',
                'Spanish Mosque (Masjid Iqbal-ud-Daula)',
                'Paigah Palace grounds, Begumpet, Hyderabad, Telangana',
                [17.4444, 78.4647],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    state: 'Maharashtra',
    district: 'Mumbai City',
    cities: [
      {
        name: 'Mumbai',
        localities: [
          {
            name: 'Bhendi Bazaar',
            masjids: [
              masjid(
                'MH-MM-001',
                'Minara Masjid',
                'Ibrahim Merchant Road, off Mohammed Ali Road, Bhendi Bazaar, Mumbai, Maharashtra 400003',
                [18.9578, 72.8342],
              ),
            ],
          },
          {
            name: 'Kalbadevi',
            masjids: [
              masjid(
                'MH-JM-001',
                'Jama Masjid Mumbai',
                'Janjikar Street, Zaveri Bazaar, Kalbadevi, near Crawford Market, Mumbai, Maharashtra 400002',
                [18.9494, 72.8336],
              ),
            ],
          },
          {
            name: 'Haji Ali',
            masjids: [
              masjid(
                'MH-HA-001',
                'Haji Ali Dargah Masjid',
                'Haji Ali Dargah, off Lala Lajpat Rai Marg, Haji Ali, Mumbai, Maharashtra 400026',
                [18.9827, 72.8089],
                wikipedia('Haji_Ali_Dargah'),
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    state: 'West Bengal',
    district: 'Kolkata',
    cities: [
      {
        name: 'Kolkata',
        localities: [
          {
            name: 'Burrabazar',
            masjids: [
              masjid(
                'WB-NM-001',
                'Nakhoda Masjid',
                'Zakaria Street and Rabindra Sarani, Kolutola, Burrabazar, Kolkata, West Bengal 700073',
                [22.5789, 88.3561],
                wikipedia('Nakhoda_Masjid'),
              ),
            ],
          },
          {
            name: 'Dharmatala',
            masjids: [
              masjid(
                'WB-TS-001',
                'Tipu Sultan Shahi Masjid',
                '185 Lenin Sarani (Dharmatala Street), Esplanade, Kolkata, West Bengal',
                [22.5639, 88.3511],
                wikipedia('Tipu_Sultan_Mosque'),
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    state: 'Kerala',
    district: 'Thrissur',
    cities: [
      {
        name: 'Kodungallur',
        localities: [
          {
            name: 'Methala',
            masjids: [
              masjid(
                'KL-CJ-001',
                'Cheraman Juma Masjid',
                'Methala, Kodungallur, Thrissur district, Kerala',
                [10.2213, 76.1969],
                wikipedia('Cheraman_Juma_Mosque'),
              ),
            ],
          },
        ],
      },
    ],
  },
];

export const demoAlerts: DemoAlert[] = [
  {
    title: 'Minority scholarships: apply on the National Scholarship Portal',
    message:
      'Pre-matric, post-matric and merit-cum-means scholarships for minority students are open. Apply online before the last date and keep your documents ready.',
    category: 'education',
    severity: 'high',
    importantDetails:
      'Documents: Aadhaar, bank passbook (account in the student’s name), income certificate, previous marksheet\nFee receipt and bonafide certificate from the institution\nVolunteers at your masjid can help you fill in the form',
    link: 'https://scholarships.gov.in/',
    daysValid: 30,
    target: { level: 'country' },
  },
  {
    title: 'Aadhaar and voter ID help desk',
    message:
      'Volunteers will help families update Aadhaar details, link mobile numbers and apply for new voter ID cards. Bring the originals of your documents.',
    category: 'society',
    severity: 'moderate',
    importantDetails:
      'Bring Aadhaar, a proof of address and a passport-size photograph\nElderly and disabled members are served first\nThe service is free; pay no one for the forms',
    link: null,
    daysValid: 10,
    target: { level: 'state', state: 'Telangana' },
  },
  {
    title: 'Weekend Quran classes for children',
    message:
      'Quran and Urdu classes for children aged 6 to 14 are held in the masjid every Saturday and Sunday. New students are welcome; register with the imam after any namaz.',
    category: 'education',
    severity: 'low',
    importantDetails: 'Time: after Asr until Maghrib\nBring a notebook and a pencil\nNo fee is charged',
    link: null,
    daysValid: 14,
    target: { level: 'Mosque', code: 'DL-JM-001' },
  },
  {
    title: 'Free health camp after Jumu’ah',
    message:
      'A free health camp will be held in the masjid hall after Jumu’ah: blood pressure, blood sugar and eye check-ups, with free medicines for common ailments.',
    category: 'health',
    severity: 'low',
    importantDetails:
      'Time: 2:00 pm to 5:00 pm\nBring earlier prescriptions and reports, if any\nOpen to everyone, free of cost',
    link: null,
    daysValid: 7,
    target: { level: 'Mosque', code: 'TG-MM-001' },
  },
];

export const demoVolunteers: DemoVolunteer[] = [
  {
    name: 'Ayesha Siddiqui',
    mobile: '9000000001',
    email: 'ayesha.siddiqui@example.org',
    scope: { level: 'Mosque', code: 'DL-JM-001' },
    category: 'Education',
    keepsTreasury: true,
    keepsRegister: true,
  },
  {
    name: 'Mohammed Irfan',
    mobile: '9000000002',
    email: 'mohammed.irfan@example.org',
    scope: { level: 'Area', state: 'Telangana', district: 'Hyderabad', city: 'Hyderabad' },
    category: 'Health',
  },
];
