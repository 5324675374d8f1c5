import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './render.tsx';
import { fakeApi, type FakeCall } from './fake-api.ts';
import { deskClockAt } from './desk-clock.ts';

/**
 * What is typed stays typed (ADR 032), for every number field of every dialog: '0', '-1', '150',
 * '1e5', '' and letters are typed as a receptionist would. A value the field refuses shows its
 * message and sends nothing (no call but GETs reaches the fetch mock); a value it allows stays
 * in the field exactly as typed. Number inputs refuse the keys 'e' and letters (the field shows
 * what it holds: '1e5' is '15', letters are ''), text rate fields keep every key.
 */
export type Outcome = { message: string } | { shows: string };
export type Typed = '0' | '-1' | '150' | '1e5' | '' | 'abc';

export interface FieldCase {
  dialog: string;
  field: string;
  render: () => ReactElement;
  /** The GETs the dialog needs. */
  answer?: (call: FakeCall) => { status?: number; body?: unknown } | undefined;
  input: () => HTMLInputElement;
  /** Fills the other fields so that only this one can be wrong. */
  prepare?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  submit: string;
  expected: Record<Typed, Outcome>;
}

export const byLabel = (label: RegExp) => () => screen.getByLabelText(label) as HTMLInputElement;
/** A label as a pattern from its start ('Tax Rate (%)' matches 'Tax Rate (%) *'). */
export const labelled = (label: string) => byLabel(new RegExp(`^${label.replace(/[()%]/g, '.')}`));

export const rateRange = (label: string) => ({
  message: `${label} must be a number from 0 to 100`,
});
export const kyatField = (negative: string, required: string): Record<Typed, Outcome> => ({
  '0': { shows: '0 Ks' },
  '-1': { message: negative },
  '150': { shows: '150 Ks' },
  '1e5': { shows: '15 Ks' },
  '': { message: required },
  abc: { message: required },
});
/** A rate typed as text: every key stays; blank counts as 0. */
export const textRate = (label: string): Record<Typed, Outcome> => ({
  '0': { shows: '0' },
  '-1': rateRange(label),
  '150': rateRange(label),
  '1e5': rateRange(label),
  '': { shows: '' },
  abc: rateRange(label),
});

const typedValues: Typed[] = ['0', '-1', '150', '1e5', '', 'abc'];

/** One test per field of `cases`, typing each value in turn. */
export const describeTypedValues = (title: string, cases: readonly FieldCase[]) => {
  deskClockAt('2026-11-21T07:30:00Z'); // 14:00 on 21/11 at the hotel

  // Each field is typed six times through Mantine's inputs: slow on two shared cores.
  describe(title, { timeout: 90_000 }, () => {
    it.each(cases.map((c) => [`${c.dialog}: ${c.field}`, c] as const))('%s', async (_, field) => {
      const user = userEvent.setup();
      const { calls } = fakeApi(
        (call) => field.answer?.(call) ?? { body: call.method === 'GET' ? [] : {} },
      );
      renderWithProviders(field.render());
      await field.prepare?.(user);
      const writes = () => calls.filter((call) => call.method !== 'GET');

      for (const typed of typedValues) {
        const input = field.input();
        await user.clear(input);
        if (typed !== '') await user.type(input, typed);
        fireEvent.blur(input);
        const outcome = field.expected[typed];
        if ('shows' in outcome) {
          // Allowed: unchanged in the field after leaving it, and no message under it.
          expect(field.input().value, `${typed} is kept`).toBe(outcome.shows);
          expect(field.input().getAttribute('aria-invalid'), `${typed} is accepted`).not.toBe(
            'true',
          );
          continue;
        }
        await user.click(screen.getByRole('button', { name: field.submit }));
        const shown = await screen.findAllByText((text) => text.startsWith(outcome.message));
        expect(shown.length, `${typed} is named`).toBeGreaterThan(0);
        expect(field.input().getAttribute('aria-invalid'), `${typed} is flagged`).toBe('true');
        expect(writes(), `${typed} sends nothing`).toEqual([]);
        // A notice (Food Menu Management's blank name or price) is closed before the next value.
        const ok = screen.queryByRole('button', { name: 'OK' });
        if (ok) await user.click(ok);
      }
      expect(writes(), 'nothing was sent').toEqual([]);
    });
  });
};
