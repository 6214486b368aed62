import { z } from 'zod';

/** The login form checks only that both fields are filled (storefront spec section 5: no length rules). */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'Username or email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
