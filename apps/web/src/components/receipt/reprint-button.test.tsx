import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { moneyReceiptDocument } from '@frontdesk/domain';
import { renderWithProviders } from '../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch.ts';
import { setDisplayLanguage } from '../../i18n/display-locale.ts';
import { ReprintButton } from './reprint-button.tsx';

// A void's receipt as the server kept it (ADR 069).
const copy = moneyReceiptDocument(
  {
    hotel: {
      Name: 'Aureo Hotel',
      Address: '1 Road',
      City: 'Yangon',
      Phone: '09 1',
      TimeZone: 'Asia/Yangon',
    },
    issuedAt: new Date('2026-11-22T08:00:00.000Z'),
    servedBy: null,
  },
  {
    kind: 'void',
    receiptNumber: 'AUR202611220008',
    guest: 'Aye Aye',
    rooms: ['101'],
    lines: [{ type: 'void', amount: -10000 }],
    paymentMethod: 'cash',
    walletTransactionId: null,
    correction: {
      kind: 'void',
      reason: 'Recorded twice',
      originalReceiptNumber: 'AUR202611220007',
    },
  },
);
const hotel = {
  key: 'aureo',
  name: 'Aureo Hotel',
  address: '1 Road',
  city: 'Yangon',
  phone: '09 1',
  timeZone: 'Asia/Yangon',
  receiptPrefix: 'AUR',
  defaultTaxRate: 0,
  defaultServiceRate: 0,
};

/** A print window that keeps what was written into it. */
const printWindow = () => {
  const written: string[] = [];
  const target = {
    document: {
      open: () => undefined,
      write: (html: string) => written.push(html),
      close: () => undefined,
    },
    focus: () => undefined,
    print: vi.fn(),
    close: () => undefined,
  };
  vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
  return { written, target };
};

describe('ReprintButton', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setDisplayLanguage('en');
  });

  it('prints the stored receipt with its own number, marked COPY, and writes nothing', async () => {
    const fetch = mockFetch((url) =>
      jsonResponse({ body: url.includes('/receipts/') ? copy : hotel }),
    );
    const { written, target } = printWindow();
    renderWithProviders(<ReprintButton receiptNumber="AUR202611220008" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reprint AUR202611220008' }));
    await waitFor(() => expect(target.print).toHaveBeenCalledTimes(1));
    const receipt = written.at(-1)!;
    expect(receipt).toContain('COPY');
    expect(receipt).toContain('VOID');
    expect(receipt).toContain('AUR202611220008');
    expect(receipt).toContain('Recorded twice');
    expect(receipt).toContain('AUR202611220007');
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('marks a Burmese copy in Burmese too', async () => {
    setDisplayLanguage('my');
    mockFetch((url) => jsonResponse({ body: url.includes('/receipts/') ? copy : hotel }));
    const { written, target } = printWindow();
    renderWithProviders(<ReprintButton receiptNumber="AUR202611220008" />);
    fireEvent.click(screen.getByRole('button', { name: 'ပြန်ထုတ် AUR202611220008' }));
    await waitFor(() => expect(target.print).toHaveBeenCalled());
    expect(written.at(-1)).toContain('မိတ္တူ (COPY)');
  });

  it('says so when the receipt cannot be found', async () => {
    mockFetch((url) =>
      url.includes('/receipts/')
        ? jsonResponse({ status: 404, body: { message: 'Receipt not found.' } })
        : jsonResponse({ body: hotel }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    printWindow();
    renderWithProviders(<ReprintButton receiptNumber="AUR202611229999" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reprint AUR202611229999' }));
    expect(await screen.findByText('Failed to print receipt')).toBeTruthy();
  });
});
