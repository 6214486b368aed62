import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './login-form';

function messages(input: unknown): Record<string, string | undefined> {
  const result = loginFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('loginFormSchema', () => {
  it('needs both fields', () => {
    expect(messages({ username: '', password: '' })).toEqual({
      username: 'Username or email is required',
      password: 'Password is required',
    });
    expect(messages({ username: '   ', password: 'x' })).toEqual({ username: 'Username or email is required' });
  });

  it('has no length or format rules and trims the name', () => {
    expect(loginFormSchema.parse({ username: ' ab ', password: '1' })).toEqual({ username: 'ab', password: '1' });
    expect(loginFormSchema.safeParse({ username: 'someone@example.com', password: 'x'.repeat(600) }).success).toBe(
      true,
    );
  });

  it('keeps spaces in the password as typed', () => {
    expect(loginFormSchema.parse({ username: 'a', password: ' secret ' }).password).toBe(' secret ');
  });
});
