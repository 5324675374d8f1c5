CREATE INDEX "reservations_hotel_checkout_idx" ON "reservations" USING btree ("hotel_id","checkout_at");
