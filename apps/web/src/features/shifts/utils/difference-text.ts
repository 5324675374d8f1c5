import type { TFunction } from 'i18next';
import type { DisplayFormat } from '../../../i18n/format.ts';

/** Over 500 Ks, Short 500 Ks, or Even, in the desk's language and digits. */
export const differenceText = (difference: number, t: TFunction, format: DisplayFormat) =>
  difference === 0
    ? t('shift.even')
    : t(difference > 0 ? 'shift.over' : 'shift.short', {
        amount: format.kyat(Math.abs(difference)),
      });
