-- ADR 034: voids and refunds are entries that point at what they reverse or give back; a
-- payment is voided at most once (unique indexes, so two desks at once cannot both void it).
ALTER TABLE "incomes" ADD COLUMN "correction" text;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "corrects_income_id" integer;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_corrects_income_id_incomes_id_fk" FOREIGN KEY ("corrects_income_id") REFERENCES "public"."incomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_correction_check" CHECK ("incomes"."correction" is null or "incomes"."correction" in ('void', 'refund'));--> statement-breakpoint
CREATE UNIQUE INDEX "incomes_one_void_per_income" ON "incomes" USING btree ("corrects_income_id") WHERE "incomes"."correction" = 'void';--> statement-breakpoint
CREATE INDEX "incomes_corrects_idx" ON "incomes" USING btree ("corrects_income_id") WHERE "incomes"."corrects_income_id" is not null;--> statement-breakpoint
ALTER TABLE "food_revenues" ADD COLUMN "voids_food_revenue_id" integer;--> statement-breakpoint
ALTER TABLE "food_revenues" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "food_revenues" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "food_revenues" ADD CONSTRAINT "food_revenues_voids_food_revenue_id_food_revenues_id_fk" FOREIGN KEY ("voids_food_revenue_id") REFERENCES "public"."food_revenues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_revenues" ADD CONSTRAINT "food_revenues_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "food_revenues_one_void_per_revenue" ON "food_revenues" USING btree ("voids_food_revenue_id") WHERE "food_revenues"."voids_food_revenue_id" is not null;
