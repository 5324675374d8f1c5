import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { my } from '../../apps/web/src/i18n/my.ts';
import { signInPage } from './session.ts';

/** The Burmese catalogue: the tests find buttons and titles by the texts a receptionist reads. */
export { my };

/**
 * Words that are names or brands, not English to translate: the payment brands and the kyat's
 * sign, the language switch's own 'English', the hotels' and the seeded users' names, and the
 * receipt numbers' prefix.
 */
const allowed = new Set([
  'KPay',
  'AyaPay',
  'WavePay',
  'Ks',
  'English',
  'Aureo',
  'Hotel',
  'Swe',
  'Mahar',
  'Aye',
  'Khaing',
  'Hnin',
  'Wai',
  'Phyo',
  'Kyaw',
  'Zin',
  'Daw',
  'Mya',
  'Thet',
  'Aung',
  'AUR',
  'AURFOOD',
]);

/** The Latin words of some texts (dish names, the hotel's address): data, shown as stored. */
export const latinWords = (...texts: readonly string[]): string[] =>
  texts.join(' ').match(/[A-Za-z]{2,}/g) ?? [];

/** The English words a person sees: visible text and placeholders, minus the allow-list. */
export const englishWords = async (page: Page, extraAllowed: readonly string[] = []) => {
  const text = await page.evaluate(() => {
    const placeholders = Array.from(document.querySelectorAll<HTMLInputElement>('[placeholder]'))
      .filter((field) => field.offsetParent !== null && field.value === '')
      .map((field) => field.placeholder);
    return [document.body.innerText, ...placeholders].join('\n');
  });
  return [...new Set(latinWords(text))].filter(
    (word) => !allowed.has(word) && !extraAllowed.includes(word),
  );
};

/** Asserts the page shows no English beyond `data` (names, dishes), saying where it looked. */
export const expectNoEnglish = async (page: Page, where: string, data: readonly string[] = []) => {
  expect.soft(await englishWords(page, data), where).toEqual([]);
};

/** The hotel's name, address and phone (shown on receipts and in the top bar) are data. */
export const hotelWords = async (baseURL: string): Promise<string[]> => {
  const details = (await (await fetch(`${baseURL}/api/aureo/details`)).json()) as unknown;
  return latinWords(JSON.stringify(details));
};

/** The dish and drink names of aureo's menu, as the food dialogs show them (data). */
export const menuWords = async (baseURL: string, token: string): Promise<string[]> => {
  const answer = await fetch(`${baseURL}/api/aureo/reception/menus`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const menu = (await answer.json()) as { FoodName: string }[];
  return latinWords(...menu.map((item) => item.FoodName));
};

/** A guest written as a Burmese desk writes one: nothing in it is English. */
export const burmeseGuest = {
  name: 'မောင်မောင်',
  nationalId: '၁၂/ကမန(နိုင်)၁၂၃၄၅၆',
  phone: '၀၉ ၄၂၀ ၁၁၁ ၂၂၂',
};

/** Chooses မြန်မာ for every page this tab loads, as the switch would have before. */
export const chooseBurmese = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('language', 'my'));

/** Signs the receptionist in with မြန်မာ chosen, and opens `path`. */
export const openInBurmese = async (page: Page, baseURL: string, path = '/dashboard') => {
  await chooseBurmese(page);
  const session = await signInPage(page, baseURL);
  await page.goto(path);
  return session.token;
};

/** A room card of the grid (its accessible name is Burmese). */
export const roomCardMy = (page: Page, room: string) =>
  page.getByTestId('room-card').filter({ has: page.getByText(room, { exact: true }) });

/** Clicks a room and picks `option` (its Burmese text) from its menu. */
export const chooseFromMenuMy = async (page: Page, room: string, option: string) => {
  await roomCardMy(page, room).click();
  await page
    .getByRole('dialog', { name: my.rooms.roomTitle.replace('{{room}}', room) })
    .getByRole('button', { name: option, exact: true })
    .click();
  // Maintenance asks why and until when (ADR 085): confirmed with neither.
  if (option === my.rooms.menu.maintenance) {
    await page
      .getByRole('dialog', { name: my.rooms.maintenance.title.replace('{{room}}', room) })
      .getByRole('button', { name: my.rooms.maintenance.confirm })
      .click();
  }
};

/** Closes the Success notice (in Burmese) once it shows `message`. */
export const closeSuccessMy = async (page: Page, message: string) => {
  const success = page.getByRole('dialog', { name: my.dialogs.success });
  await expect.poll(() => success.getByText(message, { exact: false }).isVisible()).toBe(true);
  await success.getByRole('button', { name: my.dialogs.ok }).click();
  await expect.poll(() => success.count()).toBe(0);
};

/** Waits until no transition or finite animation runs (a dialog sliding in, a button's loader). */
export const settled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running')
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);

/**
 * The texts inside `root` whose letters are cut: ink (measured for that text in its font, so
 * Burmese vowels and medials stacked above or below the line count) reaching past the edge of a
 * box that clips it (overflow other than visible, or a field). Each is 'text (box's tag)'.
 */
export const clippedTexts = (root: Locator): Promise<string[]> =>
  root.evaluate((element) => {
    const found: string[] = [];
    const context = document.createElement('canvas').getContext('2d')!;
    /** The text's ink above and below its baseline, and the font's ascent (its box's top). */
    const ink = (text: string, style: CSSStyleDeclaration) => {
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const metrics = context.measureText(text);
      return {
        above: metrics.actualBoundingBoxAscent,
        below: metrics.actualBoundingBoxDescent,
        ascent: metrics.fontBoundingBoxAscent,
        descent: metrics.fontBoundingBoxDescent,
      };
    };
    const clipping = (box: Element) => {
      const { overflowX, overflowY } = getComputedStyle(box);
      return [overflowX, overflowY].some((o) => o === 'hidden' || o === 'clip');
    };
    // A list hides what is scrolled away; that is not a cut letter, nor are the boxes around it.
    const scrolls = (box: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(box).overflowY) ||
      ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
    /** The padding box's top and bottom, where a box clips. */
    const edges = (box: Element) => {
      const top = box.getBoundingClientRect().top + box.clientTop;
      return { top, bottom: top + box.clientHeight };
    };
    const cut = (inkTop: number, inkBottom: number, box: Element) => {
      const edge = edges(box);
      return inkTop < edge.top - 0.5 || inkBottom > edge.bottom + 0.5;
    };

    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden="true"]')) continue;
      const glyphs = ink(text, getComputedStyle(parent));
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0);
      for (
        let box: Element | null = parent;
        box && box !== document.body;
        box = box.parentElement
      ) {
        if (scrolls(box)) break;
        if (!clipping(box)) continue;
        const target = box;
        const isCut = lines.some((line) => {
          const baseline = line.top + glyphs.ascent;
          return cut(baseline - glyphs.above, baseline + glyphs.below, target);
        });
        if (isCut) {
          found.push(`${text} (${box.tagName.toLowerCase()})`);
          break;
        }
      }
    }
    // Fields: the text sits on a line centred in the field's content box.
    const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea',
    );
    for (const field of Array.from(fields)) {
      const text = field.value || field.placeholder;
      if (!text || field.offsetParent === null || field instanceof HTMLTextAreaElement) continue;
      const style = getComputedStyle(field);
      const glyphs = ink(text, style);
      const fontHeight = glyphs.ascent + glyphs.descent;
      const paddingTop = parseFloat(style.paddingTop);
      const content = field.clientHeight - paddingTop - parseFloat(style.paddingBottom);
      const lineHeight = Math.min(
        content,
        style.lineHeight === 'normal' ? fontHeight : parseFloat(style.lineHeight),
      );
      const lineTop = edges(field).top + paddingTop + (content - lineHeight) / 2;
      const baseline = lineTop + (lineHeight - fontHeight) / 2 + glyphs.ascent;
      if (cut(baseline - glyphs.above, baseline + glyphs.below, field)) {
        found.push(`${text} (${field.tagName.toLowerCase()})`);
      }
    }
    return found;
  });

const myanmarDigits = (value: number) =>
  String(value).replace(/\d/g, (digit) => '၀၁၂၃၄၅၆၇၈၉'.charAt(Number(digit)));

/** A catalogue text with its {{placeholders}} filled in; numbers in Myanmar digits, as shown. */
export const say = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => {
    const value = values[key];
    return typeof value === 'number' ? myanmarDigits(value) : (value ?? '');
  });

/**
 * The dialog named `title` shows no English but `data`, and cuts no Burmese letter, at the
 * desk's 1280 x 800 and at a tablet's 1024 x 768. Answers the dialog.
 */
export const expectBurmeseDialog = async (
  page: Page,
  title: string,
  where: string,
  data: readonly string[] = [],
) => {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await settled(page);
  await expectNoEnglish(page, where, data);
  expect.soft(await clippedTexts(dialog), where).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await settled(page);
  expect.soft(await clippedTexts(dialog), `${where} at 1024 x 768`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  return dialog;
};
