-- Issue 47 item 3 (ADR 085): a room under maintenance keeps why, from which night and until
-- which date (hotel dates; the room is back on sale the night of its expected end). Rooms already
-- under maintenance keep no dates: they stay out of every night, as before.
ALTER TABLE "rooms" ADD COLUMN "maintenance_reason" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "maintenance_from" date;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "maintenance_until" date;
