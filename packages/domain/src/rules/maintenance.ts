import { addDays, type IsoDate } from './dates.ts';

/**
 * Maintenance with a reason and an end (issue 47 item 3, ADR 085). A room under maintenance is
 * out from the night it was set (`from`) up to, not including, its expected end date (`until`):
 * the room is back on sale the night of that date. Without an end it is out every night from
 * `from`; a room set before the spell was dated (`from` null) is out every night, as before.
 */
export interface MaintenanceSpell {
  from: IsoDate | null;
  until: IsoDate | null;
}

/** Longest reason kept with a room under maintenance. */
export const maintenanceReasonMax = 200;

/** True when the spell takes the room out on the night `night`. */
export const maintenanceCoversNight = (spell: MaintenanceSpell, night: IsoDate): boolean =>
  (spell.from === null || spell.from <= night) && (spell.until === null || night < spell.until);

/** Rooms under maintenance on a night. */
export const roomsUnderMaintenanceOn = (
  spells: readonly MaintenanceSpell[],
  night: IsoDate,
): number => spells.filter((spell) => maintenanceCoversNight(spell, night)).length;

/**
 * The desk's question: the expected end has come (today's night is on or after it) while the
 * room is still under maintenance.
 */
export const maintenanceEndPassed = (until: IsoDate | null, today: IsoDate): boolean =>
  until !== null && until <= today;

export const maintenanceEndBeforeTomorrowMessage = 'The expected end date must be after today';

/**
 * Why an expected end cannot be kept: it must come after today's night (a date of today would
 * take out no night at all). Null when it is fine.
 */
export const maintenanceEndProblem = (until: IsoDate | null, today: IsoDate): string | null =>
  until !== null && until < addDays(today, 1) ? maintenanceEndBeforeTomorrowMessage : null;
