/** How a guest stays; a reservation is made for one of the first three. */
export const stayTypes = ['full-night', 'daycation', 'session', 'long-stay'] as const;
export type StayType = (typeof stayTypes)[number];
export const reservationRoomTypes = ['full-night', 'daycation', 'session'] as const;
export type ReservationRoomType = (typeof reservationRoomTypes)[number];

/** Price entries of a room type (SPEC.md section 3, room price). */
export const priceStayTypes = [
  'full-night',
  'extrabed',
  'foreigner-full-night',
  'foreigner-extrabed',
  'daycation',
  'session',
  'hourly-rate',
] as const;
export type PriceStayType = (typeof priceStayTypes)[number];

export const paymentMethods = ['cash', 'kpay', 'ayapay', 'wavepay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** Cash, KPay, AyaPay or WavePay: not 'Pay at checkout', not a label, not nothing. */
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (paymentMethods as readonly unknown[]).includes(value);
/**
 * 'Pay at checkout' (ADR 033): a food order paid with this method is put on the room's account
 * (no food receipt yet); the bill collects it at checkout.
 */
export const roomAccount = 'room-account' as const;
export const foodOrderPaymentMethods = [...paymentMethods, roomAccount] as const;
export type FoodOrderPaymentMethod = (typeof foodOrderPaymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  kpay: 'KPay',
  ayapay: 'AyaPay',
  wavepay: 'WavePay',
};

export const reservationPaymentTypes = ['none', 'kpay', 'ayapay', 'wavepay'] as const;
export type ReservationPaymentType = (typeof reservationPaymentTypes)[number];
