-- Issue 43 item 3 (ADR 074): receipts a SPEC client records by its own calls are kept as their
-- records make them (recorded: the document follows each record of its number, in that
-- record's transaction); a receipt the app issued keeps its first document.
ALTER TABLE "issued_receipts" ADD COLUMN "recorded" boolean DEFAULT false NOT NULL;
