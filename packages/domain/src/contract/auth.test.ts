import { describe, expect, it } from 'vitest';
import { loginRequestSchema, resetPasswordRequestSchema } from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('sign-in input', () => {
  it.each([
    ['an empty username', { username: '', password: 'secret' }, 'Username is required'],
    ['a blank username', { username: '   ', password: 'secret' }, 'Username is required'],
    ['no username', { password: 'secret' }, 'Username is required'],
    ['an empty password', { username: 'reception', password: '' }, 'Password is required'],
    ['no password', { username: 'reception' }, 'Password is required'],
    [
      'a 201-character username',
      { username: 'u'.repeat(201), password: 'secret' },
      'Username must be at most 200 characters',
    ],
    [
      'a 201-character password',
      { username: 'reception', password: 'p'.repeat(201) },
      'Password must be at most 200 characters',
    ],
  ])('refuses %s', (_case, input, message) => {
    expect(firstMessage(loginRequestSchema.safeParse(input))).toBe(message);
  });

  it('accepts the longest allowed values', () => {
    const input = { username: 'u'.repeat(200), password: 'p'.repeat(200) };
    expect(loginRequestSchema.safeParse(input).success).toBe(true);
  });

  it('says a too-long new password is too long', () => {
    const result = resetPasswordRequestSchema.safeParse({ token: 't', password: 'p'.repeat(201) });
    expect(firstMessage(result)).toBe('Password must be at most 200 characters');
  });
});
