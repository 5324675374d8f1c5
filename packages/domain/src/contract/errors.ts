import { z } from 'zod';

/** Every error the API sends has a human `message`; invalid input also lists the fields. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
/** A check-in's 409 when reservations would be short of rooms (ADR 040): the nights, each with the rooms still free. */
export const overbookingErrorSchema = errorBodySchema.extend({
  overbookedNights: z.array(z.object({ date: z.string(), free: z.number().int() })).optional(),
});
export type OverbookingError = z.infer<typeof overbookingErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
