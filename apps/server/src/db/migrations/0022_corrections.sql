-- Issue 48 (ADR 071): a void or refund takes from a guest's AmountPaid only what the record it
-- corrects added to it. create-income on a guest never adds to AmountPaid (a SPEC client keeps
-- that field itself), so its rows, and their voids and refunds, are outside it.
ALTER TABLE "incomes" ADD COLUMN "in_amount_paid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Rows create-income recorded on a guest, as the activity log names them ('income:<id>').
UPDATE "incomes" SET "in_amount_paid" = false
WHERE "guest_id" IS NOT NULL AND "correction" IS NULL AND EXISTS (
  SELECT 1 FROM "activity_log" a
  WHERE a."hotel_id" = "incomes"."hotel_id" AND a."kind" = 'income'
    AND a."subject" = 'income:' || "incomes"."id"
);--> statement-breakpoint
UPDATE "incomes" c SET "in_amount_paid" = false
FROM "incomes" o
WHERE c."corrects_income_id" = o."id" AND o."in_amount_paid" = false;
