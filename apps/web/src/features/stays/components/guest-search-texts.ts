import { guestSearchTexts as en } from '../../../i18n/en/guest-search.ts';
import { guestSearchTexts as my } from '../../../i18n/my/guest-search.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';

/**
 * The search and history texts join the catalogue when their dialogs' code arrives: the dashboard's
 * first load stays as light as it was (bench.smoke.test.ts). Imported by each user of the texts.
 */
addPageTexts({ en, my });
