-- Issue 19: rooms free per night. How many rooms past the free ones the owner allows to be promised
-- (0: no night can be promised more rooms than the hotel has).
ALTER TABLE "hotels" ADD COLUMN "overbook_allowance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_overbook_allowance_check" CHECK ("hotels"."overbook_allowance" between 0 and 99);
