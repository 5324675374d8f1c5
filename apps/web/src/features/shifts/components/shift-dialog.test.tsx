import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClosedShift, Shift } from '@frontdesk/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch.ts';
import { fakePrintWindow, receiptText } from '../../../test/print-window.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { closedShift, shiftReport } from '../test/shift-fixtures.ts';
import { ShiftDialog } from './shift-dialog.tsx';

/** An Idempotency-Key as the desk makes them: a random UUID. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
const open: Shift = {
  ...closedShift,
  closedAt: null,
  countedCash: null,
  difference: null,
  note: null,
};
const note = 'Change given twice to the guest of room 101, who paid the rest in KPay later on';
const closedWithNote: Shift = { ...closedShift, note };
// The report as the close kept it: the hotel's details of then (ADR 079).
const closed: ClosedShift = { ...closedWithNote, report: shiftReport(closedWithNote) };

describe('ShiftDialog', () => {
  beforeEach(() => {
    window.localStorage.setItem('hotel', 'aureo');
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens a shift with the float the last close handed over', async () => {
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') return jsonResponse({ status: 201, body: open });
      return jsonResponse({ body: { shift: null, suggestedFloat: 84_500 } });
    });
    renderWithProviders(<ShiftDialog opened />);
    const float = await screen.findByLabelText(/Cash float/);
    expect((float as HTMLInputElement).value).toBe('84,500');
    expect(screen.getByText('Handed over by the last close: 84,500 Ks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toContain('/reception/shifts');
    expect(JSON.parse(String(init!.body))).toEqual({ float: 84_500 });
    expect(new Headers(init!.headers).get('Idempotency-Key')).toMatch(uuid);
  });

  it('asks why the cash is short, closes after a second word, shows the short and prints it', async () => {
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') return jsonResponse({ body: closed });
      // The owner has moved the hotel since: the report prints as the close kept it.
      if (url.includes('/details'))
        return jsonResponse({ body: { ...hotel, name: 'Aureo Grand' } });
      return jsonResponse({ body: { shift: open, suggestedFloat: 0 } });
    });
    renderWithProviders(<ShiftDialog opened />);
    const figures = await screen.findByRole('table', { name: 'My shift' });
    expect(within(figures).getByText('85,000 Ks')).toBeTruthy();
    expect(within(figures).getByText('35,000 Ks (1 payment)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Cash counted/), { target: { value: '84500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    expect(await screen.findByText('Please say why the cash is over or short')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: note } });
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Close the shift with 84,500 Ks counted?');
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    const closeShift = within(confirm).getByRole('button', { name: 'Close shift' });
    fireEvent.click(closeShift);
    // Disabled from the press to the answer; a second press sends nothing (ADR 070).
    expect(closeShift).toBeDisabled();
    fireEvent.click(closeShift);

    expect(await screen.findByText('Shift closed')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Short 500 Ks')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ countedCash: 84_500, note });

    const { state, target } = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(target);
    fireEvent.click(screen.getByRole('button', { name: 'Print shift report' }));
    await waitFor(() => expect(state.printed).toBe(1));
    expect(state.html).toContain('size: 58mm auto');
    const report = receiptText(state.html);
    for (const text of [
      'Shift report',
      'Aureo Hotel',
      'Expected cash 85,000 Ks',
      'Cash counted 84,500 Ks',
      'Short 500 Ks',
      'Change given twice',
      'KPay 35,000 Ks',
      'KP-0042',
    ]) {
      expect(report).toContain(text);
    }
    expect(report).not.toContain('Aureo Grand');
    expect(report).not.toContain('COPY');
    // A long note wraps on the paper's width, under its label.
    const paper = new DOMParser().parseFromString(state.html, 'text/html');
    expect(paper.querySelector('.note')?.textContent).toBe(note);
    expect(state.html).toMatch(/\.note \{ overflow-wrap: anywhere; white-space: pre-wrap; \}/);

    // Printed once, the next is its copy: the same text but for the COPY mark.
    const again = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(again.target);
    fireEvent.click(screen.getByRole('button', { name: 'Print shift report' }));
    await waitFor(() => expect(again.state.printed).toBe(1));
    const copy = receiptText(again.state.html);
    expect(copy).toContain('Shift report COPY');
    expect(copy.replace(' COPY', '')).toBe(report);
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/details'))).toHaveLength(0);
  });
});
