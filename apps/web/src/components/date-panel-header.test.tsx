import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
