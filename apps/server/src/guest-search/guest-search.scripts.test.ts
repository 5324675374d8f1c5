import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { guestSearchPatterns, nationalIdKey, phoneDigits } from '@frontdesk/domain';
import { guests, hotels, rooms } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { searchStays, staysOfGuest } from './guest-search.repository.ts';

// Issue 45 (ADR 084): NRCs and phones found whichever script and digits they were typed in.
let t: TestApp;
let hotelId: number;
const stays = [
  { name: 'Aung Latin', nationalId: '12/MaYaKa(N)123456', phone: '09 420 111 222' },
  { name: 'Su Myanmar', nationalId: '၁၂/ဥကမ(နိုင်)၆၅၄၃၂၁', phone: '၀၉ ၇၇၇ ၈၈၈ ၉၉၉' },
  { name: 'Mg Intl', nationalId: '7/AHPHANA(E)111111', phone: '+95 9 555 666 777' },
  { name: 'Jane Doe', nationalId: 'X1234567', phone: '+66 81 234 5678' },
];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.key, 'aureo'));
  hotelId = hotel!.id;
  const [room] = await db
    .select({ id: rooms.id, number: rooms.number })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .limit(1);
  await db.insert(guests).values(
    stays.map((stay, n) => ({
      ...stay,
      hotelId,
      roomId: room!.id,
      roomNumber: room!.number,
      roomType: 'full-night',
      checkinAt: new Date(Date.UTC(2026, 0, 1 + n)),
      checkoutAt: new Date(Date.UTC(2026, 0, 2 + n)),
      status: 'checked-out',
    })),
  );
});
afterAll(() => t.close());

const found = async (query: string) =>
  (await searchStays(t.database.db, hotelId, guestSearchPatterns(query), 21)).map((s) => s.name);

describe('guest search in either script (ADR 084)', () => {
  it.each([
    ['၁၂/မရက(နိုင်)၁၂၃၄၅၆', ['Aung Latin']],
    ['12/mayaka(n)123456', ['Aung Latin']],
    ['12/MA YA KA', ['Aung Latin']],
    // Jane's passport X1234567 holds 123456 too; the newest first.
    ['၁၂၃၄၅၆', ['Jane Doe', 'Aung Latin']],
    ['12/OuKaMa(N)654321', ['Su Myanmar']],
    ['(n)654321', ['Su Myanmar']],
    ['၇/အဖန(ဧည့်)', ['Mg Intl']],
    ['x1234567', ['Jane Doe']],
  ])('the NRC %s finds %j', async (query, names) => {
    expect(await found(query)).toEqual(names);
  });

  it.each([
    ['09420111222', ['Aung Latin']],
    ['+959420111222', ['Aung Latin']],
    ['၀၉၄၂၀', ['Aung Latin']],
    ['09 777 888', ['Su Myanmar']],
    ['+95 9 777', ['Su Myanmar']],
    ['09555666777', ['Mg Intl']],
    ['812345678', ['Jane Doe']],
  ])('the phone %s finds %j', async (query, names) => {
    expect(await found(query)).toEqual(names);
  });

  it("a guest's other stays by the NRC in the other script", async () => {
    const rows = await staysOfGuest(t.database.db, hotelId, {
      nationalId: nationalIdKey('၁၂/မရက(နိုင်)၁၂၃၄၅၆'),
      phoneDigits: '',
    });
    expect(rows.map((r) => r.name)).toEqual(['Aung Latin']);
  });

  it('the SQL keys of migration 0032 are the domain rules', async () => {
    const texts = [
      ...stays.flatMap((s) => [s.nationalId, s.phone]),
      '၁၄/မအပ(စ)၃၃၃၃၃၃',
      '၅/ခဥတ(ယာယီ)၂၂၂၂၂၂',
      '၉/ညဥန(သာသနာ) ၄၄၄၄၄၄',
      '၁/ဟပန(ပြု)၀',
      '13/LaKhaNa(N)\t123456',
      'ဂဃငစဆဇဏတထဒဓနပဖဗဘမယရလဝသဟအ',
    ];
    for (const text of texts) {
      const result = (await t.database.db.execute(
        sql`select national_id_key(${text}) as key, phone_digits(${text}) as digits`,
      )) as unknown as { rows: { key: string; digits: string }[] };
      const [row] = result.rows;
      expect(row).toEqual({ key: nationalIdKey(text), digits: phoneDigits(text) });
    }
  });
});
