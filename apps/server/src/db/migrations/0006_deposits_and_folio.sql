-- ADR 030: a reservation's deposit is revenue when taken (an income linked to the reservation),
-- and what of it check-ins have credited is recorded so it is never credited twice.
ALTER TABLE "reservations" ADD COLUMN "prepaid_credited" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_outcome" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_outcome_check" CHECK ("reservations"."deposit_outcome" is null or "reservations"."deposit_outcome" in ('kept', 'refunded'));--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
CREATE INDEX "incomes_hotel_reservation_idx" ON "incomes" USING btree ("hotel_id","reservation_id") WHERE "incomes"."reservation_id" is not null;--> statement-breakpoint
-- Deposits taken before this migration enter revenue on the day their reservation was made.
INSERT INTO "incomes" ("hotel_id", "type", "room_number", "amount", "revenue_type", "payment_method", "reservation_id", "created_at")
  SELECT "hotel_id", 'deposit', '0', "amount_paid", 'revenue',
         CASE WHEN "payment_type" IN ('kpay', 'ayapay', 'wavepay') THEN "payment_type" ELSE 'cash' END,
         "id", "created_at"
  FROM "reservations" WHERE "amount_paid" > 0;--> statement-breakpoint
UPDATE "reservations" SET "prepaid_credited" = "amount_paid" WHERE "status" = 'checked-in';
