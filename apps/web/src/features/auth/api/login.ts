import {
  loginRequestSchema,
  loginResponseSchema,
  type LoginRequest,
  type LoginResponse,
} from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/** POST /api/{hotel}/login: a receptionist's token, name and role. */
export const login = (credentials: LoginRequest): Promise<LoginResponse> =>
  api.post('/login', loginRequestSchema.parse(credentials), { schema: loginResponseSchema });
