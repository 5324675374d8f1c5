ALTER TABLE "receipts" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_hotel_issuer_time_idx" ON "receipts" USING btree ("hotel_id","issued_by","created_at");
