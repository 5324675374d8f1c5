-- Issue 43 item 3 (ADR 069): every receipt is kept as the document that was printed, written
-- with its money; a reprint prints it marked COPY instead of rebuilding it from today's records.
CREATE TABLE "issued_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"receipt_number" text,
	"kind" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD CONSTRAINT "issued_receipts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_receipts_hotel_number_key" ON "issued_receipts" USING btree ("hotel_id","receipt_number") WHERE "issued_receipts"."receipt_number" is not null;
