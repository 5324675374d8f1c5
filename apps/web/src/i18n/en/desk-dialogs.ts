import { checkInTexts } from './check-in.ts';
import { foodTexts } from './food.ts';
import { staysTexts } from './stays.ts';

/**
 * The English texts of the desk's dialogs: check-in, a guest's stay, food and stock. Not in the
 * dashboard's catalogue (en.ts): they arrive with the dialogs (../desk-dialog-texts.ts).
 */
export const deskDialogTexts = { ...checkInTexts, ...staysTexts, ...foodTexts } as const;
