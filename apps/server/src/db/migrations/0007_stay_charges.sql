-- ADR 033: extra charges put on a stay's account ('Pay at checkout'), paid with the bill.
CREATE TABLE "stay_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"room_number" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_charges_amount_check" CHECK ("stay_charges"."amount" > 0)
);--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_charges_hotel_guest_idx" ON "stay_charges" USING btree ("hotel_id","guest_id");
