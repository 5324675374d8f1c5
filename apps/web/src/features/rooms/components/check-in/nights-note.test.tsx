import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aRoom } from '../../test/room-fixtures.ts';
import { fakeApi, hotelDetails } from '../../../../test/fake-api.ts';
import { deskClockAt } from '../../../../test/desk-clock.ts';
import { CheckInFlow } from './check-in-flow.tsx';

const room101 = aRoom('101', 1);
const open = () => {
  fakeApi(() => ({ body: [room101] }));
  renderWithProviders(
    <CheckInFlow
      source={{ kind: 'walk-in', room: room101, stayType: 'full-night' }}
      opened
      onClose={() => {}}
    />,
  );
};

describe('the check-in summary counts nights by the hotel rule (issue 43, ADR 068)', () => {
  describe('a morning walk-in at 07:55', () => {
    // 07:55 on 5 Dec 2026 at the hotel (UTC+06:30).
    deskClockAt('2026-12-05T01:25:00Z');

    it('leaving tomorrow at 12:00 is one night, and nothing needs explaining', async () => {
      open();
      await waitFor(() =>
        expect(screen.getByTestId('summary-nights')).toHaveTextContent('1 Night'),
      );
      expect(screen.getByTestId('summary-room-101')).toHaveTextContent('40,000 Ks');
      expect(screen.queryByTestId('summary-nights-counted')).not.toBeInTheDocument();
      expect(screen.queryByTestId('summary-early-check-in-101')).not.toBeInTheDocument();
    });

    it("shows the owner's early check-in charge on a line of its own", async () => {
      Object.assign(hotelDetails, { earlyCheckInCharge: 15000 });
      try {
        open();
        await waitFor(() =>
          expect(screen.getByTestId('summary-early-check-in-101')).toHaveTextContent('15,000 Ks'),
        );
        expect(
          screen.getByText('Early check-in, Room 101 (arrived before 12:00)'),
        ).toBeInTheDocument();
        expect(screen.getByTestId('summary-nights')).toHaveTextContent('1 Night');
        expect(screen.getByTestId('summary-room-101')).toHaveTextContent('40,000 Ks');
        expect(screen.getByTestId('summary-room-charges')).toHaveTextContent('55,000 Ks');
      } finally {
        Object.assign(hotelDetails, { earlyCheckInCharge: 0 });
      }
    });
  });

  describe('an arrival at 02:10, before 06:00', () => {
    // 02:10 on 5 Dec 2026 at the hotel.
    deskClockAt('2026-12-04T19:40:00Z');

    it('counts the night it arrived in and says so', async () => {
      open();
      await waitFor(() =>
        expect(screen.getByTestId('summary-nights')).toHaveTextContent('2 Nights'),
      );
      expect(screen.getByTestId('summary-nights-counted')).toHaveTextContent(
        'Arrived at 02:10, before 06:00: the night of 04/12/2026 counts, 2 nights to 06/12/2026.',
      );
      expect(screen.getByTestId('summary-room-101')).toHaveTextContent('80,000 Ks');
    });

    it('may leave today at 12:00 for that one night; the day before is refused (ADR 075)', async () => {
      open();
      const checkout = screen.getByLabelText<HTMLInputElement>(/^Check-out Date/);
      const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
      // The dialog still starts from tomorrow, as every check-in does.
      expect(checkout).toHaveValue('06/12/2026');

      fireEvent.input(checkout, { target: { value: '05/12/2026' } });
      await waitFor(() =>
        expect(screen.getByTestId('summary-nights')).toHaveTextContent('1 Night'),
      );
      expect(screen.getByTestId('summary-room-101')).toHaveTextContent('40,000 Ks');
      expect(screen.queryByText(/^Check-out date must be/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('summary-nights-counted')).toHaveTextContent(
        'Arrived at 02:10, before 06:00: the night of 04/12/2026 counts, 1 night to 05/12/2026.',
      );

      fireEvent.input(checkout, { target: { value: '04/12/2026' } });
      fireEvent.blur(checkout);
      expect(checkout).toHaveValue('04/12/2026');
      expect(screen.getByText('Check-out date must be today or later')).toBeInTheDocument();
      expect(screen.getByTestId('summary-nights')).toHaveTextContent('-');
      expect(confirm).toBeDisabled();
    });
  });

  describe('at 06:00, the arrival-day hour', () => {
    deskClockAt('2026-12-04T23:30:00Z');

    it('today is refused with the minimum of every check-in, tomorrow', async () => {
      open();
      const checkout = screen.getByLabelText<HTMLInputElement>(/^Check-out Date/);
      fireEvent.input(checkout, { target: { value: '05/12/2026' } });
      fireEvent.blur(checkout);
      expect(screen.getByText('Check-out date must be tomorrow or later')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    });
  });
});
