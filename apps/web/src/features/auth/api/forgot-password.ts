import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  type ForgotPasswordRequest,
  type MessageResponse,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/** POST /api/{hotel}/forgot-password: mails a reset link (same answer for unknown emails). */
export const requestPasswordReset = (request: ForgotPasswordRequest): Promise<MessageResponse> =>
  api.post('/forgot-password', forgotPasswordRequestSchema.parse(request), {
    schema: messageResponseSchema,
  });
