import { en } from './en.ts';
import { defaultNamespace, i18n } from './i18n.ts';

// The English texts of the screens behind sign-in (the dashboard, its dialogs, settings, the
// owner's pages), added when the first of them arrives: the first screen carries only the
// frame's texts (en/shell.ts, ADR 049). Imported by SignedInData, which every signed-in layout
// mounts; the Burmese catalogue is fetched whole (i18n.ts).
i18n.addResourceBundle('en', defaultNamespace, en, true, false);
