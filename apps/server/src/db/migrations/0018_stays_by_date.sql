-- Issues 19 and 20 (ADR 050): the hotel's stays by date. Guest search walks the newest stays
-- first (check-in, newest down); the calendar and the reports find the stays that held a room
-- during a span by when they left (or are to leave), the guests in the house apart, and
-- the guests of a reservation.
CREATE INDEX "guests_hotel_checkin_idx" ON "guests" USING btree ("hotel_id","checkin_at","id");--> statement-breakpoint
CREATE INDEX "guests_hotel_left_idx" ON "guests" USING btree ("hotel_id",coalesce("checked_out_at", "checkout_at"));--> statement-breakpoint
CREATE INDEX "guests_hotel_active_idx" ON "guests" USING btree ("hotel_id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "guests_reservation_idx" ON "guests" USING btree ("reservation_id");
