// Demo catalog: voucher types (ordering area), shop products and promo codes.
import type { Db } from '../../common/sqlite';

const img = (name: string) => [{ src: `https://images.example.invalid/demo/${name}.jpg` }];
const t4 = (de: string, fr: string, it: string, en: string) => ({ de, fr, it, en });

interface TypeSeed {
  id: string;
  merchant: string;
  kind: 'value_voucher' | 'package' | 'variants' | 'other' | 'depot';
  name: Record<string, string>;
  desc: Record<string, string>;
  list?: number | null;
  discount?: number | null;
  price?: number | null;
  min?: number | null;
  max?: number | null;
  variants?: { id: string; name: Record<string, string>; price_in_cents: number; pre_selected: boolean }[];
  published?: boolean;
  contingent?: number | null;
  rechargeable?: boolean;
  freeCredit?: number;
  deleted?: boolean;
}

/** Voucher types of the demo merchants (ids are referenced by the voucher and history seeds). */
export const VOUCHER_TYPES: readonly TypeSeed[] = [
  {
    id: 'vt-value',
    merchant: 'm-demo',
    kind: 'value_voucher',
    min: 2000,
    max: 300000,
    name: t4('Wertgutschein', 'Bon de valeur', 'Buono valore', 'Gift card'),
    desc: t4('<p>Frei wählbarer Betrag.</p>', '<p>Montant libre.</p>', '<p>Importo libero.</p>', '<p>Any amount.</p>'),
  },
  {
    id: 'vt-spa',
    merchant: 'm-demo',
    kind: 'package',
    list: 21000,
    discount: 10,
    price: 18900,
    rechargeable: false,
    name: t4('Spa-Tag für zwei', 'Journée spa pour deux', 'Giornata spa per due', 'Spa day for two'),
    desc: t4(
      '<p>Eintritt, Massage, Tee.</p>',
      '<p>Entrée, massage, thé.</p>',
      '<p>Ingresso, massaggio, tè.</p>',
      '<p>Entry, massage, tea.</p>',
    ),
  },
  {
    id: 'vt-ski',
    merchant: 'm-demo',
    kind: 'variants',
    rechargeable: false,
    name: t4('Tageskarte Ski', 'Carte journalière ski', 'Giornaliera sci', 'Ski day pass'),
    desc: t4('<p>Gültig eine Saison.</p>', '<p>Valable une saison.</p>', '<p>Valida una stagione.</p>', '<p>Valid for one season.</p>'),
    variants: [
      { id: 'var-adult', name: t4('Erwachsene', 'Adultes', 'Adulti', 'Adults'), price_in_cents: 6900, pre_selected: true },
      { id: 'var-child', name: t4('Kinder', 'Enfants', 'Bambini', 'Children'), price_in_cents: 3500, pre_selected: false },
    ],
  },
  {
    id: 'vt-fondue',
    merchant: 'm-demo',
    kind: 'package',
    price: 8900,
    list: 8900,
    contingent: 5,
    rechargeable: false,
    name: t4('Fondue-Abend', 'Soirée fondue', 'Serata fondue', 'Fondue evening'),
    desc: t4(
      '<p>Fondue im Bergrestaurant.</p>',
      '<p>Fondue au restaurant.</p>',
      '<p>Fondue al ristorante.</p>',
      '<p>Fondue at the restaurant.</p>',
    ),
  },
  {
    id: 'vt-other',
    merchant: 'm-demo',
    kind: 'other',
    rechargeable: false,
    name: t4('Jahresabo (nur am Schalter)', 'Abonnement annuel (guichet)', 'Abbonamento annuale (sportello)', 'Season pass (desk only)'),
    desc: t4('<p>Nur am Schalter.</p>', '<p>Au guichet seulement.</p>', '<p>Solo allo sportello.</p>', '<p>At the desk only.</p>'),
  },
  {
    id: 'vt-unpublished',
    merchant: 'm-demo',
    kind: 'package',
    price: 5000,
    list: 5000,
    published: false,
    rechargeable: false,
    name: t4('Herbstaktion (inaktiv)', 'Action automne (inactive)', 'Azione autunno (inattiva)', 'Autumn offer (inactive)'),
    desc: t4('', '', '', ''),
  },
  {
    id: 'vt-soldout',
    merchant: 'm-demo',
    kind: 'package',
    price: 12000,
    list: 12000,
    contingent: 0,
    rechargeable: false,
    name: t4('Sonnenaufgangsfahrt', 'Course au lever du soleil', "Corsa all'alba", 'Sunrise ride'),
    desc: t4('<p>Ausverkauft.</p>', '<p>Épuisé.</p>', '<p>Esaurito.</p>', '<p>Sold out.</p>'),
  },
  {
    id: 'vt-retired',
    merchant: 'm-demo',
    kind: 'package',
    price: 4500,
    list: 4500,
    deleted: true,
    rechargeable: false,
    name: t4('Alter Brunch-Gutschein', 'Ancien bon brunch', 'Vecchio buono brunch', 'Old brunch voucher'),
    desc: t4('', '', '', ''),
  },
  {
    id: 'vt-depot',
    merchant: 'm-demo',
    kind: 'depot',
    min: 2000,
    max: 50000,
    name: t4('Geschenkkarte (Kassenständer)', 'Carte cadeau (présentoir)', 'Carta regalo (espositore)', 'Gift card (rack)'),
    desc: t4('', '', '', ''),
  },
  {
    id: 'vt-depot-bonus',
    merchant: 'm-demo',
    kind: 'depot',
    freeCredit: 10,
    name: t4('Bonuskarte 100 (+10 %)', 'Carte bonus 100 (+10 %)', 'Carta bonus 100 (+10 %)', 'Bonus card 100 (+10 %)'),
    desc: t4('', '', '', ''),
  },
  {
    id: 'vt-livre',
    merchant: 'm-legacy',
    kind: 'value_voucher',
    min: 1000,
    max: 50000,
    name: { de: 'Büchergutschein' },
    desc: { de: '<p>Für alle Bücher.</p>' },
  },
  {
    id: 'vt-autre',
    merchant: 'm-other',
    kind: 'value_voucher',
    min: 2000,
    max: 100000,
    name: { fr: 'Bon cadeau', de: 'Geschenkgutschein' },
    desc: { fr: '<p>Montant libre.</p>', de: '<p>Freier Betrag.</p>' },
  },
];

/** Inserts voucher types, shop products and promo codes. */
export function seedCatalog(db: Db, now: string, inDays: (days: number) => string): void {
  const vt = db.prepare(
    `insert into voucher_types (id, merchant_id, kind, name, description_html, list_price_in_cents, discount_percentage,
       price_in_cents, minimum_amount_in_cents, maximum_amount_in_cents, variants, images, published, remaining_contingent,
       rechargeable, free_credit_percentage, deleted, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const t of VOUCHER_TYPES) {
    vt.run(
      t.id,
      t.merchant,
      t.kind,
      JSON.stringify(t.name),
      JSON.stringify(t.desc),
      t.list ?? null,
      t.discount ?? null,
      t.price ?? null,
      t.min ?? null,
      t.max ?? null,
      JSON.stringify(t.variants ?? []),
      JSON.stringify(img(t.id)),
      t.published === false ? 0 : 1,
      t.contingent ?? null,
      t.rechargeable === false ? 0 : 1,
      t.freeCredit ?? 0,
      t.deleted ? 1 : 0,
      now,
    );
  }

  const sp = db.prepare('insert into shop_products (id, merchant_id, body, updated_at) values (?, ?, ?, ?)');
  const url = (slug: string) =>
    t4(
      `https://shop.example.invalid/de/${slug}`,
      `https://shop.example.invalid/fr/${slug}`,
      `https://shop.example.invalid/it/${slug}`,
      `https://shop.example.invalid/en/${slug}`,
    );
  const products = [
    {
      id: 'sp-mug',
      published: true,
      type: 'simple',
      price_in_cents: 1900,
      variants: null,
      name: t4('Tasse Bergpanorama', 'Tasse panorama', 'Tazza panorama', 'Panorama mug'),
      description_html: t4('<p>Steingut, 3 dl.</p>', '<p>Grès, 3 dl.</p>', '<p>Gres, 3 dl.</p>', '<p>Stoneware, 300 ml.</p>'),
    },
    {
      id: 'sp-shirt',
      published: true,
      type: 'variable',
      price_in_cents: 0,
      name: t4('T-Shirt Logo', 'T-shirt logo', 'Maglietta logo', 'Logo T-shirt'),
      description_html: t4('<p>Bio-Baumwolle.</p>', '<p>Coton bio.</p>', '<p>Cotone bio.</p>', '<p>Organic cotton.</p>'),
      variants: [
        { id: 'sp-shirt-s', name: t4('Grösse S', 'Taille S', 'Taglia S', 'Size S'), price_in_cents: 2900 },
        { id: 'sp-shirt-l', name: t4('Grösse L', 'Taille L', 'Taglia L', 'Size L'), price_in_cents: 3200 },
      ],
    },
    {
      id: 'sp-poster',
      published: false,
      type: 'simple',
      price_in_cents: 2500,
      variants: null,
      name: t4('Plakat 1935 (vergriffen)', 'Affiche 1935 (épuisée)', 'Manifesto 1935 (esaurito)', 'Poster 1935 (out of print)'),
      description_html: t4('', '', '', ''),
    },
  ];
  for (const p of products) {
    const body = { ...p, image_url: `https://images.example.invalid/demo/${p.id}.jpg?fit=crop&w=600&h=500`, url: url(p.id) };
    sp.run(p.id, 'm-demo', JSON.stringify(body), now);
  }
  sp.run(
    'sp-autre',
    'm-other',
    JSON.stringify({
      id: 'sp-autre',
      published: true,
      type: 'simple',
      price_in_cents: 1500,
      variants: null,
      name: { fr: 'Chocolat', de: 'Schokolade' },
      description_html: { fr: '', de: '' },
      image_url: 'https://images.example.invalid/demo/sp-autre.jpg',
      url: { fr: 'https://shop.example.invalid/fr/chocolat' },
    }),
    now,
  );

  const pc = db.prepare(
    'insert into promo_codes (code, merchant_id, name, discount_type, value, valid_until, max_redemptions) values (?, ?, ?, ?, ?, ?, ?)',
  );
  pc.run('SOMMER20', 'm-demo', 'Sommeraktion 20 %', 'percentage', 20, inDays(180), null);
  pc.run('WILLKOMMEN10', 'm-demo', 'Willkommen CHF 10', 'amount', 1000, inDays(365), 1);
  pc.run('FAMILIE5', 'm-demo', 'Familienrabatt CHF 5', 'amount', 500, null, 3);
  pc.run('ABGELAUFEN', 'm-demo', 'Winteraktion (abgelaufen)', 'percentage', 15, inDays(-30), null);
  // A single-use code that was already used at the till a week ago.
  pc.run('GENUTZT25', 'm-demo', 'Jubiläum CHF 25 (eingelöst)', 'amount', 2500, inDays(90), 1);
  db.prepare('insert into promo_redemptions (code, reference_number, user_id, redeemed_at) values (?, ?, ?, ?)').run(
    'GENUTZT25',
    'R2024117',
    'u-integration',
    inDays(-7),
  );
  pc.run('AUTRE10', 'm-other', 'Rabais 10 %', 'percentage', 10, null, null);
}
