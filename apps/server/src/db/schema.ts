/**
 * The whole domain of SPEC.md section 3, by area in `schema/`. Every row belongs to a hotel
 * (`hotel_id`); money is numeric(14,2) (exact); instants are timestamptz. Later features add
 * columns, not tables.
 */
export * from './schema/hotel.ts';
export * from './schema/stays.ts';
export * from './schema/food.ts';
export * from './schema/records.ts';
