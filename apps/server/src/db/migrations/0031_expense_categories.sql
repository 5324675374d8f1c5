-- Issue 44 item 4 (ADR 082): an expense stays an income of negative amount (what SPEC's clients
-- and every report read); its category, the text of an 'others' one, and a note are kept beside
-- it.
ALTER TABLE "incomes" ADD COLUMN "expense_category" text;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "expense_others_text" text;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_expense_category_check" CHECK ("expense_category" is null or "expense_category" in ('electricity', 'staff-food', 'guest-food', 'supplies', 'repairs', 'salaries', 'others'));--> statement-breakpoint
-- The expenses recorded so far (money paid out that is no void, refund or deposit: the report's
-- expense), dated from their Type as expenseKindOfIncomeType reads it: the desk's Electricity,
-- Employee Food and Guest Food, and any other text as others with that text.
UPDATE "incomes" SET
  "expense_category" = CASE lower(btrim("type"))
    WHEN 'electricity' THEN 'electricity'
    WHEN 'employee-food' THEN 'staff-food'
    WHEN 'guest-food' THEN 'guest-food'
    WHEN 'supplies' THEN 'supplies'
    WHEN 'repairs' THEN 'repairs'
    WHEN 'salaries' THEN 'salaries'
    ELSE 'others' END,
  "expense_others_text" = CASE WHEN lower(btrim("type")) IN
    ('electricity', 'employee-food', 'guest-food', 'supplies', 'repairs', 'salaries')
    THEN NULL ELSE "type" END
WHERE "amount" < 0 AND "correction" IS NULL AND "reservation_id" IS NULL
  AND "type" <> 'deposit-refund';
