-- Issue 44, ADR 076: each room's dated history (added, out of service, back in service, moved to
-- another type), written with every change of rooms, so a past night's rooms in service never
-- change. Today's rooms are dated here: from their 'room-add' entry of the activity log, else
-- from the hotel's first records (its earliest stay, income or reservation, or its creation);
-- a room retired is out of service from its retirement.
CREATE TABLE "room_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"kind" text NOT NULL,
	"room_type_id" integer,
	"at" timestamp with time zone NOT NULL,
	"created_by" integer,
	CONSTRAINT "room_history_kind_check" CHECK ("room_history"."kind" in ('added', 'out-of-service', 'back-in-service', 'type-changed'))
);--> statement-breakpoint
ALTER TABLE "room_history" ADD CONSTRAINT "room_history_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_history" ADD CONSTRAINT "room_history_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_history" ADD CONSTRAINT "room_history_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_history" ADD CONSTRAINT "room_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_history_hotel_at_idx" ON "room_history" USING btree ("hotel_id","at","id");--> statement-breakpoint
INSERT INTO "room_history" ("hotel_id", "room_id", "kind", "room_type_id", "at", "created_by")
SELECT r."hotel_id", r."id", 'added', r."room_type_id",
  coalesce(added."at", least(
    h."created_at",
    (SELECT min(g."checkin_at") FROM "guests" g WHERE g."hotel_id" = h."id"),
    (SELECT min(i."created_at") FROM "incomes" i WHERE i."hotel_id" = h."id"),
    (SELECT min(v."checkin_at") FROM "reservations" v WHERE v."hotel_id" = h."id"),
    (SELECT min(v."created_at") FROM "reservations" v WHERE v."hotel_id" = h."id")
  )),
  added."user_id"
FROM "rooms" r
JOIN "hotels" h ON h."id" = r."hotel_id"
LEFT JOIN LATERAL (
  SELECT a."at", a."user_id" FROM "activity_log" a
  WHERE a."hotel_id" = r."hotel_id" AND a."kind" = 'room-add' AND a."params"->>'room' = r."number"
  ORDER BY a."at", a."id" LIMIT 1
) added ON true;--> statement-breakpoint
INSERT INTO "room_history" ("hotel_id", "room_id", "kind", "at", "created_by")
SELECT r."hotel_id", r."id", 'out-of-service', r."retired_at",
  (SELECT a."user_id" FROM "activity_log" a
   WHERE a."hotel_id" = r."hotel_id" AND a."kind" = 'room-retire' AND a."params"->>'room' = r."number"
   ORDER BY a."at" DESC, a."id" DESC LIMIT 1)
FROM "rooms" r
WHERE r."retired_at" IS NOT NULL;
