// Demo ticketing catalogue: products covering every rule of §4.1/§5.3 and events for §4.9.
// Ids are deterministic (exported for tests and the trainers' table in README).
import type { Db } from '../../common/sqlite';
import { hexId } from './util';

const pid = (n: number): string => hexId('demo-product', n);
const eid = (n: number): string => hexId('demo-event', n);

/** Ids of the demo products. */
export const DEMO_PRODUCTS = {
  /** Day slots, 4 languages, capacity 200, free toddler category. */
  spa: pid(1),
  /** Time slots 09/11/13/15h, cut-off 30 min, capacity 40, adults required (allow_zero false), children max 4. */
  gondola: pid(2),
  /** Only de + fr; Friday and Saturday 18:30, cut-off 2 h, capacity 12. */
  aperitif: pid(3),
  /** Only fr + it (booking defaults to fr); unlimited capacity. */
  tourFr: pid(4),
  /** Inactive: listed, no availabilities, booking 409 product_inactive. */
  sledge: pid(5),
  /** No categories: listed, nothing bookable. */
  museumPromo: pid(6),
  /** Reserved seating: stored, omitted, 404. */
  concertHall: pid(7),
  /** Mandatory ticket questions: stored, omitted, 404. */
  wellnessQuestions: pid(8),
  /** Third-party channel disabled: omitted, 404. */
  privateTour: pid(9),
  /** Allow-list holds only u-integration: integration-2 gets 403. */
  valleyOnly: pid(10),
  /** Of merchant m-other. */
  otherMuseum: pid(11),
} as const;

/** Ids of the demo events. */
export const DEMO_EVENTS = {
  jazz: eid(1),
  gala: eid(2),
  calendar: eid(3),
  deleted: eid(4),
  entry: eid(5),
  other: eid(6),
} as const;

type Texts = Record<string, [name: string, description: string, template: string]>;

interface ProductSeed {
  id: string;
  merchant: string;
  active?: boolean;
  slot: 'day' | 'time';
  texts: Texts;
  capacity: number | null;
  weekdays?: string;
  times?: string[];
  dayClosing?: string;
  cutoff?: number;
  thirdParty?: boolean;
  notIntegrable?: string;
  allow: string[];
  image?: string;
  categories: {
    names: Record<string, string>;
    ageFrom: number | null;
    ageTo: number | null;
    price: number;
    min?: number;
    max?: number | null;
    allowZero?: boolean;
  }[];
}

const all4 = (de: string, fr: string, it: string, en: string): Record<string, string> => ({ de, fr, it, en });
const adults = (price: number, extra: object = {}) => ({
  names: all4('Erwachsene', 'Adultes', 'Adulti', 'Adults'),
  ageFrom: 16,
  ageTo: null,
  price,
  ...extra,
});
const children = (price: number, extra: object = {}) => ({
  names: all4('Kinder', 'Enfants', 'Bambini', 'Children'),
  ageFrom: 6,
  ageTo: 15,
  price,
  ...extra,
});
const both = ['u-integration', 'u-integration-2', 'u-ordinary'];
const tpl = 'Gültig für {{first_name}} am {{start_date_time}}';

const products: ProductSeed[] = [
  {
    id: DEMO_PRODUCTS.spa,
    merchant: 'm-demo',
    slot: 'day',
    capacity: 200,
    dayClosing: '17:00',
    allow: both,
    image: 'https://images.example.ch/demo/spa.jpg',
    texts: {
      de: ['Thermalbad Tageseintritt', '<p>Innen- und Aussenbecken, Saunalandschaft.</p>', tpl],
      fr: [
        'Bains thermaux entrée journalière',
        '<p>Bassins intérieurs et extérieurs.</p>',
        'Valable pour {{first_name}} le {{start_date_time}}',
      ],
      it: ['Terme ingresso giornaliero', '<p>Piscine interne ed esterne.</p>', ''],
      en: ['Thermal spa day pass', '<p>Indoor and outdoor pools, sauna area.</p>', 'Valid for {{first_name}} on {{start_date_time}}'],
    },
    categories: [
      adults(3500),
      children(1800),
      { names: all4('Kleinkinder', 'Petits enfants', 'Bambini piccoli', 'Toddlers'), ageFrom: null, ageTo: 5, price: 0, max: 3 },
    ],
  },
  {
    id: DEMO_PRODUCTS.gondola,
    merchant: 'm-demo',
    slot: 'time',
    capacity: 40,
    times: ['09:00', '11:00', '13:00', '15:00'],
    cutoff: 30,
    allow: both,
    image: 'https://images.example.ch/demo/gondola.jpg',
    texts: {
      de: ['Panoramafahrt Gondel', '<p>Berg- und Talfahrt mit Aussicht.</p>', tpl],
      fr: ['Télécabine panoramique', '<p>Aller-retour avec vue.</p>', ''],
      it: ['Cabinovia panoramica', '<p>Andata e ritorno.</p>', ''],
      en: ['Panoramic gondola ride', '<p>Return trip with a view.</p>', ''],
    },
    categories: [
      adults(4200, { min: 1, max: 10, allowZero: false }),
      children(2100, { max: 4 }),
      { names: all4('Hund', 'Chien', 'Cane', 'Dog'), ageFrom: null, ageTo: null, price: 500, max: 1 },
    ],
  },
  {
    id: DEMO_PRODUCTS.aperitif,
    merchant: 'm-demo',
    slot: 'time',
    capacity: 12,
    weekdays: '56',
    times: ['18:30'],
    cutoff: 120,
    allow: both,
    texts: {
      de: ['Sonnenuntergangs-Apéro', '<p>Apéro auf der Terrasse.</p>', ''],
      fr: ['Apéro au coucher du soleil', '<p>Sur la terrasse.</p>', ''],
    },
    categories: [{ names: { de: 'Erwachsene', fr: 'Adultes' }, ageFrom: 18, ageTo: null, price: 6500 }],
  },
  {
    id: DEMO_PRODUCTS.tourFr,
    merchant: 'm-demo',
    slot: 'day',
    capacity: null,
    dayClosing: '12:00',
    allow: both,
    texts: {
      fr: ['Visite guidée en français', '<p>Visite du village.</p>', ''],
      it: ['Visita guidata in francese', '<p>Visita del villaggio.</p>', ''],
    },
    categories: [{ names: { fr: 'Adultes', it: 'Adulti' }, ageFrom: null, ageTo: null, price: 2500 }],
  },
  {
    id: DEMO_PRODUCTS.sledge,
    merchant: 'm-demo',
    active: false,
    slot: 'day',
    capacity: 100,
    allow: both,
    texts: {
      de: ['Schlittelpass (Saison beendet)', '<p>Ab Dezember wieder.</p>', ''],
      en: ['Sledging pass (season over)', '<p>Back in December.</p>', ''],
    },
    categories: [adults(2800)],
  },
  {
    id: DEMO_PRODUCTS.museumPromo,
    merchant: 'm-demo',
    slot: 'day',
    capacity: 50,
    allow: both,
    texts: { de: ['Museum Vorschau', '<p>Kategorien folgen.</p>', ''], fr: ['Aperçu du musée', '<p>Catégories à venir.</p>', ''] },
    categories: [],
  },
  {
    id: DEMO_PRODUCTS.concertHall,
    merchant: 'm-demo',
    slot: 'time',
    capacity: 300,
    times: ['19:30'],
    notIntegrable: 'reserved_seating',
    allow: both,
    texts: { de: ['Konzertsaal (Sitzplatz)', '', ''] },
    categories: [adults(5500)],
  },
  {
    id: DEMO_PRODUCTS.wellnessQuestions,
    merchant: 'm-demo',
    slot: 'day',
    capacity: 20,
    notIntegrable: 'mandatory_ticket_questions',
    allow: both,
    texts: { de: ['Wellness mit Pflichtfragen', '', ''] },
    categories: [adults(9000)],
  },
  {
    id: DEMO_PRODUCTS.privateTour,
    merchant: 'm-demo',
    slot: 'day',
    capacity: 5,
    thirdParty: false,
    allow: both,
    texts: { de: ['Privatführung', '', ''] },
    categories: [adults(15000)],
  },
  {
    id: DEMO_PRODUCTS.valleyOnly,
    merchant: 'm-demo',
    slot: 'day',
    capacity: 30,
    allow: ['u-integration'],
    texts: { de: ['Nur Talstation', '<p>Nur an der Talstation erhältlich.</p>', ''], en: ['Valley station only', '', ''] },
    categories: [adults(1500)],
  },
  {
    id: DEMO_PRODUCTS.otherMuseum,
    merchant: 'm-other',
    slot: 'day',
    capacity: 80,
    allow: ['u-other'],
    texts: { fr: ['Musée du Lac', '<p>Collections permanentes.</p>', ''], de: ['Seemuseum', '<p>Dauerausstellung.</p>', ''] },
    categories: [{ names: { fr: 'Adultes', de: 'Erwachsene' }, ageFrom: null, ageTo: null, price: 1200 }],
  },
];

/** Inserts settings, products with texts, categories, ticket types and allow-lists, and events. */
export function seedCatalog(db: Db, seededAt: string, eventTime: (days: number, hhmm: string) => string): void {
  const settings = db.prepare('insert into tk_settings (merchant_id, wallet_enabled, shop_url) values (?, ?, ?)');
  settings.run('m-demo', 1, 'https://tickets.example.ch/demo');
  settings.run('m-other', 0, 'https://billets.example.ch/autre');
  const prod = db.prepare(
    `insert into tk_products (id, merchant_id, position, is_active, slot_type, image_url, updated_at, third_party_enabled,
       not_integrable_reason, languages, capacity, weekdays, times, day_closing, cutoff_minutes)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const text = db.prepare('insert into tk_product_texts (product_id, language, name, description, ticket_template) values (?, ?, ?, ?, ?)');
  const allow = db.prepare('insert into tk_allow_list (product_id, user_id) values (?, ?)');
  const cat = db.prepare(
    `insert into tk_categories (id, product_id, position, names, age_from, age_to, min_quantity, max_quantity, allow_zero_quantity)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const type = db.prepare(
    'insert into tk_ticket_types (id, product_id, category_id, name, price_in_cents, is_active, capacity) values (?, ?, ?, ?, ?, ?, ?)',
  );
  products.forEach((p, i) => {
    prod.run(
      p.id,
      p.merchant,
      i,
      p.active === false ? 0 : 1,
      p.slot,
      p.image ?? '',
      seededAt,
      p.thirdParty === false ? 0 : 1,
      p.notIntegrable ?? null,
      JSON.stringify(Object.keys(p.texts)),
      p.capacity,
      p.weekdays ?? '1234567',
      JSON.stringify(p.times ?? []),
      p.dayClosing ?? '17:00',
      p.cutoff ?? 0,
    );
    for (const [lang, [name, description, template]] of Object.entries(p.texts)) text.run(p.id, lang, name, description, template);
    for (const user of p.allow) allow.run(p.id, user);
    p.categories.forEach((c, j) => {
      const cid = hexId(`demo-category-${p.id}`, j);
      const names = Object.fromEntries(Object.keys(p.texts).map((l) => [l, c.names[l] ?? '']));
      cat.run(cid, p.id, j, JSON.stringify(names), c.ageFrom, c.ageTo, c.min ?? 0, c.max ?? null, c.allowZero === false ? 0 : 1);
      type.run(hexId(`demo-type-${p.id}`, j), p.id, cid, Object.values(names)[0] ?? '', c.price, 1, null);
    });
  });
  seedEvents(db, eventTime);
}

function seedEvents(db: Db, at: (days: number, hhmm: string) => string): void {
  const ev = db.prepare(
    'insert into tk_events (id, merchant_id, name, starts_at, url, kind, deleted, waiting_list_entries) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const type = db.prepare(
    'insert into tk_ticket_types (id, product_id, category_id, name, price_in_cents, is_active, capacity) values (?, ?, null, ?, ?, ?, ?)',
  );
  const url = (slug: string): string => `https://tickets.example.ch/demo/de/events/${slug}`;
  ev.run(DEMO_EVENTS.jazz, 'm-demo', 'Jazz im Kursaal', at(20, '20:00'), url('jazz-im-kursaal'), 'event', 0, 0);
  type.run(hexId('demo-event-type', 1), DEMO_EVENTS.jazz, 'Kategorie A', 6500, 1, 300);
  type.run(hexId('demo-event-type', 2), DEMO_EVENTS.jazz, 'Kategorie B', 4500, 1, 200);
  type.run(hexId('demo-event-type', 3), DEMO_EVENTS.jazz, 'Stehplatz (deaktiviert)', 3000, 0, 50);
  ev.run(DEMO_EVENTS.gala, 'm-demo', 'Silvester-Gala', at(40, '19:00'), url('silvester-gala'), 'event', 0, 14);
  type.run(hexId('demo-event-type', 4), DEMO_EVENTS.gala, 'Gala-Ticket', 18000, 1, 8);
  type.run(hexId('demo-event-type', 5), DEMO_EVENTS.gala, 'Gruppenticket (4 Personen)', 64000, 1, 2);
  ev.run(DEMO_EVENTS.calendar, 'm-demo', 'Kalender-Führungen', at(5, '10:00'), url('kalender-fuehrungen'), 'calendar', 0, 0);
  ev.run(DEMO_EVENTS.deleted, 'm-demo', 'Abgesagtes Open Air', at(10, '18:00'), url('open-air'), 'event', 1, 0);
  ev.run(DEMO_EVENTS.entry, 'm-demo', 'Eintritt Museum', at(1, '09:00'), url('eintritt-museum'), 'entry', 0, 0);
  ev.run(
    DEMO_EVENTS.other,
    'm-other',
    'Concert du Lac',
    at(15, '20:00'),
    'https://billets.example.ch/autre/fr/events/concert',
    'event',
    0,
    0,
  );
  type.run(hexId('demo-event-type', 6), DEMO_EVENTS.other, 'Place libre', 3500, 1, 120);
}

/** Category id of a demo product's n-th category (0-based). */
export const demoCategory = (productId: string, n: number): string => hexId(`demo-category-${productId}`, n);
/** Ticket type id of a demo product's n-th category, or of a demo event type (1-based). */
export const demoTicketType = (productId: string, n: number): string => hexId(`demo-type-${productId}`, n);
/** Ticket type id of a demo event type (1-based, see seedEvents). */
export const demoEventType = (n: number): string => hexId('demo-event-type', n);
