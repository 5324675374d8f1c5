import type { FolioLine } from '../contract/folio.ts';
import { sumKyat } from './money.ts';

/** One extension of the stay: its room part (never its tax or service), when and how long. */
export interface FolioExtension {
  /** days, hours or long-stay (days at the desk's price). */
  Kind: 'days' | 'hours' | 'long-stay';
  /** Days or hours added; null when not recorded. */
  Units: number | null;
  /** What the extension added to RoomCharges. */
  Amount: number;
  CreatedAt: string;
}

/** What is known of how a stay's RoomCharges were made (ADR 033). */
export interface RoomParts {
  /** The check-in's nights (count null when not recorded) and their price, the extra bed apart. */
  nights?: { count: number | null; amount: number } | undefined;
  /** The check-in's extra bed. */
  extraBed?: number | undefined;
  /** The owner's early check-in charge of the check-in (ADR 068). */
  earlyCheckIn?: number | undefined;
  extensions?: readonly FolioExtension[] | undefined;
}

const line = (Type: string, Amount: number, more: Partial<FolioLine> = {}): FolioLine => ({
  Kind: 'charge',
  Type,
  Amount,
  PaymentMethod: null,
  ReceiptNumber: null,
  CreatedAt: null,
  ...more,
});

/**
 * The room part of a stay's charges (RoomCharges less its extra charges) on lines: 'room' first
 * for whatever the recorded parts do not explain (an edit of RoomCharges, a daycation's price, a
 * stay from before the parts were recorded), then the check-in's nights, its extra bed and each
 * extension with its date. The lines always sum to `room` exactly; when the known parts exceed it
 * (RoomCharges edited down), nothing can be told apart and the whole is one 'room' line.
 */
export const roomChargeLines = (room: number, parts: RoomParts): FolioLine[] => {
  const extensions = parts.extensions ?? [];
  const known = [
    parts.nights?.amount ?? 0,
    parts.extraBed ?? 0,
    parts.earlyCheckIn ?? 0,
    ...extensions.map((e) => e.Amount),
  ];
  const rest = sumKyat([room, ...known.map((k) => -k)]);
  if (known.some((k) => k < 0) || rest < 0) return room === 0 ? [] : [line('room', room)];
  return [
    ...(rest !== 0 ? [line('room', rest)] : []),
    ...(parts.nights && parts.nights.amount !== 0
      ? [line('nights', parts.nights.amount, { Quantity: parts.nights.count })]
      : []),
    ...(parts.extraBed ? [line('extra-bed', parts.extraBed)] : []),
    ...(parts.earlyCheckIn ? [line('early-check-in', parts.earlyCheckIn)] : []),
    ...extensions
      .filter((e) => e.Amount !== 0)
      .map((e) =>
        line('extension', e.Amount, {
          CreatedAt: e.CreatedAt,
          Quantity: e.Units,
          Unit: e.Kind === 'hours' ? 'hours' : 'days',
        }),
      ),
  ];
};
