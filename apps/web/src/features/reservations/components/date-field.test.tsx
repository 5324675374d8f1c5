import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { DateField } from './date-field.tsx';
import { yearPageStart } from './year-page.tsx';

const renderField = (value: string | null = '2026-11-25') => {
  const onChange = vi.fn();
  renderWithProviders(
    <DateField
      label="Check-in"
      value={value}
      onChange={onChange}
      minDate="2026-11-21"
      initialMonth="2026-11-21"
    />,
  );
  return { onChange, input: screen.getByLabelText('Check-in') as HTMLInputElement };
};

describe('DateField', () => {
  it('shows dd/MM/yyyy and takes a typed date; empty text clears it', () => {
    const { input, onChange } = renderField();
    expect(input.value).toBe('25/11/2026');
    fireEvent.change(input, { target: { value: '1/12/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("says 'Date input not valid.' for text that is no date, and keeps the last date", () => {
    const { input, onChange } = renderField();
    fireEvent.change(input, { target: { value: '25/13/2026' } });
    expect(screen.getByText('Date input not valid.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('picks a day from the calendar, whose year view shows twelve years per page', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField();
    await user.click(screen.getByRole('button', { name: 'Open calendar: Check-in' }));
    await user.click(screen.getByRole('button', { name: '27 November 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-27');

    await user.click(screen.getByRole('button', { name: 'Open calendar: Check-in' }));
    await user.click(screen.getByRole('button', { name: 'November 2026' }));
    await user.click(screen.getByRole('button', { name: '2026' }));
    const years = Array.from({ length: 12 }, (_, i) => String(2017 + i));
    for (const year of years) expect(screen.getByRole('button', { name: year })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '2029' })).toBeNull();
    // Years before the first allowed date cannot be chosen.
    expect(screen.getByRole('button', { name: '2025' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Later years' }));
    expect(screen.getByRole('button', { name: '2040' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2030' }));
    await user.click(screen.getByRole('button', { name: 'Mar' }));
    await user.click(screen.getByRole('button', { name: '14 March 2030' }));
    expect(onChange).toHaveBeenLastCalledWith('2030-03-14');
  });

  it('pages years as 2017-2028, 2029-2040', () => {
    expect(yearPageStart(2017)).toBe(2017);
    expect(yearPageStart(2026)).toBe(2017);
    expect(yearPageStart(2028)).toBe(2017);
    expect(yearPageStart(2029)).toBe(2029);
  });
});
