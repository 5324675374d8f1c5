/**
 * Today at a glance (issue 19, ADR 039): the dashboard's strip and the room cards' due-out line,
 * added with the dashboard's chunk (features/today/texts.ts); the Burmese is in my.ts.
 */
export const todayTexts = {
  today: {
    title: 'Today',
    arrivals: 'Arrivals',
    departures: 'Departures',
    overdue: 'Overdue',
    inHouse: 'In house',
    rooms: 'Rooms',
    loadFailed: "Today's lists could not be loaded.",
    dueOut: 'Out {{time}}',
  },
};
