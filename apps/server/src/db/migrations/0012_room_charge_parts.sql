-- ADR 033 (amended): how a stay's RoomCharges were made, for the folio's lines: the check-in's
-- nights and extra bed on the guest, and each extension's room part in stay_extensions.
ALTER TABLE "guests" ADD COLUMN "nights" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "nights_charges" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "extra_bed_charges" numeric(14, 2);--> statement-breakpoint
CREATE TABLE "stay_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"kind" text NOT NULL,
	"units" integer NOT NULL,
	"room_charges" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_extensions_kind_check" CHECK ("stay_extensions"."kind" in ('days', 'hours', 'long-stay'))
);--> statement-breakpoint
ALTER TABLE "stay_extensions" ADD CONSTRAINT "stay_extensions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_extensions" ADD CONSTRAINT "stay_extensions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_extensions_hotel_guest_idx" ON "stay_extensions" USING btree ("hotel_id","guest_id");
