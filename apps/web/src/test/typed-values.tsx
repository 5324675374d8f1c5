import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './render.tsx';
import { fakeApi, type FakeCall } from './fake-api.ts';
import { deskClockAt } from './desk-clock.ts';

/**
 * What is typed stays typed (ADR 032, 067), for every amount, count and rate field of every
 * dialog: the values of issue 43 typed as a receptionist would, '50,000', '၅၀,၀၀၀', '1e5', '25OO'
 * and the rest. A value the field refuses shows its message and sends nothing (no call but GETs
 * reaches the fetch mock); a value it reads stays in the field exactly as typed, unflagged, and
 * is sent as the number it reads (the fake server refuses the write, so the form stays as it is
 * for the next value).
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
/** Refused with its message, or read and sent (`sends`: what the request carries). */
export type Outcome = { message: string } | { kept: true; sends?: unknown };
export const kept: Outcome = { kept: true };
/** Read, and sent as `sends` (a blank rate sent as 0, a blank allowance not sent at all). */
export const keptSending = (sends: unknown): Outcome => ({ kept: true, sends });

/** What a read value is sent as, computed by hand (a blank one: not sent unless said). */
const readAs: Partial<Record<Typed, number>> = {
  '50,000': 50000,
  '50 000': 50000,
  '၅၀,၀၀၀': 50000,
  '50,000 Ks': 50000,
  '-1': -1,
  '0': 0,
  '150': 150,
};

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
  /** Where `submit` is looked for, when the page has a button of the same name (a dialog). */
  scope?: () => HTMLElement;
  /** After `submit`, what sends the request (Close shift asks once more). */
  confirm?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  /**
   * This field's value in the writes one submit made (`undefined`: none carried it). Without
   * it, a read value is only checked to stay unflagged.
   */
  sent?: (writes: FakeCall[]) => unknown;
  /** What the dialog shows for a refused write, when not the server's message. */
  refused?: string;
  expected: Record<Typed, Outcome>;
}

/** The write to `path` (a pattern of it) and its body's `key` (a path 'Prices.0.Price'). */
export const bodyField =
  (path: RegExp, key: string) =>
  (writes: FakeCall[]): unknown => {
    const write = writes.find((call) => path.test(call.path));
    if (!write) throw new Error(`no write to ${path.source}: ${writes.map((w) => w.path).join()}`);
    return key
      .split('.')
      .reduce<unknown>(
        (value, part) =>
          value === null || value === undefined
            ? undefined
            : (value as Record<string, unknown>)[part],
        write.body,
      );
  };

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
    '': keptSending(0),
  } as Record<Typed, Outcome>;
};

/** One test per field of `cases`, typing each value in turn. */
export const describeTypedValues = (title: string, cases: readonly FieldCase[]) => {
  deskClockAt('2026-11-21T07:30:00Z'); // 14:00 on 21/11 at the hotel

  // Each field is typed twelve times through Mantine's inputs: slow on two shared cores.
  describe(title, { timeout: 180_000 }, () => {
    it.each(cases.map((c) => [`${c.dialog}: ${c.field}`, c] as const))('%s', async (_, field) => {
      const user = userEvent.setup();
      // Every write is refused with a message of its own, so the form keeps its values and the
      // test knows when the answer was shown.
      let refusals = 0;
      const { calls } = fakeApi(
        (call) =>
          field.answer?.(call) ??
          (call.method === 'GET'
            ? { body: [] }
            : { status: 409, body: { message: `Refused by the test (${++refusals})` } }),
      );
      renderWithProviders(field.render());
      await field.prepare?.(user);
      const writes = () => calls.filter((call) => call.method !== 'GET');
      const submitButton = () =>
        within(field.scope?.() ?? document.body).getByRole('button', { name: field.submit });
      const closeNotice = async () => {
        // A notice (Food Menu Management's blank name or price) is closed before the next value.
        const ok = screen.queryByRole('button', { name: 'OK' });
        if (ok) await user.click(ok);
      };

      for (const typed of typedValues) {
        const input = field.input();
        await user.clear(input);
        if (typed !== '') await user.type(input, typed);
        fireEvent.blur(input);
        const outcome = field.expected[typed];
        // Whatever happens next, the field holds exactly what was typed.
        expect(field.input().value, `${typed} stays as typed`).toBe(typed);
        const before = writes().length;
        if ('kept' in outcome) {
          // Read: no message under it, and sent as the number it reads.
          expect(field.input(), `${typed} is accepted`).not.toHaveAttribute('aria-invalid', 'true');
          if (!field.sent) continue;
          const refusal = field.refused ?? `Refused by the test (${refusals + 1})`;
          await user.click(submitButton());
          await field.confirm?.(user);
          await waitFor(() => expect(writes().length, `${typed} is sent`).toBeGreaterThan(before));
          const sends = 'sends' in outcome ? outcome.sends : readAs[typed];
          expect(field.sent(writes().slice(before)), `${typed} is sent as ${sends}`).toEqual(sends);
          await screen.findAllByText((text) => text.includes(refusal));
          expect(field.input().value, `${typed} stays after the answer`).toBe(typed);
          await closeNotice();
          continue;
        }
        await user.click(submitButton());
        const shown = await screen.findAllByText((text) => text.startsWith(outcome.message));
        expect(shown.length, `${typed} is named`).toBeGreaterThan(0);
        expect(field.input(), `${typed} is flagged`).toHaveAttribute('aria-invalid', 'true');
        expect(writes().slice(before), `${typed} sends nothing`).toEqual([]);
        await closeNotice();
      }
    });
  });
};
