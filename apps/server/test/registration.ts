/** The registration form as a client fills it in: an address made from the name, the password confirmed. */
export function registrationBody(username: string, password: string, options: { subscribe?: boolean } = {}) {
  return {
    username,
    email: `${username}@example.com`,
    password,
    confirm_password: password,
    subscribe_newsletter: options.subscribe ?? false,
  };
}
