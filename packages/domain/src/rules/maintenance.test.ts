import { describe, expect, it } from 'vitest';
import {
  maintenanceCoversNight,
  maintenanceEndPassed,
  maintenanceEndProblem,
  roomsUnderMaintenanceOn,
  type MaintenanceSpell,
} from './maintenance.ts';

const spell = (from: string | null, until: string | null): MaintenanceSpell => ({ from, until });

describe('maintenanceCoversNight: from its night up to, not including, the expected end', () => {
  it.each([
    // from, until, night, out?
    ['2026-12-05', '2026-12-08', '2026-12-04', false],
    ['2026-12-05', '2026-12-08', '2026-12-05', true],
    ['2026-12-05', '2026-12-08', '2026-12-07', true],
    ['2026-12-05', '2026-12-08', '2026-12-08', false],
    ['2026-12-05', '2026-12-08', '2027-01-01', false],
    ['2026-12-05', null, '2027-06-30', true],
    ['2026-12-05', null, '2026-12-04', false],
    [null, null, '2020-01-01', true],
    [null, '2026-12-08', '2026-12-07', true],
    [null, '2026-12-08', '2026-12-08', false],
    ['2026-12-31', '2027-01-02', '2027-01-01', true],
  ] as const)('from %s until %s, night %s: %s', (from, until, night, out) => {
    expect(maintenanceCoversNight(spell(from, until), night)).toBe(out);
  });
});

describe('roomsUnderMaintenanceOn', () => {
  const spells = [spell('2026-12-05', '2026-12-07'), spell('2026-12-06', null), spell(null, null)];
  it.each([
    ['2026-12-04', 1],
    ['2026-12-05', 2],
    ['2026-12-06', 3],
    ['2026-12-07', 2],
    ['2027-03-01', 2],
  ] as const)('night %s: %i rooms', (night, n) => {
    expect(roomsUnderMaintenanceOn(spells, night)).toBe(n);
  });
});

describe('maintenanceEndPassed: the desk is asked from the expected end date on', () => {
  it.each([
    [null, '2026-12-08', false],
    ['2026-12-09', '2026-12-08', false],
    ['2026-12-08', '2026-12-08', true],
    ['2026-12-05', '2026-12-08', true],
  ] as const)('until %s, today %s: %s', (until, today, asked) => {
    expect(maintenanceEndPassed(until, today)).toBe(asked);
  });
});

describe('maintenanceEndProblem: the expected end comes after today', () => {
  it.each([
    [null, '2026-12-08', null],
    ['2026-12-09', '2026-12-08', null],
    ['2026-12-08', '2026-12-08', 'The expected end date must be after today'],
    ['2026-12-01', '2026-12-08', 'The expected end date must be after today'],
    ['2027-01-01', '2026-12-31', null],
  ] as const)('until %s, today %s: %s', (until, today, problem) => {
    expect(maintenanceEndProblem(until, today)).toBe(problem);
  });
});
