import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './render.tsx';
import { fakeApi, type FakeCall } from './fake-api.ts';
import { deskClockAt } from './desk-clock.ts';

/**
 * What is typed stays typed (ADR 032, 067), for every amount, count and rate field of every
 * dialog: the values of issue 43 typed as a receptionist would, '50,000', '၅၀,၀၀၀', '1e5', '25OO'
 * and the rest. A value the field refuses shows its message and sends nothing (no call but GETs
 * reaches the fetch mock); a value it reads stays in the field exactly as typed, unflagged.
 */
export const typedValues = [
  '50,000',
  '50 000',
  '၅၀,၀၀၀',
  '50,000 Ks',
  '5,00',
  '1e5',
  '25OO',
  'abc',
  '-1',
  '0',
  '150',
  '',
] as const;
export type Typed = (typeof typedValues)[number];
export type Outcome = { message: string } | { kept: true };
export const kept: Outcome = { kept: true };

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

/**
 * A field the parser reads as a number: what it reads is `kept` unless `over` says otherwise;
 * what it cannot read is '<label> must be a number', a minus '<label> cannot be negative'.
 */
export const numberField = (
  label: string,
  over: Partial<Record<Typed, Outcome>> = {},
): Record<Typed, Outcome> => {
  const notNumber = { message: `${label} must be a number` };
  return {
    '50,000': kept,
    '50 000': kept,
    '၅၀,၀၀၀': kept,
    '50,000 Ks': kept,
    '5,00': notNumber,
    '1e5': notNumber,
    '25OO': notNumber,
    abc: notNumber,
    '-1': { message: `${label} cannot be negative` },
    '0': kept,
    '150': kept,
    '': { message: `${label} is required` },
    ...over,
  };
};
/** A rate typed as text: 0-100, blank counts as 0; everything else is named. */
export const textRate = (label: string): Record<Typed, Outcome> => {
  const range = rateRange(label);
  return {
    ...Object.fromEntries(typedValues.map((typed) => [typed, range])),
    '0': kept,
    '': kept,
  } as Record<Typed, Outcome>;
};

/** One test per field of `cases`, typing each value in turn. */
export const describeTypedValues = (title: string, cases: readonly FieldCase[]) => {
  deskClockAt('2026-11-21T07:30:00Z'); // 14:00 on 21/11 at the hotel

  // Each field is typed twelve times through Mantine's inputs: slow on two shared cores.
  describe(title, { timeout: 180_000 }, () => {
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
        // Whatever happens next, the field holds exactly what was typed.
        expect(field.input().value, `${typed} stays as typed`).toBe(typed);
        if ('kept' in outcome) {
          // Read: no message under it.
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
