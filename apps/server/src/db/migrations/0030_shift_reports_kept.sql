-- Issue 43 item 3 (ADR 079): a shift's report is kept as it was printed at the close, in the
-- close's transaction, one per shift; a reprint prints it marked COPY.
ALTER TABLE "issued_receipts" ADD COLUMN "shift_id" integer REFERENCES "shifts"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_receipts_shift_key" ON "issued_receipts" USING btree ("shift_id") WHERE "shift_id" is not null;
