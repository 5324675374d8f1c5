import {
  adminLoginResponseSchema,
  loginRequestSchema,
  type AdminLoginResponse,
  type LoginRequest,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/** POST /api/{hotel}/admin-login: an admin's token (403 for any other role). */
export const adminLogin = (credentials: LoginRequest): Promise<AdminLoginResponse> =>
  api.post('/admin-login', loginRequestSchema.parse(credentials), {
    schema: adminLoginResponseSchema,
  });
