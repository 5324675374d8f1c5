CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"guest_id" integer,
	"food_revenue_id" integer,
	"room_number" text NOT NULL,
	"food_name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"order_time" timestamp with time zone NOT NULL,
	"payment_method" text NOT NULL,
	"service_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tax_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_orders_quantity_check" CHECK ("food_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "food_revenues" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"guest_id" integer,
	"room_number" text DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"order_time" timestamp with time zone NOT NULL,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"reservation_id" integer,
	"room_id" integer NOT NULL,
	"room_number" text NOT NULL,
	"name" text NOT NULL,
	"national_id" text NOT NULL,
	"phone" text NOT NULL,
	"room_type" text NOT NULL,
	"checkin_at" timestamp with time zone NOT NULL,
	"checkout_at" timestamp with time zone NOT NULL,
	"extra_bed" boolean DEFAULT false NOT NULL,
	"is_foreigner" boolean DEFAULT false NOT NULL,
	"payment_type" text DEFAULT 'cash' NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"room_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"food_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tax_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"service_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_at" timestamp with time zone,
	CONSTRAINT "guests_status_check" CHECK ("guests"."status" in ('active', 'checked-out'))
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Yangon' NOT NULL,
	"receipt_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"hotel_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_hotel_id_key_pk" PRIMARY KEY("hotel_id","key")
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"type" text NOT NULL,
	"guest_id" integer,
	"room_number" text DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"revenue_type" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"food_name" text NOT NULL,
	"food_price" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"hotel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_hotel_id_kind_pk" PRIMARY KEY("hotel_id","kind")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"national_id" text NOT NULL,
	"phone" text NOT NULL,
	"guest_count" integer NOT NULL,
	"room_count" integer NOT NULL,
	"room_type" text NOT NULL,
	"checkin_at" timestamp with time zone NOT NULL,
	"checkout_at" timestamp with time zone NOT NULL,
	"reservation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"extra_bed" boolean DEFAULT false NOT NULL,
	"payment_type" text DEFAULT 'none' NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"prepaid_divider" integer DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"service_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('confirmed', 'checked-in', 'cancelled')),
	CONSTRAINT "reservations_counts_check" CHECK ("reservations"."guest_count" >= 1 and "reservations"."room_count" >= 1),
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."checkout_at" >= "reservations"."checkin_at"),
	CONSTRAINT "reservations_amount_check" CHECK ("reservations"."amount_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"stay_type" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "room_prices_price_check" CHECK ("room_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"number" text NOT NULL,
	"floor" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"room_type_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_status_check" CHECK ("rooms"."status" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('reception', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_food_revenue_id_food_revenues_id_fk" FOREIGN KEY ("food_revenue_id") REFERENCES "public"."food_revenues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_revenues" ADD CONSTRAINT "food_revenues_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_revenues" ADD CONSTRAINT "food_revenues_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_prices" ADD CONSTRAINT "room_prices_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_prices" ADD CONSTRAINT "room_prices_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_orders_hotel_guest_idx" ON "food_orders" USING btree ("hotel_id","guest_id");--> statement-breakpoint
CREATE INDEX "food_orders_hotel_time_idx" ON "food_orders" USING btree ("hotel_id","order_time");--> statement-breakpoint
CREATE INDEX "food_revenues_hotel_created_idx" ON "food_revenues" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_one_active_per_room" ON "guests" USING btree ("room_id") WHERE "guests"."status" = 'active';--> statement-breakpoint
CREATE INDEX "guests_hotel_room_idx" ON "guests" USING btree ("hotel_id","room_number");--> statement-breakpoint
CREATE INDEX "incomes_hotel_created_idx" ON "incomes" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_hotel_number_key" ON "receipts" USING btree ("hotel_id","number");--> statement-breakpoint
CREATE INDEX "reservations_hotel_dates_idx" ON "reservations" USING btree ("hotel_id","checkin_at","checkout_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_prices_type_stay_key" ON "room_prices" USING btree ("room_type_id","stay_type");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_hotel_number_key" ON "room_types" USING btree ("hotel_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_hotel_number_key" ON "rooms" USING btree ("hotel_id","number");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_hotel_username_key" ON "users" USING btree ("hotel_id","username");--> statement-breakpoint
CREATE INDEX "users_hotel_email_idx" ON "users" USING btree ("hotel_id","email");