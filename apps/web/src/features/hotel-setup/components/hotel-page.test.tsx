import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { anOwnersHotel } from '../../../test/records.ts';
import { HotelPage } from './hotel-page.tsx';

const hotel = anOwnersHotel;

const fakeApi = ({ load = 200, save = 200 } = {}) =>
  mockFetch((_url, init) => {
    if (init.method === 'PUT') {
      return save === 200
        ? jsonResponse({ body: { ...hotel, ...JSON.parse(String(init.body)) } })
        : jsonResponse({
            status: save,
            body: { message: 'Receipt prefix must be 2 to 6 capital letters (A-Z)' },
          });
    }
    return load === 200
      ? jsonResponse({ body: hotel })
      : jsonResponse({ status: load, body: { message: 'x' } });
  });
const puts = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('HotelPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it("shows the hotel's details and saves the changed ones with the rates", async () => {
    const fetch = fakeApi();
    renderWithProviders(<HotelPage />);
    await waitFor(() => expect(field('Hotel name').value).toBe('Aureo Hotel'));
    fireEvent.change(field('Phone'), { target: { value: '+95 9 111' } });
    fireEvent.change(field('Tax rate %'), { target: { value: '5' } });
    fireEvent.change(field('Rooms allowed past the free ones'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(puts(fetch)).toEqual([
      [
        '/api/aureo/admin/hotel',
        {
          name: 'Aureo Hotel',
          address: 'No. 45, Bogyoke Aung San Road',
          city: 'Yangon',
          phone: '+95 9 111',
          receiptPrefix: 'AUR',
          defaultTaxRate: 5,
          defaultServiceRate: 0,
          overbookAllowance: 2,
          arrivalDayHour: 6,
          earlyCheckInCharge: 0,
          swapPriceRule: 'keep-booked-price',
        },
      ],
    ]);
  });

  it('saves what a swap to a dearer room type does (ADR 073)', async () => {
    const fetch = fakeApi();
    renderWithProviders(<HotelPage />);
    const keep = await screen.findByRole('radio', { name: 'Keep the booked price' });
    const charge = screen.getByRole('radio', {
      name: 'Charge the difference',
    });
    expect(screen.getByRole('radiogroup', { name: 'A move to a dearer room type' })).toBeVisible();
    expect(keep).toBeChecked();
    expect(charge).not.toBeChecked();
    fireEvent.click(charge);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(puts(fetch)[0]?.[1]).toMatchObject({ swapPriceRule: 'charge-difference' });
  });

  it('saves the nights rule: the arrival-day hour and an early check-in charge (ADR 068)', async () => {
    const fetch = fakeApi();
    renderWithProviders(<HotelPage />);
    await waitFor(() =>
      expect(field('Arrivals count that day’s night from (hour, 0-23)').value).toBe('6'),
    );
    fireEvent.change(field('Arrivals count that day’s night from (hour, 0-23)'), {
      target: { value: '24' },
    });
    fireEvent.change(field('Early check-in charge (Ks)'), { target: { value: '15,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Arrival-day hour must be at most 23')).toBeInTheDocument();
    expect(puts(fetch)).toEqual([]);

    fireEvent.change(field('Arrivals count that day’s night from (hour, 0-23)'), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(puts(fetch)[0]?.[1]).toMatchObject({ arrivalDayHour: 5, earlyCheckInCharge: 15000 });
  });

  it('says what is wrong with a bad prefix and an empty name, and sends nothing', async () => {
    const fetch = fakeApi();
    renderWithProviders(<HotelPage />);
    await waitFor(() => expect(field('Hotel name').value).toBe('Aureo Hotel'));
    fireEvent.change(field('Receipt prefix'), { target: { value: 'au1' } });
    fireEvent.change(field('Hotel name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Receipt prefix must be 2 to 6 capital letters (A-Z)'),
    ).toBeTruthy();
    expect(screen.getByText('Hotel name is required')).toBeTruthy();
    expect(puts(fetch)).toEqual([]);
  });

  it("shows the server's refusal, and a load failure with Retry", async () => {
    fakeApi({ load: 500 });
    renderWithProviders(<HotelPage />);
    expect(
      await screen.findByText('Could not load. Check the connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
