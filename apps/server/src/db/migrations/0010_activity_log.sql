-- Issue 18 (ADR 036): who did what. Every write records the acting user and desk in
-- activity_log, in the same transaction as the change; the log is append-only (the trigger
-- refuses UPDATE, DELETE and TRUNCATE, whoever asks). The records a desk writes carry the
-- user who made them (nullable: rows from before this migration have none).
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"session_id" integer,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Newest first, over years: one index per filter the Activity page has (none, user, kind).
CREATE INDEX "activity_log_hotel_at_idx" ON "activity_log" USING btree ("hotel_id","at","id");--> statement-breakpoint
CREATE INDEX "activity_log_hotel_user_at_idx" ON "activity_log" USING btree ("hotel_id","user_id","at","id");--> statement-breakpoint
CREATE INDEX "activity_log_hotel_kind_at_idx" ON "activity_log" USING btree ("hotel_id","kind","at","id");--> statement-breakpoint
CREATE FUNCTION "activity_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The activity log is append-only: its entries are never changed or deleted.'
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only" BEFORE UPDATE OR DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION "activity_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate" BEFORE TRUNCATE ON "activity_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_refuse_change"();--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "created_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "updated_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "created_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "updated_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "created_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "food_orders" ADD COLUMN "created_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "food_revenues" ADD COLUMN "created_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "created_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "updated_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "room_prices" ADD COLUMN "updated_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "updated_by" integer REFERENCES "users"("id");
