import { registerTexts as en } from '../../i18n/en/register.ts';
import { registerTexts as my } from '../../i18n/my/register.ts';
import { addPageTexts } from '../../i18n/page-texts.ts';

// The register's texts come with its chunks (the page, the dashboard flag, the check-in dialog's
// foreigner fields), not the entry (page-texts.ts).
addPageTexts({ en, my });
