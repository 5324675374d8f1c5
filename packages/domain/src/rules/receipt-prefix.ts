/**
 * Receipt prefixes across the hotels of one server (issue 44): numbers are found by their text
 * (reprints, SPEC's receipt checks), so no two hotels may print numbers that read alike. A food
 * receipt is the prefix, FOOD, then the date: `AB` and `ABFOOD` would print the same numbers.
 */
export const receiptPrefixTakenMessage =
  "Receipt prefix must differ from another hotel's prefix, and from it with FOOD after it";

/** The other hotel's prefix this one would be read as, or null when it is free. */
export const receiptPrefixClash = (
  prefix: string,
  otherHotelsPrefixes: readonly string[],
): string | null =>
  otherHotelsPrefixes.find(
    (other) => other === prefix || other === `${prefix}FOOD` || prefix === `${other}FOOD`,
  ) ?? null;
