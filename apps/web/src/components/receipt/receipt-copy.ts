import { receiptDocumentSchema, type ReceiptDocument } from '@frontdesk/domain';
import { api } from '../../lib/api-client.ts';

/**
 * GET /api/{hotel}/reception/receipts/{number}: the receipt as it was issued and kept (ADR 069);
 * one from before stored receipts comes rebuilt from its records.
 */
export const getReceiptCopy = (receiptNumber: string): Promise<ReceiptDocument> =>
  api.get(`/reception/receipts/${encodeURIComponent(receiptNumber)}`, {
    schema: receiptDocumentSchema,
  });
