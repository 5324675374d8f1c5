-- Placeholder: replaced by the change this migration is named for (or removed).
SELECT 1;
