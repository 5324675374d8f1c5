import { hotelSetupTexts as english } from '../../i18n/en/hotel-setup.ts';
import { defaultNamespace, i18n } from '../../i18n/i18n.ts';
import { hotelSetupTexts as burmese } from '../../i18n/my/hotel-setup.ts';

/**
 * The owner's setup texts, in both languages, join the catalogue when its pages' code arrives:
 * the first screen and the dashboard (which carry the English catalogue) stay as light as they
 * were. Imported by each setup page before it renders.
 */
i18n.addResourceBundle('en', defaultNamespace, english, true, false);
i18n.addResourceBundle('my', defaultNamespace, burmese, true, false);
