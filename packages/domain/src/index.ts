export * from './rules/hotel-keys.ts';
export * from './contract/hotel.ts';
export * from './contract/errors.ts';
export * from './contract/auth.ts';
export * from './contract/events.ts';
export * from './rules/display-locale.ts';
export * from './rules/dates.ts';
export * from './rules/calendar-names.ts';
export * from './rules/floors.ts';
export * from './rules/money.ts';
export * from './rules/money-column.ts';
export * from './rules/receipt-number.ts';
export * from './rules/room-status.ts';
export * from './rules/stay-types.ts';
export * from './rules/menu.ts';
export * from './contract/reservation.ts';
export * from './rules/wall-clock.ts';
export * from './rules/stay-length.ts';
export * from './rules/pricing.ts';
export * from './rules/prepayment.ts';
export * from './rules/folio.ts';
export * from './contract/folio.ts';
export * from './rules/room-transitions.ts';
export * from './rules/room-count.ts';
export * from './contract/rooms.ts';
export * from './contract/guests.ts';
export * from './contract/incomes.ts';
export * from './contract/stats.ts';
export * from './contract/check-in.ts';
export * from './rules/guest-stay.ts';
export * from './rules/date-bounds.ts';
export {
  isPlainText,
  isWellFormedText,
  plainTextMessage,
  readTypedNumber,
  typedNumber,
  type TypedNumber,
} from './contract/input-fields.ts';
export * from './rules/extensions.ts';
export * from './rules/room-swap.ts';
export * from './contract/stays.ts';
export * from './contract/food.ts';
export * from './rules/room-prices.ts';
export * from './contract/room-prices.ts';
export * from './rules/revenue.ts';
export * from './rules/food-order.ts';
export * from './i18n/burmese-messages.ts';
export * from './contract/forms.ts';
export * from './activity/catalogue.ts';
export * from './activity/sentences.ts';
