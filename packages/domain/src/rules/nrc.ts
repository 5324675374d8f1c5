/**
 * Myanmar NRC (national registration card) numbers, read in Latin or Myanmar script and digits
 * (issue 45, ADR 084): `12/MaYaKa(N)123456` and `၁၂/မရက(နိုင်)၁၂၃၄၅၆` are one card. The state
 * (1 to 14), '/', the township's code, the card's type in brackets, then 6 digits.
 *
 * A township's Latin code spells its Myanmar letters one syllable each (မရက is MaYaKa), so the
 * Myanmar letters are read into Latin by the letter table below: the code of 455 of the 471
 * townships in the mm-nrc package's table (MIT) reads back as that table writes it. Latin is the
 * canonical form the desk shows; the search key is the canonical form in lower case.
 */

/** Myanmar digits ၀-၉ as 0-9. */
export const westernDigits = (text: string): string =>
  text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));

/** The card types (mm-nrc's table): citizen, associate, naturalised, monk, temporary, applied. */
export const nrcTypes = [
  { latin: 'N', myanmar: 'နိုင်' },
  { latin: 'E', myanmar: 'ဧည့်' },
  { latin: 'P', myanmar: 'ပြု' },
  { latin: 'T', myanmar: 'သာသနာ' },
  { latin: 'Y', myanmar: 'ယာယီ' },
  { latin: 'S', myanmar: 'စ' },
] as const;

/** A township code's Myanmar letters and the Latin syllable each is written as. */
export const townshipLetters: Readonly<Record<string, string>> = {
  က: 'Ka',
  ခ: 'Kha',
  ဂ: 'Ga',
  ဃ: 'Ga',
  င: 'Nga',
  စ: 'Sa',
  ဆ: 'Sa',
  ဇ: 'Za',
  ည: 'Nya',
  ဏ: 'Na',
  တ: 'Ta',
  ထ: 'Hta',
  ဒ: 'Da',
  ဓ: 'Da',
  န: 'Na',
  ပ: 'Pa',
  ဖ: 'Pha',
  ဗ: 'Ba',
  ဘ: 'Ba',
  မ: 'Ma',
  ယ: 'Ya',
  ရ: 'Ya',
  လ: 'La',
  ဝ: 'Wa',
  သ: 'Tha',
  ဟ: 'Ha',
  အ: 'Ah',
  ဥ: 'Ou',
};

/** The Latin syllables of township codes, longest first (so KHA is read before KA). */
const latinSyllables = [
  ...new Set([
    ...Object.values(townshipLetters),
    'Hma',
    'Hna',
    'Hla',
    'Hpa',
    'Hsa',
    'Ra',
    'Au',
    'A',
  ]),
].sort((a, b) => b.length - a.length);

export interface Nrc {
  state: number;
  /** Latin syllables, each capitalised: ['Ma', 'Ya', 'Ka']. */
  township: string[];
  type: (typeof nrcTypes)[number]['latin'];
  number: string;
}

export const nrcMessages = {
  form: 'An NRC is written like 12/MaYaKa(N)123456 or ၁၂/မရက(နိုင်)၁၂၃၄၅၆',
  state: "The NRC's state number must be 1 to 14",
  township:
    "The NRC's township code must be Latin syllables like MaYaKa or Myanmar letters like မရက",
  type: "The NRC's type in brackets must be N, E, P, T, Y or S (နိုင်, ဧည့်, ပြု, သာသနာ, ယာယီ, စ)",
  number: "The NRC's number must be 6 digits",
} as const;

export type NrcReading = { ok: true; nrc: Nrc } | { ok: false; message: string };

const capitalised = (syllable: string) =>
  syllable[0]!.toUpperCase() + syllable.slice(1).toLowerCase();

const readLatinTownship = (code: string): string[] | undefined => {
  const syllables: string[] = [];
  let rest = code.toUpperCase();
  while (rest !== '') {
    const next = latinSyllables.find((s) => rest.startsWith(s.toUpperCase()));
    if (next === undefined) return undefined;
    syllables.push(capitalised(next));
    rest = rest.slice(next.length);
  }
  return syllables;
};

const readTownship = (code: string): string[] | undefined => {
  const syllables = /^[A-Za-z]+$/.test(code)
    ? readLatinTownship(code)
    : // ၀ (zero) is often typed for ဝ (wa), which it looks like.
      [...code.replace(/၀/g, 'ဝ')].map((letter) => townshipLetters[letter]);
  if (syllables === undefined || syllables.some((s) => s === undefined)) return undefined;
  return syllables.length >= 2 && syllables.length <= 4 ? (syllables as string[]) : undefined;
};

/** The township code before any digit is read as one: ၀ may be the letter wa there. */
const shape = /^([0-9\u1040-\u1049]{1,2})\/([^()]+)\(([^()]+)\)([0-9\u1040-\u1049]+)$/;

/** Reads an NRC in either script and digits; spaces anywhere are ignored. */
export const parseNrc = (text: string): NrcReading => {
  const parts = shape.exec(text.replace(/\s+/g, ''));
  if (!parts) return { ok: false, message: nrcMessages.form };
  const [, stateText, townshipText, typeText, numberText] = parts as unknown as string[];
  const state = Number(westernDigits(stateText!));
  if (!(state >= 1 && state <= 14)) return { ok: false, message: nrcMessages.state };
  const township = readTownship(townshipText!);
  if (township === undefined) return { ok: false, message: nrcMessages.township };
  const type = nrcTypes.find(
    (t) => t.latin === typeText!.toUpperCase() || t.myanmar === typeText!.normalize('NFC'),
  );
  if (type === undefined) return { ok: false, message: nrcMessages.type };
  const number = westernDigits(numberText!);
  if (!/^[0-9]{6}$/.test(number)) return { ok: false, message: nrcMessages.number };
  return { ok: true, nrc: { state, township, type: type.latin, number } };
};

/** The canonical Latin form: `12/MaYaKa(N)123456`. */
export const formatNrc = (nrc: Nrc): string =>
  `${nrc.state}/${nrc.township.join('')}(${nrc.type})${nrc.number}`;

/** A national ID as the desk shows it: an NRC in its canonical form, anything else as typed. */
export const nationalIdDisplay = (nationalId: string): string => {
  const reading = parseNrc(nationalId);
  return reading.ok ? formatNrc(reading.nrc) : nationalId;
};

/**
 * Whether a national ID is meant as an NRC: it starts with a state number and '/', or holds a
 * type in brackets before digits (either script). Anything else (a passport, an old-style ID)
 * the desk does not check.
 */
export const looksLikeNrc = (nationalId: string): boolean =>
  /^\s*[0-9\u1040-\u1049]{1,2}\s*\//.test(nationalId) ||
  /\([^()]{1,6}\)\s*[0-9\u1040-\u1049]/.test(nationalId);

/** The message for a national ID typed as an NRC but malformed; undefined when it is fine. */
export const nrcProblem = (nationalId: string): string | undefined => {
  if (!looksLikeNrc(nationalId)) return undefined;
  const reading = parseNrc(nationalId);
  return reading.ok ? undefined : reading.message;
};

/**
 * A national ID (or part of one, as typed into a search) as search compares it, whatever its
 * script: Western digits, card types in Latin, township letters as Latin syllables, lower case,
 * no spaces. The server's SQL function national_id_key (migration 0032) computes the same.
 */
export const nationalIdKey = (text: string): string => {
  let key = westernDigits(text);
  for (const type of nrcTypes) key = key.split(`(${type.myanmar}`).join(`(${type.latin}`);
  for (const [letter, syllable] of Object.entries(townshipLetters)) {
    key = key.split(letter).join(syllable);
  }
  return key.toLowerCase().replace(/[ \t\n\r]+/g, '');
};
