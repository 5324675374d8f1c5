import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hotelSchema, type Room, type SwapPriceRule } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage } from '../../../i18n/display-locale.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { aRoom } from '../test/stay-fixtures.ts';
import { aGuest } from '../../../test/records.ts';
import { fakeApi, hotelDetails } from '../../../test/fake-api.ts';
import { RoomSwapDialog } from './room-swap-dialog.tsx';

/** An Idempotency-Key as the desk makes them: a random UUID. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A family room: 60,000 a night (foreigner 90,000), extra bed 15,000 (foreigner 20,000). */
const aFamilyRoom = (room: string, status = 1): Room => ({
  ...aRoom(room, status),
  RoomTypeID: 2,
  RoomType: {
    Type: 'family',
    RoomPrices: Object.entries({
      'full-night': 60000,
      extrabed: 15000,
      'foreigner-full-night': 90000,
      'foreigner-extrabed': 20000,
    }).map(([StayType, Price]) => ({ StayType, Price })),
  },
});

const rooms = [aRoom('101', 2), aRoom('102', 1), aRoom('103', 5), aRoom('201', 1)];

beforeEach(() => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'tok');
});

describe('Room Swap', () => {
  it('offers only available rooms, waits for a choice, then moves the guest', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi((call) => {
      if (call.path === '/rooms') return { body: rooms };
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/swap-room') {
        return {
          body: {
            message: 'Guest successfully moved from Room 101 to Room 201.',
            guest: aGuest({ RoomNumber: '201' }),
            previousRoom: { Room: '101', Status: 1 },
            newRoom: { Room: '201', Status: 2 },
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<RoomSwapDialog room={rooms[0]!} opened onClose={() => {}} />);
    screen.getByRole('dialog', { name: '101 | Room Swap' });
    const submit = screen.getByRole('button', { name: 'Swap Room' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Please select a new room.')).toBeTruthy();

    await user.click(screen.getByPlaceholderText('Select a new room'));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        '102 · First · Standard',
        '201 · Second · Standard',
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'Current Room' })).toHaveValue('101 · Standard');
    await user.click(screen.getByRole('option', { name: '201 · Second · Standard' }));
    // One type: nothing to price.
    expect(screen.queryByTestId('swap-price')).not.toBeInTheDocument();
    expect(await screen.findByDisplayValue('U Ba')).toBeTruthy();
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    expect(
      await screen.findByText('Guest successfully moved from Room 101 to Room 201.'),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ guestID: '41', currentRoomNumber: '101', newRoomNumber: '201' });
    expect(post.headers['idempotency-key']).toMatch(uuid);
  });

  it("shows the server's reason when the room was taken", async () => {
    const user = userEvent.setup();
    fakeApi((call) => {
      if (call.path === '/rooms') return { body: rooms };
      if (call.path === '/guests/current/101') return { body: aGuest() };
      if (call.path === '/swap-room') {
        return { status: 409, body: { message: 'Room 102 is not available.' } };
      }
      return undefined;
    });
    renderWithProviders(<RoomSwapDialog room={rooms[0]!} opened onClose={() => {}} />);
    await user.click(screen.getByPlaceholderText('Select a new room'));
    await user.click(await screen.findByRole('option', { name: '102 · First · Standard' }));
    const submit = screen.getByRole('button', { name: 'Swap Room' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    expect(await screen.findByText('Room 102 is not available.')).toBeTruthy();
  });
});

describe('Room Swap to a room of another type (ADR 073)', () => {
  // 14:30 on 22/11 at the hotel: a guest leaving 24/11 at 12:00 has the nights of 22 and 23 left.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.useRealTimers());

  const twoNightsLeft = aGuest({ CheckoutDate: '2026-11-24T05:30:00.000Z' });
  const open = async (
    rule: SwapPriceRule,
    { from = aRoom('101', 2), guest = twoNightsLeft, swapAnswer = {} } = {},
  ) => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      queryKeys.hotelDetails,
      hotelSchema.parse({ ...hotelDetails, swapPriceRule: rule }),
    );
    const { calls } = fakeApi((call) => {
      if (call.path === '/rooms') {
        return { body: [from, aRoom('102', 1), aFamilyRoom('201', 1), aFamilyRoom('202', 1)] };
      }
      if (call.path === `/guests/current/${from.Room}`) return { body: guest };
      if (call.path === '/swap-room') {
        return {
          body: {
            message: `Guest successfully moved from Room ${from.Room} to Room 201.`,
            guest,
            previousRoom: { Room: from.Room, Status: 1 },
            newRoom: { Room: '201', Status: 2 },
            ...swapAnswer,
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<RoomSwapDialog room={from} opened onClose={() => {}} />, queryClient);
    await screen.findByDisplayValue('U Ba');
    return { user, calls };
  };
  const choose = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    await user.click(screen.getByPlaceholderText('Select a new room'));
    await user.click(await screen.findByRole('option', { name }));
  };
  const note = async () => (await screen.findByTestId('swap-price')).textContent;

  it('under "charge the difference", shows the difference and the charge, then says it was added', async () => {
    const { user, calls } = await open('charge-difference', {
      swapAnswer: { priceDifference: { nights: 2, difference: 40000, charged: 40000 } },
    });
    await choose(user, '201 · Second · Family');
    expect(await note()).toBe(
      'A Family room costs 40,000 Ks more for the 2 nights left.' +
        '40,000 Ks will be charged for the 2 nights left.',
    );
    await user.click(screen.getByRole('button', { name: 'Swap Room' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(
      within(success).getByText(
        'Guest successfully moved from Room 101 to Room 201. 40,000 Ks was added to the guest’s account.',
      ),
    ).toBeInTheDocument();
    // The request stays SPEC's: the server prices the move itself.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      guestID: '41',
      currentRoomNumber: '101',
      newRoomNumber: '201',
    });
  });

  it('counts a foreigner with an extra bed at their prices, one night left', async () => {
    const guest = aGuest({
      CheckoutDate: '2026-11-23T05:30:00.000Z',
      IsForeigner: true,
      Extrabed: true,
    });
    const { user } = await open('charge-difference', { guest });
    await choose(user, '202 · Second · Family');
    // (90,000 + 20,000) - (60,000 + 15,000) for the night of 22/11.
    expect(await note()).toBe(
      'A Family room costs 35,000 Ks more for the 1 night left.' +
        '35,000 Ks will be charged for the 1 night left.',
    );
  });

  it('under "keep the booked price", shows the difference and keeps the price', async () => {
    const { user } = await open('keep-booked-price');
    await choose(user, '201 · Second · Family');
    expect(await note()).toBe(
      'A Family room costs 40,000 Ks more for the 2 nights left.The booked price is kept.',
    );
  });

  it('a cheaper room is no credit, whatever the rule', async () => {
    const { user } = await open('charge-difference', { from: aFamilyRoom('203', 2) });
    await choose(user, '102 · First · Standard');
    expect(await note()).toBe(
      'A Standard room costs 40,000 Ks less for the 2 nights left.The booked price is kept.',
    );
  });

  it('a session keeps its price: the room type does not price it', async () => {
    const { user } = await open('charge-difference', {
      guest: aGuest({ RoomType: 'session', CheckoutDate: '2026-11-22T10:00:00.000Z' }),
    });
    await choose(user, '201 · Second · Family');
    expect(await note()).toBe('This stay’s price does not change with the room type.');
  });

  it('in Burmese', async () => {
    setDisplayLanguage('my');
    try {
      const { user } = await open('charge-difference');
      await user.click(screen.getByPlaceholderText('အခန်း အသစ် ရွေးပါ'));
      const family = (await screen.findAllByRole('option')).find((o) =>
        o.textContent?.startsWith('201 '),
      )!;
      await user.click(family);
      expect(await note()).toBe(
        'မိသားစု အခန်းသည် ကျန်ရှိသည့် ၂ ညအတွက် ၄၀,၀၀၀ ကျပ် ပိုကျသင့်သည်။' + 'ကျန်ရှိသည့် ၂ ညအတွက် ၄၀,၀၀၀ ကျပ် ကောက်ခံပါမည်။',
      );
    } finally {
      setDisplayLanguage('en');
      setDisplayDigits('latn');
    }
  });
});
