-- Issue 18: the owner sets up their hotel. Default tax and service rates the check-in dialogs
-- start with; rooms taken out of service for good keep their history (never deleted); room type
-- names are unique per hotel (case-insensitively).
ALTER TABLE "hotels" ADD COLUMN "default_tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "default_service_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_default_rates_check" CHECK ("hotels"."default_tax_rate" between 0 and 100 and "hotels"."default_service_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_hotel_name_key" ON "room_types" USING btree ("hotel_id",lower("name"));
