import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { RoomPriceSettings } from './room-price-settings.tsx';

const types = [
  { ID: 1, Type: 'standard' },
  { ID: 2, Type: 'family' },
];
const prices = [
  { ID: 11, RoomTypeID: 1, StayType: 'full-night', Price: 40000 },
  { ID: 12, RoomTypeID: 1, StayType: 'daycation', Price: 20000 },
  { ID: 21, RoomTypeID: 2, StayType: 'full-night', Price: 60000 },
  { ID: 22, RoomTypeID: 2, StayType: 'daycation', Price: 20000 },
];

const fakeApi = ({ load = 200, save = 200 } = {}) =>
  mockFetch((url, init) => {
    if (url.endsWith('/room-types')) return jsonResponse({ body: types });
    if (url.endsWith('/room-prices'))
      return load === 200
        ? jsonResponse({ body: prices })
        : jsonResponse({ status: load, body: { message: 'x' } });
    if (init.method === 'PUT')
      return jsonResponse({ status: save, body: save === 200 ? [] : { message: 'no' } });
    return jsonResponse({ body: [] });
  });
const puts = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [String(url).split('/').at(-1), JSON.parse(String(init?.body))])
    .sort();
const price = (type: string, stay: string) =>
  within(screen.getByRole('region', { name: type })).getByRole('textbox', {
    name: stay,
  }) as HTMLInputElement;

describe('RoomPriceSettings', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });

  it('shows each price by room type and saves only the changed ones, a daycation edit for every type', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RoomPriceSettings />);
    await waitFor(() => expect(price('Standard', 'Full Night').value).toBe('40,000'));
    expect(price('Family', 'Full Night').value).toBe('60,000');
    fireEvent.change(price('Standard', 'Full Night'), { target: { value: '45,000' } });
    fireEvent.change(price('Family', 'Daycation'), { target: { value: '25000' } });
    expect(price('Standard', 'Daycation').value).toBe('25000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room prices updated successfully!')).toBeTruthy();
    expect(puts(fetch)).toEqual([
      ['11', { Price: 45000 }],
      ['12', { Price: 25000 }],
      ['22', { Price: 25000 }],
    ]);
  });

  it('a blank or negative price stays as typed, is named, and nothing is saved (ADR 032)', async () => {
    const fetch = fakeApi();
    renderWithProviders(<RoomPriceSettings />);
    await waitFor(() => expect(price('Family', 'Full Night').value).toBe('60,000'));
    fireEvent.change(price('Family', 'Full Night'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price is required')).toBeTruthy();
    fireEvent.change(price('Family', 'Full Night'), { target: { value: '-1000' } });
    fireEvent.blur(price('Family', 'Full Night'));
    expect(price('Family', 'Full Night').value).toBe('-1000');
    expect(await screen.findByText('Price must be at least 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(puts(fetch)).toEqual([]);
  });

  it('a failed save says so', async () => {
    fakeApi({ save: 500 });
    renderWithProviders(<RoomPriceSettings />);
    await waitFor(() => expect(price('Family', 'Full Night').value).toBe('60,000'));
    fireEvent.change(price('Family', 'Full Night'), { target: { value: '61000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update room prices. Please try again.')).toBeTruthy();
  });

  it('a failed load says so', async () => {
    fakeApi({ load: 500 });
    renderWithProviders(<RoomPriceSettings />);
    expect(await screen.findByText('Failed to load room prices.')).toBeTruthy();
  });
});
