// The points shop's products (seed step 0011, after the catalogue): free spins on two popular
// games, two casino bonuses and three Omad things to send, one of them sold out. Ids follow the
// price, the shop's order. Texts name no money (a product's `value` is in the player's
// currency); the free-spin games' names are read from the catalogue.
import type { Queryable } from '../db/db';
import { LOYALTY_SHOP, groupThousands } from '../domain/loyalty-rules';

interface ProductSeed {
  readonly id: number;
  readonly sysname: string;
  readonly kind: 'bonus' | 'freespins' | 'item';
  readonly title: { readonly uz: string; readonly ru: string };
  /** An item's description; bonuses and packs are described from their rules. */
  readonly description?: { readonly uz: string; readonly ru: string };
  readonly price: number;
  readonly stock: number | null;
  readonly minLevel: number;
  readonly bonusPoints?: number;
  readonly freespins?: { readonly sysname: string; readonly count: number };
}

export const LOYALTY_PRODUCTS: readonly ProductSeed[] = [
  {
    id: 1,
    sysname: 'spins-5',
    kind: 'freespins',
    title: { uz: '5 bepul aylantirish', ru: '5 бесплатных вращений' },
    price: 100,
    stock: null,
    minLevel: 1,
    freespins: { sysname: 'pixelfox_aero_rocket_rush', count: 5 },
  },
  {
    id: 2,
    sysname: 'bonus-small',
    kind: 'bonus',
    title: { uz: 'Kichik bonus', ru: 'Малый бонус' },
    price: 1_000,
    stock: null,
    minLevel: 1,
    bonusPoints: 1_000,
  },
  {
    id: 3,
    sysname: 'cap',
    kind: 'item',
    title: { uz: 'Omad kepkasi', ru: 'Кепка Omad' },
    description: {
      uz: 'Omad logotipli kepka. Buyurtmangizni jamoamiz pochta orqali yuboradi.',
      ru: 'Кепка с логотипом Omad. Заказ наша команда отправит почтой.',
    },
    price: 2_500,
    stock: 50,
    minLevel: 1,
  },
  {
    id: 4,
    sysname: 'spins-25',
    kind: 'freespins',
    title: { uz: '25 bepul aylantirish', ru: '25 бесплатных вращений' },
    price: 3_000,
    stock: null,
    minLevel: 2,
    freespins: { sysname: 'playngo_book_of_dead', count: 25 },
  },
  {
    id: 5,
    sysname: 'hoodie',
    kind: 'item',
    title: { uz: 'Omad xudisi', ru: 'Худи Omad' },
    description: {
      uz: 'Omad logotipli xudi. Buyurtmangizni jamoamiz pochta orqali yuboradi.',
      ru: 'Худи с логотипом Omad. Заказ наша команда отправит почтой.',
    },
    price: 8_000,
    stock: 20,
    minLevel: 3,
  },
  {
    id: 6,
    sysname: 'bonus-big',
    kind: 'bonus',
    title: { uz: 'Katta bonus', ru: 'Большой бонус' },
    price: 10_000,
    stock: null,
    minLevel: 3,
    bonusPoints: 10_000,
  },
  {
    id: 7,
    sysname: 'powerbank',
    kind: 'item',
    title: { uz: 'Omad powerbanki', ru: 'Пауэрбанк Omad' },
    description: {
      uz: 'Omad logotipli powerbank. Buyurtmangizni jamoamiz pochta orqali yuboradi.',
      ru: 'Пауэрбанк с логотипом Omad. Заказ наша команда отправит почтой.',
    },
    price: 15_000,
    stock: 0,
    minLevel: 1,
  },
];

const { bonusWager, bonusValidDays, bonusActivateDays, packValidDays } = LOYALTY_SHOP;

const bonusDescription = (points: number) => ({
  uz: `${groupThousands(points)} ball qiymatidagi kazino bonusi. Uni bonuslar sahifasida ${bonusActivateDays} kun ichida faollashtiring, so'ng ${bonusValidDays} kun ichida bonus summasini ${bonusWager} barobar tiking.`,
  ru: `Казино-бонус на ${groupThousands(points)} баллов. Активируйте его на странице бонусов в течение ${bonusActivateDays} дней, затем за ${bonusValidDays} дней отыграйте сумму бонуса ×${bonusWager}.`,
});

const spinsDescription = (count: number, game: string) => ({
  uz: `${game} o'yinida ${count} ta bepul aylantirish, har biri eng kichik tikish bilan. ${packValidDays} kun amal qiladi.`,
  ru: `${count} бесплатных вращений в игре ${game} по минимальной ставке. Действуют ${packValidDays} дней.`,
});

const describe = async (db: Queryable, product: ProductSeed) => {
  if (product.description) return product.description;
  if (product.bonusPoints !== undefined) return bonusDescription(product.bonusPoints);
  if (!product.freespins) throw new Error(`product ${product.sysname} has nothing to describe`);
  const [game] = await db.query<{ name: string }>('select name from games where sysname = $1', [
    product.freespins.sysname,
  ]);
  if (!game) throw new Error(`the catalogue has no ${product.freespins.sysname}`);
  return spinsDescription(product.freespins.count, game.name);
};

export const seedLoyaltyProducts = async (db: Queryable): Promise<void> => {
  for (const product of LOYALTY_PRODUCTS) {
    const description = await describe(db, product);
    await db.query(
      `insert into loyalty_products (id, sysname, kind, title_uz, title_ru, description_uz,
         description_ru, price, stock, min_level, bonus_points, freespins_sysname, freespins_count)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        product.id,
        product.sysname,
        product.kind,
        product.title.uz,
        product.title.ru,
        description.uz,
        description.ru,
        product.price,
        product.stock,
        product.minLevel,
        product.bonusPoints ?? null,
        product.freespins?.sysname ?? null,
        product.freespins?.count ?? null,
      ],
    );
  }
};
