import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IsoDate } from '@frontdesk/domain';
import { setDisplayDigits, setDisplayLanguage } from '../i18n/display-locale.ts';
import { renderWithProviders } from '../test/render.tsx';
import { DatePanelHeader } from './date-panel-header.tsx';

const renderHeader = (props: Partial<Parameters<typeof DatePanelHeader>[0]> = {}) => {
  const onDateChange = vi.fn();
  const onAdd = vi.fn();
  renderWithProviders(
    <DatePanelHeader
      icon={<span>icon</span>}
      label="Room Revenue"
      date="2026-11-21"
      onDateChange={onDateChange}
      onAdd={onAdd}
      timeZone="Asia/Yangon"
      {...props}
    />,
  );
  return { onDateChange, onAdd, input: screen.getByLabelText('Room Revenue date') };
};

describe('DatePanelHeader', () => {
  it('shows the label, the date as dd/MM/yyyy, Today and Add', () => {
    const { input } = renderHeader({ extra: <button type="button">Cash</button> });
    expect(screen.getByRole('heading', { name: 'Room Revenue' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('21/11/2026');
    expect(screen.getByRole('button', { name: 'Today' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cash' })).toBeTruthy();
  });

  it('has no Add button without onAdd', () => {
    renderHeader({ onAdd: undefined });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('takes a typed dd/MM/yyyy date', () => {
    const { input, onDateChange } = renderHeader();
    fireEvent.change(input, { target: { value: '05/12/2026' } });
    expect(onDateChange).toHaveBeenCalledWith('2026-12-05');
    expect(screen.queryByText('Date input not valid.')).toBeNull();
  });

  it("says 'Date input not valid.' for a date that does not exist, to screen readers too", () => {
    const { input, onDateChange } = renderHeader();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.input(input, { target: { value: '31/02/2026' } });
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Date input not valid.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(onDateChange).not.toHaveBeenCalled();
  });

  it('Today picks the hotel date and clears a bad entry; Add opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 18:00 UTC on 21 Nov is already 22 Nov in Yangon (UTC+06:30).
    vi.setSystemTime(new Date('2026-11-21T18:00:00Z'));
    const user = userEvent.setup();
    const { input, onDateChange, onAdd } = renderHeader();
    fireEvent.input(input, { target: { value: 'nonsense' } });
    expect(screen.getByText('Date input not valid.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onDateChange).toHaveBeenCalledWith('2026-11-22');
    expect(screen.queryByText('Date input not valid.')).toBeNull();
    expect(screen.getByLabelText('Room Revenue date').getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

/** A panel with its header: the date it shows below, as its list would load it. */
const Panel = ({ start, label = 'Reservations' }: { start: IsoDate; label?: string }) => {
  const [date, setDate] = useState(start);
  return (
    <>
      <DatePanelHeader icon={null} label={label} date={date} onDateChange={setDate} />
      <p data-testid="panel-date">{date}</p>
      <button type="button" onClick={() => setDate('2026-12-24')}>
        Elsewhere
      </button>
    </>
  );
};

const renderPanel = () => {
  const user = userEvent.setup();
  renderWithProviders(<Panel start="2026-11-21" />);
  const field = screen.getByRole('textbox', { name: 'Reservations date' }) as HTMLInputElement;
  const panelDate = () => screen.getByTestId('panel-date').textContent;
  return { user, field, panelDate };
};

const calendarDay = (name: string) => screen.findByRole('button', { name });

describe("the panel's date field", () => {
  afterEach(() => {
    act(() => {
      setDisplayLanguage('en');
      setDisplayDigits('latn');
    });
  });

  it('moves the panel to a date typed into it, keeping the text as typed', async () => {
    const { user, field, panelDate } = renderPanel();
    await user.clear(field);
    await user.type(field, '5/12/2026');
    expect(panelDate()).toBe('2026-12-05');
    // Not rewritten to 05/12/2026 under the desk's fingers.
    expect(field.value).toBe('5/12/2026');
    expect(screen.queryByText('Date input not valid.')).toBeNull();
  });

  it("says 'Date input not valid.' for what is no date, keeps it, and leaves the panel's date", async () => {
    const { user, field, panelDate } = renderPanel();
    await user.clear(field);
    await user.type(field, '31/02/2026');
    expect(screen.getByRole('alert').textContent).toBe('Date input not valid.');
    expect(field.value).toBe('31/02/2026');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(panelDate()).toBe('2026-11-21');
    // Blurring keeps what was typed, so the desk can correct it.
    await user.click(screen.getByRole('heading', { name: 'Reservations' }));
    expect(field.value).toBe('31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.queryByText('Date input not valid.')).toBeNull();
  });

  it('shows a date chosen elsewhere', async () => {
    const { user, field } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field.value).toBe('24/12/2026');
  });

  it('opens the calendar on focus once its code is here; a picked day moves the panel and closes it', async () => {
    const { user, field, panelDate } = renderPanel();
    await user.tab();
    expect(document.activeElement).toBe(field);
    await calendarDay('25 November 2026');
    expect(screen.getByRole('button', { name: 'November 2026' })).toBeTruthy();
    // The chosen day is marked.
    expect(screen.getByRole('button', { name: '21 November 2026' }).dataset.selected).toBe('true');

    await user.click(screen.getByRole('button', { name: '25 November 2026' }));
    expect(panelDate()).toBe('2026-11-25');
    expect(field.value).toBe('25/11/2026');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'November 2026' })).toBeNull());
    // The field keeps the focus; a click opens the calendar again, Escape closes it.
    expect(document.activeElement).toBe(field);
    await user.click(field);
    await calendarDay('25 November 2026');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'November 2026' })).toBeNull());
  });

  it('keeps every character typed, and the calendar shows the month typed', async () => {
    const { user, field, panelDate } = renderPanel();
    await user.click(field);
    await user.keyboard('{Control>}a{/Control}03/01/2027');
    expect(field.value).toBe('03/01/2027');
    expect(panelDate()).toBe('2027-01-03');
    expect(await calendarDay('3 January 2027')).toBeTruthy();
  });

  it('shows and reads Myanmar digits, and the calendar names its days with them', async () => {
    act(() => {
      setDisplayLanguage('my');
      setDisplayDigits('mymr');
    });
    const user = userEvent.setup();
    renderWithProviders(<Panel start="2026-11-21" label="ဘွတ်ကင်များ" />);
    const field = screen.getByRole('textbox', { name: 'ဘွတ်ကင်များ ရက်စွဲ' }) as HTMLInputElement;
    expect(field.value).toBe('၂၁/၁၁/၂၀၂၆');
    await user.clear(field);
    await user.type(field, '၂၃/၁၁/၂၀၂၆');
    expect(screen.getByTestId('panel-date').textContent).toBe('2026-11-23');
    expect(field.value).toBe('၂၃/၁၁/၂၀၂၆');

    const day = await calendarDay('၂၅ နိုဝင်ဘာ ၂၀၂၆');
    expect(day.textContent).toBe('၂၅');
    await user.click(day);
    expect(field.value).toBe('၂၅/၁၁/၂၀၂၆');
    // Latin digits chosen: the field follows at once.
    act(() => setDisplayDigits('latn'));
    expect(field.value).toBe('25/11/2026');
  });
});
