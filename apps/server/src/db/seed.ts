import { randomBytes } from 'node:crypto';
import { roomTypePriceStayTypes, stockSummaryDrinks } from '@frontdesk/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { migrationLockId, type Database } from './client.ts';
import { recordRoomHistory } from '../rooms/room-history.repository.ts';
import { hotels, menuItems, roomPrices, roomTypes, rooms, users } from './schema.ts';

/** Demo layout created on an empty database (DESIGN.md section 6). */
interface DemoHotel {
  key: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  receiptPrefix: string;
  staff: { reception: string; admin: string };
  /** floor -> room numbers; family rooms are the last of each floor. */
  floors: Record<number, string[]>;
}

const demoHotels: DemoHotel[] = [
  {
    key: 'aureo',
    name: 'Aureo Hotel',
    address: 'No. 45, Bogyoke Aung San Road, Pabedan Township',
    city: 'Yangon',
    phone: '+95 9 420 111 222',
    receiptPrefix: 'AUR',
    staff: { reception: 'Aye Aye Khaing', admin: 'U Kyaw Zin' },
    floors: {
      1: ['101', '102', '103', '104', '105'],
      2: ['201', '202', '203', '204', '205'],
      3: ['301', '302', '303', '304'],
      8: ['801', '802', '803'],
    },
  },
  {
    key: 'swe',
    name: 'Swe Mahar Hotel',
    address: 'No. 12, 78th Street, Chanayethazan Township',
    city: 'Mandalay',
    phone: '+95 9 250 333 444',
    receiptPrefix: 'SMH',
    staff: { reception: 'Hnin Wai Phyo', admin: 'Daw Mya Thet' },
    floors: {
      1: ['101', '102', '103', '104'],
      2: ['201', '202', '203', '204'],
      9: ['901', '902', '903'],
    },
  },
];

/** Prices in kyat per stay type, for standard (1) and family (2) rooms. */
const demoPrices: Record<1 | 2, Record<string, number>> = {
  1: {
    'full-night': 40000,
    extrabed: 10000,
    'foreigner-full-night': 60000,
    'foreigner-extrabed': 15000,
    daycation: 25000,
    session: 15000,
    'hourly-rate': 5000,
    'foreigner-daycation': 35000,
    'foreigner-session': 20000,
  },
  2: {
    'full-night': 65000,
    extrabed: 12000,
    'foreigner-full-night': 90000,
    'foreigner-extrabed': 18000,
    daycation: 40000,
    session: 25000,
    'hourly-rate': 8000,
    'foreigner-daycation': 55000,
    'foreigner-session': 35000,
  },
};

const drinkPrices: Record<(typeof stockSummaryDrinks)[number], number> = {
  'Myanmar Beer can': 2500,
  'Tiger can': 3000,
  'Heineken can': 3500,
  'ABC can': 3500,
  'Coca-Cola': 1500,
  REDBULL: 2000,
  'Tiger bottle': 4500,
  'ABC bottle': 5000,
};

const demoFood: Record<string, number> = {
  Mohinga: 3000,
  'Shan Noodles': 3500,
  'Tea Leaf Salad': 3000,
  'Fried Rice with Chicken': 4500,
  'Fried Noodles': 4000,
  'Myanmar Milk Tea': 1500,
  'Drinking Water': 500,
};

export interface SeedPasswords {
  reception?: string;
  admin?: string;
}

export interface SeedResult {
  seeded: boolean;
  /**
   * Passwords that were generated (to be printed once), by hotel key; absent when given by the
   * environment. Each hotel gets its own: one hotel's password never signs in at another.
   */
  generated: Record<string, { reception?: string; admin?: string }>;
}

/** A password shown once: 12 characters of 72 random bits. */
export const generatePassword = () => randomBytes(9).toString('base64url');

const hasHotels = async (db: Pick<Database, 'select'>) =>
  (await db.select({ id: hotels.id }).from(hotels).limit(1)).length > 0;

/**
 * Creates the demo hotels on an empty database. Under the migration lock: processes starting
 * at once on an empty PostgreSQL seed one after the other, and the later ones find the hotels.
 * Their rooms are in service from `openedAt` (their history, ADR 076).
 */
export const seedDemoData = async (
  db: Database,
  given: SeedPasswords,
  openedAt: Date = new Date(),
): Promise<SeedResult> => {
  if (await hasHotels(db)) return { seeded: false, generated: {} };

  const generated: SeedResult['generated'] = {};
  const hashes = new Map<string, { reception: string; admin: string }>();
  for (const demo of demoHotels) {
    const mine: SeedResult['generated'][string] = {};
    const reception = given.reception ?? (mine.reception = generatePassword());
    const admin = given.admin ?? (mine.admin = generatePassword());
    if (mine.reception || mine.admin) generated[demo.key] = mine;
    const [receptionHash, adminHash] = await Promise.all([
      hashPassword(reception),
      hashPassword(admin),
    ]);
    hashes.set(demo.key, { reception: receptionHash, admin: adminHash });
  }

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`);
    if (await hasHotels(tx)) return false;
    for (const demo of demoHotels) {
      const [hotel] = await tx
        .insert(hotels)
        .values({
          key: demo.key,
          name: demo.name,
          address: demo.address,
          city: demo.city,
          phone: demo.phone,
          receiptPrefix: demo.receiptPrefix,
        })
        .returning({ id: hotels.id });
      const hotelId = hotel!.id;
      const { reception: receptionHash, admin: adminHash } = hashes.get(demo.key)!;

      await tx.insert(users).values([
        {
          hotelId,
          username: 'reception',
          name: demo.staff.reception,
          email: `reception@${demo.key}.example.com`,
          role: 'reception',
          passwordHash: receptionHash,
        },
        {
          hotelId,
          username: 'admin',
          name: demo.staff.admin,
          email: `admin@${demo.key}.example.com`,
          role: 'admin',
          passwordHash: adminHash,
        },
      ]);

      const types = await tx
        .insert(roomTypes)
        .values([
          { hotelId, number: 1, name: 'standard' },
          { hotelId, number: 2, name: 'family' },
        ])
        .returning({ id: roomTypes.id, number: roomTypes.number });
      const typeId = (n: 1 | 2) => types.find((t) => t.number === n)!.id;

      await tx.insert(roomPrices).values(
        ([1, 2] as const).flatMap((n) =>
          roomTypePriceStayTypes.map((stayType) => ({
            hotelId,
            roomTypeId: typeId(n),
            stayType,
            price: demoPrices[n][stayType]!,
          })),
        ),
      );

      const added = await tx
        .insert(rooms)
        .values(
          Object.entries(demo.floors).flatMap(([floor, numbers]) =>
            numbers.map((number, index) => ({
              hotelId,
              number,
              floor: Number(floor),
              roomTypeId: typeId(index === numbers.length - 1 ? 2 : 1),
            })),
          ),
        )
        .returning({ id: rooms.id, roomTypeId: rooms.roomTypeId });
      await recordRoomHistory(
        tx,
        added.map((room) => ({
          hotelId,
          roomId: room.id,
          kind: 'added' as const,
          roomTypeId: room.roomTypeId,
          at: openedAt,
        })),
      );

      await tx.insert(menuItems).values(
        Object.entries({ ...demoFood, ...drinkPrices }).map(([foodName, foodPrice]) => ({
          hotelId,
          foodName,
          foodPrice,
        })),
      );
    }
    return true;
  });
  return seeded ? { seeded: true, generated } : { seeded: false, generated: {} };
};
