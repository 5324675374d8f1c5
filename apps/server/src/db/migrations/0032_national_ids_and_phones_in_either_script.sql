-- Issue 45 (ADR 084): an NRC and a phone are found in either script and digits. The search
-- compares national IDs by national_id_key (the domain's nationalIdKey: Myanmar digits as 0-9,
-- the card type and the township's Myanmar letters as their Latin syllables, lower case, no
-- spaces) and phones by phone_digits (the domain's phoneDigits: digits of either script, +959
-- as 09). The stored values stay as typed; the indexes of migration 0013 move to the new keys.
CREATE FUNCTION national_id_key(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT regexp_replace(lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(translate($1, '၀၁၂၃၄၅၆၇၈၉', '0123456789'), '(နိုင်', '(N'), '(ဧည့်', '(E'), '(ပြု', '(P'), '(သာသနာ', '(T'), '(ယာယီ', '(Y'), '(စ', '(S'), 'က', 'Ka'), 'ခ', 'Kha'), 'ဂ', 'Ga'), 'ဃ', 'Ga'), 'င', 'Nga'), 'စ', 'Sa'), 'ဆ', 'Sa'), 'ဇ', 'Za'), 'ည', 'Nya'), 'ဏ', 'Na'), 'တ', 'Ta'), 'ထ', 'Hta'), 'ဒ', 'Da'), 'ဓ', 'Da'), 'န', 'Na'), 'ပ', 'Pa'), 'ဖ', 'Pha'), 'ဗ', 'Ba'), 'ဘ', 'Ba'), 'မ', 'Ma'), 'ယ', 'Ya'), 'ရ', 'Ya'), 'လ', 'La'), 'ဝ', 'Wa'), 'သ', 'Tha'), 'ဟ', 'Ha'), 'အ', 'Ah'), 'ဥ', 'Ou')), '[ \t\n\r]+', '', 'g') $$;--> statement-breakpoint
CREATE FUNCTION phone_digits(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT regexp_replace(regexp_replace(translate($1, '၀၁၂၃၄၅၆၇၈၉', '0123456789'), '[^0-9]', '', 'g'), '^959', '09') $$;--> statement-breakpoint
DROP INDEX "guests_national_id_trgm_idx";--> statement-breakpoint
DROP INDEX "guests_phone_digits_trgm_idx";--> statement-breakpoint
DROP INDEX "guests_hotel_national_id_idx";--> statement-breakpoint
DROP INDEX "guests_hotel_phone_digits_idx";--> statement-breakpoint
CREATE INDEX "guests_national_id_trgm_idx" ON "guests" USING gin (national_id_key("national_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_phone_digits_trgm_idx" ON "guests" USING gin (phone_digits("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_hotel_national_id_idx" ON "guests" USING btree ("hotel_id",national_id_key("national_id"));--> statement-breakpoint
CREATE INDEX "guests_hotel_phone_digits_idx" ON "guests" USING btree ("hotel_id",phone_digits("phone"));
