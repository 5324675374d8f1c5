/** Today's lists (arrivals, departures, overdue, in house), added with their chunk. */
export const todayListTexts = {
  todayList: {
    close: 'Close',
    room: 'Room',
    guest: 'Guest',
    phone: 'Phone',
    stay: 'Stay',
    rooms: 'Rooms',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    roomsLeft: '{{left}} of {{count}}',
    empty: {
      arrivals: 'No more arrivals today',
      departures: 'No departures today',
      overdue: 'No guest is past their check-out time',
      inHouse: 'No guests in house',
    },
  },
};
