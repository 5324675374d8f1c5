import { hotelSetupTexts as en } from '../../i18n/en/hotel-setup.ts';
import { hotelSetupTexts as my } from '../../i18n/my/hotel-setup.ts';
import { addPageTexts } from '../../i18n/page-texts.ts';

/**
 * The owner's setup texts, in both languages, join the catalogue when its pages' code arrives:
 * the first screen and the dashboard (which carry the English catalogue) stay as light as they
 * were. Imported by each setup page before it renders.
 */
addPageTexts({ en, my });
