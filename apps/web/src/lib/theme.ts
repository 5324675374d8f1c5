import { createTheme, type ModalProps } from '@mantine/core';

// Written without Modal.extend: importing Modal here would put it in the first screen's download.
const modalDefaults: Partial<ModalProps> = { removeScrollProps: { removeScrollBar: false } };

// Mantine's own stack, led by the Myanmar blocks' face (i18n/myanmar-script.css): a Burmese name
// on an English screen is drawn with the shipped font; Latin letters keep the system fonts.
const fontFamily =
  "'Myanmar Script', -apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif, Apple Color Emoji, Segoe UI Emoji";

export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily,
  headings: { fontFamily },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Every dialog still keeps the page behind it from scrolling,
    // but leaves the page's scrollbar in place. Hiding it (Mantine's default) widened the page
    // under the dialog by the scrollbar on desk PCs with classic scrollbars; and with the page's
    // `scrollbar-gutter: stable` (styles/page.css) it would squeeze the page instead, as the lock
    // pads the body by the same width. e2e/layout-stability.test.ts measures the page behind the
    // dialogs.
    Modal: { defaultProps: modalDefaults },
  },
});
