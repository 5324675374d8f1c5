import { i18n } from '../../i18n/i18n.ts';
import { todayTexts } from '../../i18n/en/today.ts';

// The strip's and the room cards' few words come with the dashboard's chunk, not the entry's
// (the first screen carries no more); their Burmese comes with the Burmese catalogue (my.ts).
i18n.addResourceBundle('en', 'translation', todayTexts, true, false);
