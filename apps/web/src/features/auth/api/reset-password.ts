import {
  messageResponseSchema,
  resetPasswordRequestSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/** POST /api/{hotel}/reset-password: sets a new password with a reset link's token. */
export const resetPassword = (request: ResetPasswordRequest): Promise<MessageResponse> =>
  api.post('/reset-password', resetPasswordRequestSchema.parse(request), {
    schema: messageResponseSchema,
  });
