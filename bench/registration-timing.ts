// `node --import tsx bench/registration-timing.ts`: how long registering takes against a login, at the production
// password cost (scrypt 2^17), one request at a time on a fresh SQLite app. Registration hashes the password
// once and answers the session, so it should take at most 1.3 logins; before, the page registered and then logged
// in (two derivations). Prints the medians and exits non-zero past the bound. BENCH_REGISTRATION_ROUNDS (9).
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../apps/server/test/test-app.js';
import { registrationBody } from '../apps/server/test/registration.js';

const ROUNDS = Number(process.env.BENCH_REGISTRATION_ROUNDS ?? 9);
const BOUND = 1.3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const ctx = await createTestApp({ env: { PASSWORD_SCRYPT_LOG_N: '17' } });
const register: number[] = [];
const login: number[] = [];
const registerThenLogin: number[] = [];
try {
  for (let i = 0; i < ROUNDS; i++) {
    const username = `timing_${i}_${Date.now().toString(36)}`;
    const password = 'correct horse battery';
    let started = performance.now();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody(username, password),
    });
    const registerMs = performance.now() - started;
    if (registered.statusCode !== 200) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
    started = performance.now();
    const loggedIn = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    const loginMs = performance.now() - started;
    if (loggedIn.statusCode !== 200) throw new Error(`login: ${loggedIn.statusCode} ${loggedIn.body}`);
    register.push(registerMs);
    login.push(loginMs);
    // What the page waited for before: the registration, then a login hashing the same password again.
    registerThenLogin.push(registerMs + loginMs);
  }
} finally {
  await ctx.close();
}
const ratio = median(register) / median(login);
const ms = (v: number) => `${v.toFixed(0)} ms`;
console.log(`registration timing, scrypt 2^17, ${ROUNDS} rounds one at a time (medians)`);
console.log(`  login                          ${ms(median(login))}`);
console.log(`  registration (signs in)        ${ms(median(register))}`);
console.log(`  registration + login (before)  ${ms(median(registerThenLogin))}`);
console.log(`  registration / login           ${ratio.toFixed(2)} (bound ${BOUND})`);
if (ratio > BOUND) {
  console.error(`registration takes ${ratio.toFixed(2)} logins, over ${BOUND}`);
  process.exitCode = 1;
}
