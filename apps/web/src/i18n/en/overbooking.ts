/**
 * The check-in's question when reservations would be short of rooms (ADR 040): loaded with the
 * check-in dialogs (features/rooms/components/check-in/overbooking-confirm.tsx), not the entry.
 */
export const overbookingTexts = {
  overbooking: {
    title: 'Rooms promised to reservations',
    question:
      'Checking in leaves fewer rooms than reservations are promised on {{nights}}. Check in anyway?',
    confirm: 'Check in anyway',
    back: 'Back',
  },
};
