-- Issue 19 (ADR 042): guest search by name, NRC/passport, phone or room over all stays, and
-- a guest's history. Trigram indexes answer 'contains' (and 'starts with') on the name, the
-- national ID and the phone's digits; the btree ones find a guest's other stays.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "guests_name_trgm_idx" ON "guests" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_national_id_trgm_idx" ON "guests" USING gin (lower("national_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_phone_digits_trgm_idx" ON "guests" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_hotel_national_id_idx" ON "guests" USING btree ("hotel_id",lower("national_id"));--> statement-breakpoint
CREATE INDEX "guests_hotel_phone_digits_idx" ON "guests" USING btree ("hotel_id",regexp_replace("phone", '[^0-9]', '', 'g'));
