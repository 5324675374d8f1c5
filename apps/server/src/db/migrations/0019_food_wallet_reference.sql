-- Issue 20 (ADR 051): a food receipt paid by KPay, AyaPay or WavePay keeps the wallet's
-- transaction reference, as incomes do (migration 0016), to match the wallet's statement.
ALTER TABLE "food_revenues" ADD COLUMN "wallet_reference" text;
