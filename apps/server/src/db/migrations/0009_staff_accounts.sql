-- Staff accounts the owner keeps (ADR 035): a user can be deactivated, and a new or reset user
-- must choose their own password at first sign-in. Per hotel, the owner may stop receptionists
-- from changing room prices or the menu (both allowed by default, as SPEC.md has it).
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reception_may_change_prices" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reception_may_change_menu" boolean DEFAULT true NOT NULL;
