import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { aReservation } from '../../../test/records.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { ReservationModal } from './reservation-modal.tsx';
import { setDisplayLanguage } from '../../../i18n/display-locale.ts';

const editModal = (source: 'desk' | 'messenger') => {
  const onSaved = vi.fn();
  renderWithProviders(
    <ReservationModal
      opened
      initialMode="edit"
      reservation={aReservation({ Source: source })}
      timeZone="Asia/Yangon"
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
  );
  return { onSaved };
};
const sourceSelect = (name = 'Source') =>
  screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('the source of a reservation in the modal (ADR 086)', () => {
  it('shows the stored source, and saves the one chosen', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(() => ({ body: aReservation({ Source: 'phone' }) }));
    const { onSaved } = editModal('messenger');
    expect(sourceSelect().value).toBe('Messenger');
    await user.click(sourceSelect());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Front desk',
      'Walk-in',
      'Phone',
      'Messenger',
      'Booking page',
      'Agoda',
      'Booking.com',
      'Airbnb',
    ]);
    await user.click(screen.getByRole('option', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Reservation updated successfully.'));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { source: 'phone' } });
  });

  it('reads in Burmese', () => {
    editModal('desk');
    act(() => setDisplayLanguage('my'));
    try {
      expect(sourceSelect('လာရာလမ်းကြောင်း').value).toBe('ကောင်တာ');
    } finally {
      act(() => setDisplayLanguage('en'));
    }
  });
});
