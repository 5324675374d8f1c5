import { describe, expect, it } from 'vitest';
import { checkInRequestSchema } from './check-in.ts';
import { checkInFormSchemaFor } from './forms.ts';
import { guestPayloadSchema } from './guests.ts';
import { registerQuerySchema } from './register-list.ts';

const papers = {
  passportNumber: 'X1234567',
  nationality: 'Thai',
  visaType: 'Tourist',
  visaExpiry: '2027-01-31',
};
const typed = {
  name: 'Somchai',
  nationalId: 'X1234567',
  phone: '0812',
  taxRate: '',
  serviceRate: '',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the check-in dialog asks a foreigner for passport and visa (ADR 043)', () => {
  const schema = checkInFormSchemaFor('full-night');

  it('requires each paper of a foreigner, in its own words', () => {
    expect(messagesOf(schema.safeParse({ ...typed, isForeigner: true }))).toEqual([
      ['passportNumber', 'Passport number is required'],
      ['nationality', 'Nationality is required'],
      ['visaType', 'Visa type is required'],
      ['visaExpiry', 'Visa expiry is required'],
    ]);
    expect(
      messagesOf(
        schema.safeParse({ ...typed, isForeigner: true, ...papers, passportNumber: '  ' }),
      ),
    ).toEqual([['passportNumber', 'Passport number is required']]);
    expect(
      messagesOf(
        schema.safeParse({ ...typed, isForeigner: true, ...papers, visaExpiry: '31/01/2027' }),
      ),
    ).toEqual([['visaExpiry', 'Visa expiry must be a date written yyyy-mm-dd']]);
  });

  it('takes a foreigner with papers, and a local guest without', () => {
    expect(schema.safeParse({ ...typed, isForeigner: true, ...papers }).success).toBe(true);
    expect(schema.safeParse({ ...typed, isForeigner: false }).success).toBe(true);
    expect(schema.safeParse(typed).success).toBe(true);
  });

  it('asks nothing of stays with no Foreigner box', () => {
    expect(checkInFormSchemaFor('session').safeParse({ ...typed, isForeigner: true }).success).toBe(
      true,
    );
  });
});

describe('the wires', () => {
  const checkIn = {
    stayType: 'full-night',
    guest: { name: 'Somchai', nationalId: 'X1', phone: '1', isForeigner: true },
    rooms: [{ roomNumber: '101' }],
    checkoutDate: '2026-11-26T12:00:00.000Z',
  };

  it('POST /check-in refuses a foreigner without papers, under guest.*', () => {
    expect(messagesOf(checkInRequestSchema.safeParse(checkIn))).toEqual([
      ['guest.passportNumber', 'Passport number is required'],
      ['guest.nationality', 'Nationality is required'],
      ['guest.visaType', 'Visa type is required'],
      ['guest.visaExpiry', 'Visa expiry is required'],
    ]);
    const parsed = checkInRequestSchema.parse({
      ...checkIn,
      guest: { ...checkIn.guest, ...papers },
    });
    expect(parsed.guest).toMatchObject(papers);
  });

  it("SPEC's create-guest takes a foreigner with no papers, and keeps those sent", () => {
    const guest = {
      name: 'Somchai',
      nationalId: 'X1',
      phone: '1',
      roomType: 'full-night',
      roomNumber: '101',
      checkinDate: '2026-11-25T14:00:00.000Z',
      checkoutDate: '2026-11-26T12:00:00.000Z',
      isForeigner: true,
    };
    expect(guestPayloadSchema.safeParse(guest).success).toBe(true);
    expect(guestPayloadSchema.parse({ ...guest, ...papers })).toMatchObject(papers);
    expect(messagesOf(guestPayloadSchema.safeParse({ ...guest, visaExpiry: 'soon' }))).toEqual([
      ['visaExpiry', 'Visa expiry must be a date written yyyy-mm-dd'],
    ]);
  });

  it('the register is asked for a date written yyyy-mm-dd', () => {
    expect(registerQuerySchema.safeParse({ date: '2026-11-25' }).success).toBe(true);
    expect(registerQuerySchema.safeParse({}).success).toBe(true);
    expect(registerQuerySchema.safeParse({ date: '25/11/2026' }).success).toBe(false);
  });
});
