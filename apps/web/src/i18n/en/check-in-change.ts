/** A reservation checked in on another day than booked (issue 19): with the check-in's chunk. */
export const checkInChangeTexts = {
  checkInChange: {
    title: 'Not the booked dates',
    booked: 'Booked',
    new: 'Now',
    dates: '{{from}} – {{to}}',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    early: 'Arriving before the booked day: every night from today is charged.',
    late: 'Arriving after the booked day: only the nights from today are charged.',
    other: 'The check-out is not the booked one: the nights and price follow it.',
  },
};
