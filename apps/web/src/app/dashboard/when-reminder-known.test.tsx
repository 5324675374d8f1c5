import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch.ts';
import { useImmigrationDue } from '../../features/register/api/register.ts';
import { reminderWaitMs, WhenReminderKnown } from './when-reminder-known.tsx';

const page = <p>Room Overview</p>;

/** The reminder's call answers when `answer` is called (with the guests due), never before. */
const reminderAnswersLater = () => {
  let answer: (body: unknown) => void = () => undefined;
  const answered = new Promise<Response>((resolve) => {
    answer = (body) => resolve(jsonResponse({ body }));
  });
  mockFetch((url) =>
    url.includes('/reception/immigration-reports') ? answered : jsonResponse({ body: [] }),
  );
  return (body: unknown) => act(async () => answer(body));
};

describe('WhenReminderKnown', () => {
  afterEach(() => vi.useRealTimers());

  it("draws the dashboard only once the reminder's answer is here", async () => {
    window.localStorage.setItem('hotel', 'aureo');
    const answer = reminderAnswersLater();
    renderWithProviders(<WhenReminderKnown>{page}</WhenReminderKnown>);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByText('Room Overview')).toBeNull();

    await answer([]);
    expect(await screen.findByText('Room Overview')).toBeTruthy();
  });

  it('draws it without the answer when the answer is lost on the way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.localStorage.setItem('hotel', 'aureo');
    reminderAnswersLater(); // never answered
    renderWithProviders(<WhenReminderKnown>{page}</WhenReminderKnown>);
    await act(async () => vi.advanceTimersByTime(reminderWaitMs - 100));
    expect(screen.queryByText('Room Overview')).toBeNull();

    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('Room Overview')).toBeTruthy();
  });

  it('draws it at once when the reminder cannot be asked', async () => {
    window.localStorage.setItem('hotel', 'aureo');
    mockFetch(() => jsonResponse({ status: 403, body: { message: 'Forbidden' } }));
    renderWithProviders(<WhenReminderKnown>{page}</WhenReminderKnown>);
    expect(await screen.findByText('Room Overview')).toBeTruthy();
  });

  it('keeps the dashboard when the reminder, drawn with it, asks a refused read again', async () => {
    window.localStorage.setItem('hotel', 'aureo');
    let asked = 0;
    mockFetch((url) => {
      if (url.includes('/reception/immigration-reports')) asked += 1;
      return jsonResponse({ status: 403, body: { message: 'Forbidden' } });
    });
    // As the dashboard's reminder does: it reads the same answer when it mounts.
    const Reminder = () => {
      useImmigrationDue();
      return page;
    };
    renderWithProviders(
      <WhenReminderKnown>
        <Reminder />
      </WhenReminderKnown>,
    );
    await act(() => new Promise((done) => setTimeout(done, 500)));
    expect(screen.getByText('Room Overview')).toBeTruthy();
    // Asked once, and once more by the reminder: not again and again (hundreds a second before).
    expect(asked).toBe(2);
  });
});
