-- ADR 043: the guest register. A foreign guest's passport and visa, as the desk records them at
-- check-in (optional on SPEC's create-guest), and when the guest was reported to immigration.
ALTER TABLE "guests" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "visa_type" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "visa_expiry" date;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "immigration_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "immigration_reported_by" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_immigration_reported_by_users_id_fk" FOREIGN KEY ("immigration_reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
