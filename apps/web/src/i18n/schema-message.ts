import { translateMessage } from '@frontdesk/domain';
import { getDisplayLocale } from './display-locale.ts';

// Apart from format.ts, which every screen loads: the Burmese table of the server's messages comes
// only with the forms that show a schema's message, not with the dashboard's first screen.
/**
 * A message of the domain's schemas or rules (written once, in English) in the desk's language
 * and digits, exactly as the server would answer it. Every form that shows a schema's own message
 * goes through here.
 */
export const schemaMessage = (english: string): string =>
  translateMessage(english, getDisplayLocale());
