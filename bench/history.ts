import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  foodOrders,
  foodRevenues,
  guests,
  hotels,
  incomes,
  menuItems,
  reservations,
  roomPrices,
  rooms,
} from '../apps/server/src/db/schema.ts';

/**
 * Generated operations of the demo hotels, as the desk would have recorded them: check-ins of
 * every stay type (guests + their incomes), extensions, food orders, manual payments and
 * expenses, reservations. Deterministic (seeded) so two runs measure the same data.
 */

const dayMs = 86_400_000;
/** Asia/Yangon is UTC+6:30 all year: hotel-local hours as instants without a time-zone library. */
const zoneOffsetMs = 6.5 * 3_600_000;
const methods = ['cash', 'cash', 'cash', 'kpay', 'ayapay', 'wavepay'] as const;
const batchSize = 1000;

type Random = () => number;
const seeded = (seed: number): Random => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/** The instant of a local hour on the hotel's day number (days since the epoch). */
const at = (day: number, hour: number) => new Date(day * dayMs + hour * 3_600_000 - zoneOffsetMs);
const localDay = (instant: Date) => Math.floor((instant.getTime() + zoneOffsetMs) / dayMs);

export interface HistoryRange {
  /** First hotel day (days since the epoch), inclusive. */
  fromDay: number;
  /** Last hotel day, exclusive. */
  toDay: number;
  /** The range ends now: stays running now stay active, future reservations are booked. */
  present: boolean;
  seed: number;
}

export interface HistoryCounts {
  guests: number;
  incomes: number;
  foodRevenues: number;
  foodOrders: number;
  reservations: number;
  /** Activity log entries: one per income (a check-in, an extension, a payment), by the desk. */
  activity: number;
}

type GuestRow = typeof guests.$inferInsert;
type IncomeRow = Omit<typeof incomes.$inferInsert, 'guestId'>;
type FoodRevenueRow = Omit<typeof foodRevenues.$inferInsert, 'guestId'>;
type FoodOrderRow = Omit<typeof foodOrders.$inferInsert, 'guestId' | 'foodRevenueId'>;

/** A stay with what hangs off it; the guest's id is known only after its insert. */
interface Stay {
  guest: GuestRow;
  incomes: IncomeRow[];
  food: { revenue: FoodRevenueRow; orders: FoodOrderRow[] }[];
}

const insertInBatches = async <T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += batchSize) await insert(rows.slice(i, i + batchSize));
};

export const todayDay = (now = new Date()) => localDay(now);

/** Adds the generated history of every hotel for the range; answers what it wrote. */
export const generateHistory = async (
  db: Database,
  range: HistoryRange,
  now = new Date(),
): Promise<HistoryCounts> => {
  const counts: HistoryCounts = {
    guests: 0,
    incomes: 0,
    foodRevenues: 0,
    foodOrders: 0,
    reservations: 0,
    activity: 0,
  };
  const allHotels = await db.select().from(hotels).orderBy(hotels.id);
  for (const hotel of allHotels) {
    const random = seeded(range.seed * 31 + hotel.id);
    const roomRows = await db
      .select({ id: rooms.id, number: rooms.number, typeId: rooms.roomTypeId })
      .from(rooms)
      .where(eq(rooms.hotelId, hotel.id));
    const prices = await db.select().from(roomPrices).where(eq(roomPrices.hotelId, hotel.id));
    const menu = await db.select().from(menuItems).where(eq(menuItems.hotelId, hotel.id));
    const priceOf = (typeId: number, stayType: string) =>
      prices.find((p) => p.roomTypeId === typeId && p.stayType === stayType)?.price ?? 40000;
    let receipt = 0;
    const nextReceipt = (kind: 'R' | 'F') =>
      `${hotel.receiptPrefix}-${kind}${String((receipt = (receipt % 9999) + 1)).padStart(4, '0')}`;

    const stays: Stay[] = [];
    const occupied = new Map<number, number>(); // room id -> status of its running stay
    const foodOf = (stay: Stay, day: number, roomNumber: string) => {
      const lines = Array.from({ length: between(random, 1, 3) }, () => {
        const item = pick(random, menu);
        return { item, quantity: between(random, 1, 3) };
      });
      const orderTime = at(day, between(random, 8, 21));
      if (orderTime > now) return;
      const method = pick(random, methods);
      const receiptNumber = nextReceipt('F');
      stay.food.push({
        revenue: {
          hotelId: hotel.id,
          roomNumber,
          totalAmount: lines.reduce((s, l) => s + l.item.foodPrice * l.quantity, 0),
          paymentMethod: method,
          orderTime,
          receiptNumber,
          createdAt: orderTime,
        },
        orders: lines.map((l) => ({
          hotelId: hotel.id,
          roomNumber,
          foodName: l.item.foodName,
          price: l.item.foodPrice,
          quantity: l.quantity,
          orderTime,
          paymentMethod: method,
          receiptNumber,
          createdAt: orderTime,
        })),
      });
    };

    for (const room of roomRows) {
      let day = range.fromDay;
      while (day < range.toDay) {
        // ~65% occupancy: idle days between stays.
        if (random() < 0.3) {
          day += between(random, 1, 2);
          continue;
        }
        const roll = random();
        const stayType =
          roll < 0.6
            ? 'full-night'
            : roll < 0.75
              ? 'daycation'
              : roll < 0.95
                ? 'session'
                : 'long-stay';
        const nights =
          stayType === 'full-night'
            ? between(random, 1, 3)
            : stayType === 'long-stay'
              ? between(random, 7, 28)
              : 0;
        const checkinAt = at(day, stayType === 'session' ? between(random, 9, 18) : 14);
        const checkoutAt =
          nights === 0 ? at(day, stayType === 'session' ? 22 : 20) : at(day + nights, 12);
        const isForeigner = random() < 0.15;
        const price = priceOf(
          room.typeId,
          isForeigner && stayType !== 'long-stay' ? `foreigner-${stayType}` : stayType,
        );
        const roomCharges = stayType === 'long-stay' ? price * 7 : price * Math.max(1, nights);
        const method = pick(random, methods);
        const running = range.present && checkoutAt > now && checkinAt <= now;
        const stay: Stay = {
          guest: {
            hotelId: hotel.id,
            roomId: room.id,
            roomNumber: room.number,
            name: `Guest ${hotel.id}-${day}-${room.number}`,
            nationalId: `12/MAYAKA(N)${between(random, 100000, 999999)}`,
            phone: `09${between(random, 100000000, 999999999)}`,
            roomType: stayType,
            checkinAt,
            checkoutAt,
            isForeigner,
            paymentType: method,
            amountPaid: roomCharges,
            roomCharges,
            status: running ? 'active' : 'checked-out',
            receiptNumber: nextReceipt('R'),
            createdAt: checkinAt,
            checkedOutAt: running ? null : checkoutAt,
          },
          incomes: [],
          food: [],
        };
        const income = (type: string, amount: number, when: Date, revenueType = 'revenue') =>
          when <= now &&
          stay.incomes.push({
            hotelId: hotel.id,
            type,
            roomNumber: room.number,
            amount,
            revenueType,
            paymentMethod: pick(random, methods),
            receiptNumber: nextReceipt('R'),
            createdAt: when,
          });
        if (checkinAt > now) break;
        income('checked-in', roomCharges, checkinAt);
        if (stayType === 'long-stay') {
          for (let week = 7; week < nights; week += 7)
            income('extend-long-stay', price * 7, at(day + week, 10));
        } else if (stayType === 'full-night' && random() < 0.15) {
          income('extend', price, at(day + nights - 1, 11));
        }
        if (random() < 0.3) foodOf(stay, day, room.number);
        if (random() < 0.1)
          income('guest-food', between(random, 2, 10) * 500, at(day, 20), 'food-revenue');
        stays.push(stay);
        if (running) {
          occupied.set(
            room.id,
            { 'full-night': 2, daycation: 3, session: 4, 'long-stay': 7 }[stayType],
          );
          break;
        }
        day = localDay(checkoutAt) + (nights === 0 ? 1 : 0);
      }
    }

    // Walk-in food, manual payments and expenses, day by day.
    const extras: Stay = { guest: undefined as never, incomes: [], food: [] };
    for (let day = range.fromDay; day < range.toDay; day += 1) {
      for (let n = between(random, 0, 3); n > 0; n -= 1) foodOf(extras, day, '0');
      if (random() < 0.3) {
        extras.incomes.push({
          hotelId: hotel.id,
          type: 'others',
          roomNumber: '0',
          amount: between(random, 1, 40) * 1000,
          revenueType: '',
          paymentMethod: pick(random, methods),
          createdAt: at(day, 15),
        });
      }
      if (random() < 0.5) {
        extras.incomes.push({
          hotelId: hotel.id,
          type: pick(random, ['electricity', 'employee-food', 'others']),
          roomNumber: '0',
          amount: -between(random, 1, 60) * 1000,
          revenueType: '',
          paymentMethod: 'cash',
          createdAt: at(day, 17),
        });
      }
    }
    extras.incomes = extras.incomes.filter((row) => row.createdAt! <= now);

    // Reservations: most arrive (checked-in), some are cancelled; future ones still confirmed.
    const reservationRows: (typeof reservations.$inferInsert)[] = [];
    const lastDay = range.present ? range.toDay + 60 : range.toDay;
    for (let day = range.fromDay; day < lastDay; day += 1) {
      for (let n = between(random, 0, 3); n > 0; n -= 1) {
        const nights = between(random, 1, 4);
        const checkinAt = at(day, 14);
        // Today's arrivals are still to come at the desk, as are later ones.
        const future = day >= localDay(now);
        reservationRows.push({
          hotelId: hotel.id,
          name: `Reserved ${hotel.id}-${day}-${n}`,
          nationalId: `9/MAHTALA(N)${between(random, 100000, 999999)}`,
          phone: `09${between(random, 100000000, 999999999)}`,
          guestCount: between(random, 1, 4),
          roomCount: between(random, 1, 2),
          roomType: pick(random, ['full-night', 'full-night', 'daycation', 'session']),
          checkinAt,
          checkoutAt: at(day + nights, 12),
          reservationDate: at(day - between(random, 1, 30), 10),
          status: future ? 'confirmed' : random() < 0.9 ? 'checked-in' : 'cancelled',
          paymentType: pick(random, ['none', 'none', 'kpay', 'ayapay', 'wavepay']),
          createdAt: at(day - between(random, 1, 30), 10),
        });
      }
    }

    await insertStays(db, stays, counts);
    await insertStays(db, [extras], counts, false);
    await insertInBatches(reservationRows, (batch) => db.insert(reservations).values(batch));
    counts.reservations += reservationRows.length;
    for (const [roomId, status] of occupied) {
      await db.update(rooms).set({ status }).where(eq(rooms.id, roomId));
    }
  }
  counts.activity += await addActivity(db, range);
  return counts;
};

/**
 * The activity log of the range: an entry per income the desk recorded, at its instant, by the
 * hotel's receptionist, in one INSERT ... SELECT (the log's rows are as many as the desk's writes).
 */
const addActivity = async (db: Database, range: HistoryRange): Promise<number> => {
  const result = await db.execute(sql`
    insert into activity_log (hotel_id, at, user_id, kind, subject, params)
    select i.hotel_id, i.created_at, u.id, 'income', 'income:' || i.id,
           jsonb_build_object('type', i.type, 'room', i.room_number, 'amount', i.amount,
                              'paymentMethod', i.payment_method)
    from incomes i
    left join users u on u.hotel_id = i.hotel_id and u.username = 'reception'
    where i.created_at >= ${at(range.fromDay, 0)} and i.created_at < ${at(range.toDay, 0)}
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
};

const insertStays = async (
  db: Database,
  stays: Stay[],
  counts: HistoryCounts,
  withGuests = true,
) => {
  for (let i = 0; i < stays.length; i += batchSize) {
    const batch = stays.slice(i, i + batchSize);
    const ids = withGuests
      ? (
          await db
            .insert(guests)
            .values(batch.map((s) => s.guest))
            .returning({ id: guests.id })
        ).map((r) => r.id)
      : batch.map(() => null);
    counts.guests += withGuests ? batch.length : 0;
    const incomeRows = batch.flatMap((s, k) =>
      s.incomes.map((row) => ({ ...row, guestId: ids[k] })),
    );
    await insertInBatches(incomeRows, (rows) => db.insert(incomes).values(rows));
    counts.incomes += incomeRows.length;
    const food = batch.flatMap((s, k) => s.food.map((f) => ({ ...f, guestId: ids[k] ?? null })));
    for (let j = 0; j < food.length; j += batchSize) {
      const chunk = food.slice(j, j + batchSize);
      const revenueIds = await db
        .insert(foodRevenues)
        .values(chunk.map((f) => ({ ...f.revenue, guestId: f.guestId })))
        .returning({ id: foodRevenues.id });
      const orderRows = chunk.flatMap((f, k) =>
        f.orders.map((o) => ({ ...o, guestId: f.guestId, foodRevenueId: revenueIds[k]!.id })),
      );
      await insertInBatches(orderRows, (rows) => db.insert(foodOrders).values(rows));
      counts.foodRevenues += chunk.length;
      counts.foodOrders += orderRows.length;
    }
  }
};
