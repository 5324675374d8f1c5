ALTER TABLE "receipts" ADD COLUMN "used" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;