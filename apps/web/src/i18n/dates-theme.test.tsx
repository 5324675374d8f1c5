import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerInput } from '@mantine/dates';
import { DatePanelHeader } from '../components/date-panel-header.tsx';
import { AmountField } from '../components/forms/amount-field.tsx';
import { DateField } from '../features/reservations/components/date-field.tsx';
import { StayDatesField } from '../features/reservations/components/stay-dates-field.tsx';
import { emptyDraft } from '../features/reservations/utils/reservation-draft.ts';
import { NewCheckoutDateInput } from '../features/stays/components/stay-parts.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { setDisplayDigits, setDisplayLanguage } from './display-locale.ts';

afterEach(() => {
  act(() => {
    setDisplayLanguage('en');
    setDisplayDigits('latn');
  });
});

const burmese = (digits: 'mymr' | 'latn') => {
  setDisplayLanguage('my');
  setDisplayDigits(digits);
};

const renderHeader = () => {
  const onDateChange = vi.fn();
  renderWithProviders(
    <DatePanelHeader
      icon={null}
      label="Panel"
      date="2026-11-23"
      onDateChange={onDateChange}
      timeZone="Asia/Yangon"
    />,
  );
  const input = screen.getByRole('textbox') as HTMLInputElement;
  return { onDateChange, input };
};

describe('date fields in the chosen digits', () => {
  it('shows the date in Myanmar digits and takes a date typed in either digits', () => {
    burmese('mymr');
    const { input, onDateChange } = renderHeader();
    expect(input.value).toBe('၂၃/၁၁/၂၀၂၆');
    fireEvent.change(input, { target: { value: '၂၅/၁၁/၂၀၂၆' } });
    expect(onDateChange).toHaveBeenLastCalledWith('2026-11-25');
    fireEvent.change(input, { target: { value: '26/11/2026' } });
    expect(onDateChange).toHaveBeenLastCalledWith('2026-11-26');
  });

  it('shows Latin digits when they are chosen, and follows a change of digits at once', () => {
    burmese('latn');
    const { input } = renderHeader();
    expect(input.value).toBe('23/11/2026');
    act(() => setDisplayDigits('mymr'));
    expect(input.value).toBe('၂၃/၁၁/၂၀၂၆');
  });

  it('names the calendar in Burmese with Myanmar digits, and picks the day clicked', async () => {
    burmese('mymr');
    const user = userEvent.setup();
    const { input, onDateChange } = renderHeader();
    await user.click(input);
    // The calendar's code comes when the field is first pointed at or focused (ADR 052).
    expect(await screen.findByRole('button', { name: 'နိုဝင်ဘာ ၂၀၂၆' })).toBeTruthy();
    const day = screen.getByRole('button', { name: '၂၅ နိုဝင်ဘာ ၂၀၂၆' });
    expect(day.textContent).toBe('၂၅');
    await user.click(day);
    expect(onDateChange).toHaveBeenLastCalledWith('2026-11-25');

    // The year level lists the months by their CLDR short names, the decade level the years.
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'နိုဝင်ဘာ ၂၀၂၆' }));
    expect(screen.getByRole('button', { name: '၂၀၂၆' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ဩ' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '၂၀၂၆' }));
    expect(screen.getByText('၂၀၂၀ – ၂၀၂၉')).toBeTruthy();
    expect(screen.getByRole('button', { name: '၂၀၂၇' })).toBeTruthy();
  });

  it('keeps the English calendar as it was', async () => {
    const user = userEvent.setup();
    const { input } = renderHeader();
    expect(input.value).toBe('23/11/2026');
    await user.click(input);
    expect(await screen.findByRole('button', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '25 November 2026' }).textContent).toBe('25');
    expect(screen.getByText('Mo')).toBeTruthy();
  });

  it('writes a date range in the chosen digits (Stock Summary)', () => {
    burmese('mymr');
    renderWithProviders(
      <DatePickerInput type="range" label="Range" value={['2026-11-14', '2026-11-21']} />,
    );
    expect(screen.getByText('၁၄/၁၁/၂၀၂၆ – ၂၁/၁၁/၂၀၂၆')).toBeTruthy();
  });

  it('shows the new check-out date of an extension in the chosen digits', () => {
    burmese('mymr');
    const onChange = vi.fn();
    renderWithProviders(
      <NewCheckoutDateInput value="2026-11-30" error={undefined} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('၃၀/၁၁/၂၀၂၆');
    fireEvent.change(input, { target: { value: '၀၁/၁၂/၂၀၂၆' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it("shows the reservation form's dates, years and times in the chosen digits", async () => {
    burmese('mymr');
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <DateField
        label="Check-in"
        value="2026-11-25"
        onChange={onChange}
        initialMonth="2026-11-21"
      />,
    );
    const input = screen.getByLabelText('Check-in') as HTMLInputElement;
    expect(input.value).toBe('၂၅/၁၁/၂၀၂၆');
    fireEvent.change(input, { target: { value: '၂၇/၁၁/၂၀၂၆' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27');

    const open = screen.getAllByRole('button')[0]!;
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'နိုဝင်ဘာ ၂၀၂၆' }));
    await user.click(screen.getByRole('button', { name: '၂၀၂၆' }));
    // The form's own twelve-year page.
    expect(screen.getByText('၂၀၁၇ – ၂၀၂၈')).toBeTruthy();
    expect(screen.getByRole('button', { name: '၂၀၂၅' })).toBeTruthy();
  });

  it("offers the stay's times in the chosen digits, keeping hh:mm as the value", async () => {
    burmese('mymr');
    const user = userEvent.setup();
    const change = vi.fn();
    renderWithProviders(
      <StayDatesField
        draft={{ ...emptyDraft(), checkinDate: '2026-11-25', checkoutDate: '2026-11-26' }}
        change={change}
        minCheckin="2026-11-21"
        readOnly={false}
      />,
    );
    // Check-in at 14:00, check-out at 12:00 (the form's defaults).
    expect(screen.getByDisplayValue('၁၂:၀၀')).toBeTruthy();
    await user.click(screen.getByDisplayValue('၁၄:၀၀'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '၁၅:၃၀' }));
    expect(change).toHaveBeenLastCalledWith({ checkinTime: '15:30' });
  });
});

describe('amount fields', () => {
  it.each([
    ['en', 'latn', '40,000', 'Ks'],
    ['my', 'mymr', '၄၀,၀၀၀', 'ကျပ်'],
    ['my', 'latn', '40,000', 'ကျပ်'],
  ] as const)('%s with %s digits: %s %s', (language, digits, shown, word) => {
    setDisplayLanguage(language);
    setDisplayDigits(digits);
    renderWithProviders(<AmountField kind="kyat" label="Amount" value={40000} />);
    // A stored amount in the desk's digits (ADR 067); the kyat word of the language beside it.
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(shown);
    expect(screen.getByText(word).textContent).toBe(word);
  });
});
