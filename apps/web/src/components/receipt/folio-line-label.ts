import type { TFunction } from 'i18next';
import type { FolioLine } from '@frontdesk/domain';
import '../../i18n/desk-dialog-texts.ts';

const knownLineTypes = [
  'room',
  'nights',
  'extra-bed',
  'early-check-in',
  'extension',
  'tax',
  'service',
  'food',
  'other',
  'room-change',
  'prepayment',
  'checked-in',
  'extend',
  'extend-long-stay',
  'deposit-refund',
  'payment',
  'void',
  'refund',
] as const;
type KnownLineType = (typeof knownLineTypes)[number];
const isKnownLineType = (type: string): type is KnownLineType =>
  (knownLineTypes as readonly string[]).includes(type);

/**
 * A line of a stay's account in words (the folio and the bill, ADR 033): an extra charge by its
 * description, the nights with their count, an extension with the days or hours it added, a
 * swap's price difference (ADR 073) with its rooms and nights left; a
 * free-text income type (the desk's 'others') as typed.
 */
export const folioLineLabel = (line: FolioLine, t: TFunction): string => {
  if (line.Description) return line.Description;
  const count = line.Quantity ?? null;
  if (line.Type === 'nights' && count !== null) return t('stays.folio.nightsOf', { count });
  const [from, to] = line.Rooms ?? [];
  if (line.Type === 'room-change' && count !== null && from && to) {
    return t('stays.folio.roomChange', { from, to, count });
  }
  if (line.Type === 'extension' && count !== null) {
    return t(line.Unit === 'hours' ? 'stays.folio.extensionHours' : 'stays.folio.extensionDays', {
      count,
    });
  }
  return isKnownLineType(line.Type) ? t(`stays.folio.types.${line.Type}`) : line.Type;
};
