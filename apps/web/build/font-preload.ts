import type { Plugin } from 'vite';

/**
 * Asks for the language names' 2 KB font from index.html itself (`<link rel="preload">`), so it
 * arrives beside the app's code. Without it the browser asked for the font only once the
 * language switch was drawn, and for that round trip 'မြန်မာ' was invisible (the font's block
 * period) on a first visit; on a slow link, most of a second.
 */
export const languageNamesFontPreload = (): Plugin => ({
  name: 'frontdesk:language-names-font-preload',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const font = Object.keys(bundle).filter((file) =>
      /^assets\/myanmar-language-names-[\w-]+\.woff2$/.test(file),
    );
    if (font.length !== 1) {
      this.error(`expected one language names font in the bundle, found ${font.length}`);
    }
    const html = bundle['index.html'];
    if (html?.type !== 'asset' || typeof html.source !== 'string') {
      this.error('index.html is not in the bundle');
    }
    html.source = html.source.replace(
      '</title>',
      `</title>\n    <link rel="preload" href="/${font[0]}" as="font" type="font/woff2" crossorigin>`,
    );
  },
});
