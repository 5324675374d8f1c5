import {
  changePasswordRequestSchema,
  messageResponseSchema,
  type ChangePasswordRequest,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/** POST /reception/password: the signed-in user's own new password; other sessions end. */
export const changeOwnPassword = (request: ChangePasswordRequest) =>
  api.post('/reception/password', changePasswordRequestSchema.parse(request), {
    schema: messageResponseSchema,
  });
