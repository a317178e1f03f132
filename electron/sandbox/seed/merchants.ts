/*
 * Demo merchants, users and API keys (seeded first; ticketing seeds after this, same DB).
 *
 *   merchants.id  name                       currency  default_language  languages        charging_procedure  free credit
 *   m-demo        Demo Bergbahnen & Spa AG   CHF       de                de, fr, it, en   new                 10 %
 *   m-legacy      Altstadt Buchhandlung      CHF       de                de               legacy              0
 *   m-other       Autre Commerce SA          CHF       fr                fr, de           new                 0
 *
 *   users.id         merchant_id  third_party_approved  key role         key
 *   u-integration    m-demo       1                     integration      demo-integration-key-0001
 *   u-integration-2  m-demo       1                     integration-2    demo-integration-key-0002
 *   u-ordinary       m-demo       0                     ordinary         demo-ordinary-key-0003
 *   u-other          m-other      1                     other-merchant   demo-other-merchant-key-0004
 *   u-legacy         m-legacy     1                     legacy-merchant  demo-legacy-merchant-key-0005
 *   u-till           m-demo       1                     till             demo-till-key-0006  (no ordering right: 403 there)
 *   (none)           -            -                     invalid          demo-invalid-key-0000  (not stored: always 401)
 */
import type { Db } from '../../common/sqlite';

/** Role -> key of every demo key, including the `invalid` one that is never stored. */
export const DEMO_KEYS: Readonly<Record<string, string>> = {
  integration: 'demo-integration-key-0001',
  'integration-2': 'demo-integration-key-0002',
  ordinary: 'demo-ordinary-key-0003',
  'other-merchant': 'demo-other-merchant-key-0004',
  'legacy-merchant': 'demo-legacy-merchant-key-0005',
  till: 'demo-till-key-0006',
  invalid: 'demo-invalid-key-0000',
};

const merchants = [
  {
    id: 'm-demo',
    name: 'Demo Bergbahnen & Spa AG',
    currency: 'CHF',
    lang: 'de',
    langs: ['de', 'fr', 'it', 'en'],
    proc: 'new',
    credit: 10,
    city: 'Interlaken',
    canton: 'BE',
    description: {
      de: 'Bergbahnen, Thermalbad und Restaurant',
      fr: 'Remontées, bains thermaux et restaurant',
      it: 'Funivie, terme e ristorante',
      en: 'Mountain railways, thermal spa and restaurant',
    },
  },
  {
    id: 'm-legacy',
    name: 'Altstadt Buchhandlung',
    currency: 'CHF',
    lang: 'de',
    langs: ['de'],
    proc: 'legacy',
    credit: 0,
    city: 'Bern',
    canton: 'BE',
    description: { de: 'Bücher seit 1902' },
  },
  {
    id: 'm-other',
    name: 'Autre Commerce SA',
    currency: 'CHF',
    lang: 'fr',
    langs: ['fr', 'de'],
    proc: 'new',
    credit: 0,
    city: 'Lausanne',
    canton: 'VD',
    description: { fr: 'Un autre commerce', de: 'Ein anderes Geschäft' },
  },
] as const;

const users = [
  ['u-integration', 'm-demo', 'Kasse Talstation', 1, 'integration'],
  ['u-integration-2', 'm-demo', 'Kasse Bergstation', 1, 'integration-2'],
  ['u-ordinary', 'm-demo', 'Back-Office', 0, 'ordinary'],
  ['u-other', 'm-other', 'Caisse Lausanne', 1, 'other-merchant'],
  ['u-legacy', 'm-legacy', 'Kasse Buchhandlung', 1, 'legacy-merchant'],
  ['u-till', 'm-demo', 'Kasse Kiosk', 1, 'till'],
] as const;

/** Inserts the demo merchants, their payment methods, users and keys. */
export function seedMerchants(db: Db): void {
  const m = db.prepare(
    `insert into merchants (id, name, currency, default_language, languages, charging_procedure, free_credit_percentage,
       city, canton_short, description) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pm = db.prepare('insert into payment_methods (merchant_id, id, name) values (?, ?, ?)');
  for (const x of merchants) {
    m.run(x.id, x.name, x.currency, x.lang, JSON.stringify(x.langs), x.proc, x.credit, x.city, x.canton, JSON.stringify(x.description));
    pm.run(x.id, 'cash', 'Bar');
    pm.run(x.id, 'card', 'Karte');
    pm.run(x.id, 'twint', 'TWINT');
  }
  const u = db.prepare('insert into users (id, merchant_id, name, third_party_approved) values (?, ?, ?, ?)');
  const k = db.prepare('insert into api_keys (key, user_id, role) values (?, ?, ?)');
  for (const [id, merchant, name, approved, role] of users) {
    u.run(id, merchant, name, approved);
    const key = DEMO_KEYS[role];
    if (key) k.run(key, id, role);
  }
}
