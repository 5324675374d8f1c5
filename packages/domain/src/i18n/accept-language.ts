import { digitsOfTag, englishDisplay, type DisplayLocale } from '../rules/display-locale.ts';

/**
 * The language and digits an HTTP caller asked for (Accept-Language): Burmese when `my` comes
 * before any English tag with a non-zero weight, else English. Burmese digits follow the tag's
 * -u-nu- extension (the web sends `my-MM-u-nu-mymr` or `my-MM-u-nu-latn`); a plain `my` gets
 * Myanmar digits, as the web starts Burmese. English is always answered as written (Latin).
 */
export const displayLocaleFromAcceptLanguage = (header: string | undefined): DisplayLocale => {
  if (!header) return englishDisplay;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'my' || tag.startsWith('my-')) {
      return { language: 'my', digits: digitsOfTag(tag) ?? 'mymr' };
    }
    if (tag === 'en' || tag.startsWith('en-')) return englishDisplay;
  }
  return englishDisplay;
};
