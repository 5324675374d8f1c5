-- Issue 20 (ADR 044): shift close. A receptionist opens a shift with the cash float in the
-- drawer and closes it with the cash counted; the expected cash, the difference (over or short)
-- and its note are recorded at the close and never changed afterwards: the trigger refuses any
-- UPDATE of a closed shift and any DELETE, whoever asks. One open shift per user per hotel.
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL REFERENCES "hotels"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float" numeric(14, 2) NOT NULL,
	"closed_at" timestamp with time zone,
	"expected_cash" numeric(14, 2),
	"counted_cash" numeric(14, 2),
	"difference" numeric(14, 2),
	"note" text,
	CONSTRAINT "shifts_float_check" CHECK ("float" >= 0),
	CONSTRAINT "shifts_closed_check" CHECK (("closed_at" is null) = ("counted_cash" is null) and ("closed_at" is null) = ("expected_cash" is null) and ("closed_at" is null) = ("difference" is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_user" ON "shifts" USING btree ("hotel_id","user_id") WHERE "closed_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_hotel_opened_idx" ON "shifts" USING btree ("hotel_id","opened_at");--> statement-breakpoint
CREATE FUNCTION "shifts_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD."closed_at" IS NOT NULL THEN
    RAISE EXCEPTION 'A closed shift is never changed or deleted.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shifts_closed_stay" BEFORE UPDATE OR DELETE ON "shifts"
  FOR EACH ROW EXECUTE FUNCTION "shifts_refuse_change"();--> statement-breakpoint
-- The shift report lists a user's payments since the shift opened.
CREATE INDEX "incomes_hotel_creator_created_idx" ON "incomes" USING btree ("hotel_id","created_by","created_at");--> statement-breakpoint
CREATE INDEX "food_revenues_hotel_creator_created_idx" ON "food_revenues" USING btree ("hotel_id","created_by","created_at");--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "wallet_reference" text;
