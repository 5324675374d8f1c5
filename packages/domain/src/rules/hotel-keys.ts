/**
 * Hotels come from the database (issue 18): a hotel key is any text of this shape, and which
 * hotels exist is the server's answer to GET /api/hotels. Plain data, without zod, so the web
 * app's first screen can read the stored hotel without loading the contract's schemas.
 */
export const hotelKeyPattern = /^[a-z0-9][a-z0-9-]{1,29}$/;
export const hotelKeyMessage =
  "Hotel key must be 2 to 30 small letters, digits or '-', starting with a letter or digit";
export type HotelKey = string;

/** True for text shaped like a hotel key (whether that hotel exists is the server's to say). */
export const isHotelKey = (value: unknown): value is HotelKey =>
  typeof value === 'string' && hotelKeyPattern.test(value);
