import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, immigrationReportState } from './immigration-report.ts';

const checkinAt = new Date('2026-11-24T14:00:00.000Z');
const deadline = new Date('2026-11-25T14:00:00.000Z');

describe('immigrationReportState: 12 hours after check-in until reported, 24 hours to report', () => {
  it.each([
    ['at check-in', '2026-11-24T14:00:00.000Z', { kind: 'not-yet' }],
    ['11 h 59 min after', '2026-11-25T01:59:00.000Z', { kind: 'not-yet' }],
    ['a second before 12 h', '2026-11-25T01:59:59.000Z', { kind: 'not-yet' }],
    [
      'exactly 12 h after: 12 h left',
      '2026-11-25T02:00:00.000Z',
      { kind: 'due', minutesLeft: 720 },
    ],
    [
      '18 h 30 min after: 5 h 30 min left',
      '2026-11-25T08:30:00.000Z',
      { kind: 'due', minutesLeft: 330 },
    ],
    [
      '23 h 59 min 30 s after: a part minute counts as 1',
      '2026-11-25T13:59:30.000Z',
      { kind: 'due', minutesLeft: 1 },
    ],
    [
      'exactly 24 h after: overdue by 0',
      '2026-11-25T14:00:00.000Z',
      { kind: 'overdue', minutesOver: 0 },
    ],
    [
      '26 h 15 min after: 2 h 15 min overdue',
      '2026-11-25T16:15:00.000Z',
      { kind: 'overdue', minutesOver: 135 },
    ],
    [
      '3 days after: still flagged',
      '2026-11-27T14:00:00.000Z',
      { kind: 'overdue', minutesOver: 2880 },
    ],
  ] as const)('%s', (_, now, expected) => {
    const state = immigrationReportState(
      { isForeigner: true, checkinAt, reportedAt: null },
      new Date(now),
    );
    expect(state).toEqual(expected.kind === 'not-yet' ? expected : { ...expected, deadline });
  });

  it('a reported foreigner and a local guest are never flagged', () => {
    const late = new Date('2026-11-25T08:30:00.000Z');
    expect(
      immigrationReportState({ isForeigner: true, checkinAt, reportedAt: late }, late),
    ).toEqual({ kind: 'none' });
    expect(
      immigrationReportState({ isForeigner: false, checkinAt, reportedAt: null }, late),
    ).toEqual({ kind: 'none' });
  });

  it.each([
    [330, { hours: 5, minutes: 30 }],
    [720, { hours: 12, minutes: 0 }],
    [59, { hours: 0, minutes: 59 }],
    [1, { hours: 0, minutes: 1 }],
  ])('%i minutes read as %o', (minutes, expected) => {
    expect(hoursAndMinutes(minutes)).toEqual(expected);
  });
});
