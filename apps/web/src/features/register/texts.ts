import { registerTexts } from '../../i18n/en/register.ts';
import { defaultNamespace, i18n } from '../../i18n/i18n.ts';

// The register's English comes with its chunks (the page, the dashboard flag, the check-in
// dialog's foreigner fields), not the entry; its Burmese is in the Burmese catalogue (my.ts), so
// an English desk downloads none of it (ADR 054).
i18n.addResourceBundle('en', defaultNamespace, registerTexts, true, false);
