-- Issue 46 item 3 (ADR 086): a reservation may be a no-show, marked by the desk after its
-- arrival day; and it keeps where it came from. Reservations made before are 'desk' (typed at the
-- desk, channel not recorded).
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('confirmed', 'checked-in', 'cancelled', 'no-show'));--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_check" CHECK ("reservations"."source" in ('desk', 'walk-in', 'phone', 'messenger', 'booking-page', 'agoda', 'booking-com', 'airbnb'));
