-- Issue 43, ADR 068: one nights rule. The hour from which an arrival belongs to that day's night
-- (before it, to the night before; default 06:00), and the owner's early check-in charge for an
-- arrival before 12:00 (0: none), charged per room on a line of its own: a stay's part of it.
ALTER TABLE "hotels" ADD COLUMN "arrival_day_hour" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_arrival_day_hour_check" CHECK ("hotels"."arrival_day_hour" between 0 and 23);--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "early_check_in_charge" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_early_check_in_charge_check" CHECK ("hotels"."early_check_in_charge" >= 0);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "early_check_in_charges" numeric(14, 2);
