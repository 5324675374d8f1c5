/**
 * The hotels one deployment serves; `aureo` is the default. Plain data, without zod, so the web
 * app's first screen can read the stored hotel without loading the contract's schemas.
 */
export const hotelKeys = ['aureo', 'swe'] as const;
export type HotelKey = (typeof hotelKeys)[number];
export const defaultHotelKey: HotelKey = 'aureo';

export const isHotelKey = (value: unknown): value is HotelKey =>
  hotelKeys.includes(value as HotelKey);
