import { deskDialogTexts } from './en/desk-dialogs.ts';
import { defaultNamespace, i18n } from './i18n.ts';

// The desk dialogs' English texts, added when the first dialog's code arrives, not with the
// dashboard: its first load carries only what it shows (ADR 054). Imported by each module that
// uses them; their Burmese is in the Burmese catalogue (my.ts), fetched whole.
i18n.addResourceBundle('en', defaultNamespace, deskDialogTexts, true, false);
