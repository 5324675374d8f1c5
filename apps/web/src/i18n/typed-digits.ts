import { normaliseDigits } from '@frontdesk/domain';

/**
 * Number-like fields: phones, native number fields and any field marked data-digits. The amount
 * field (AmountField, data-amount) is left alone: what is typed in Myanmar digits stays Myanmar,
 * and the domain's parser reads it (ADR 067).
 */
const numberFields =
  'input[inputmode="numeric"]:not([data-amount]), input[inputmode="decimal"]:not([data-amount]), input[type="number"], input[type="tel"], input[data-digits]';

const nativeValueSetter =
  typeof HTMLInputElement === 'undefined'
    ? undefined
    : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Lets a desk type Myanmar digits (၀-၉) into any number field: the typed digits become the Latin
 * digits of the same value before React (and the form's parser) read the field, so every form
 * accepts both kinds without a change of its own. Text fields (names, NRC numbers) are data and
 * are left as typed.
 */
export const acceptTypedDigits = (target: Document = document): (() => void) => {
  const listener = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !field.matches(numberFields)) return;
    const normalised = normaliseDigits(field.value);
    if (normalised === field.value) return;
    // Every digit stays one UTF-16 unit long, so the caret stays where it was.
    const { selectionStart, selectionEnd } = field;
    // The prototype's setter, not field.value: React watches that one, and would then take the
    // normalised text for its own and skip the onChange.
    nativeValueSetter?.call(field, normalised);
    if (selectionStart !== null && field.type !== 'number') {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  };
  // Capture, on the document: before React's own listener on its root reads the value.
  target.addEventListener('input', listener, true);
  return () => target.removeEventListener('input', listener, true);
};
