-- Issue 43 item 6, ADR 073: swaps between room types. The owner's rule for a swap to a room of
-- another type (keep the booked price, as before; or charge the difference of the nights left),
-- and the stay charge a charged difference is: the room the guest left and the nights priced.
ALTER TABLE "hotels" ADD COLUMN "swap_price_rule" text DEFAULT 'keep-booked-price' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_swap_price_rule_check" CHECK ("hotels"."swap_price_rule" in ('keep-booked-price', 'charge-difference'));--> statement-breakpoint
ALTER TABLE "stay_charges" ADD COLUMN "from_room" text;--> statement-breakpoint
ALTER TABLE "stay_charges" ADD COLUMN "nights" integer;--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_room_change_check" CHECK (("stay_charges"."from_room" is null) = ("stay_charges"."nights" is null) and ("stay_charges"."nights" is null or "stay_charges"."nights" >= 1));
