-- Corrections at the desk (issue 48, ADR 072): the owner may let receptionists void payments
-- and give refunds. Off by default: until the owner switches it on, only an admin corrects.
ALTER TABLE "hotels" ADD COLUMN "reception_may_void_and_refund" boolean DEFAULT false NOT NULL;
