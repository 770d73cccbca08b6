import { signInCodeSchema, signInPasswordSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { readEnv } from '../../platform/config/env';
import { emailLimitKey } from '../../platform/email-limit-key';
import { hitRateLimit, type RateDecision, type RateLimit } from '../../platform/rate-limit';
import { signedInFrom } from './sessions';
import { codeAskedFrom } from './sign-in-codes';

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The sign-in steps with limits of their own (`step` names their counters). */
export const SIGN_IN_STEPS = {
  'sign-in': signInPasswordSchema,
  'sign-in-code': signInCodeSchema,
} as const;
export type SignInStep = keyof typeof SIGN_IN_STEPS;

/**
 * Whether a step counts on the account's cap across addresses. A password step does. A code step
 * needs no password, so only one from the address whose password step asked for the code of the
 * moment does: anyone else's would let a stranger who knows the e-mail lock the recruiter out, and
 * their guesses are bounded by the code's own five tries and their address's limits.
 */
async function countsOnAccount(strapi: Core.Strapi, step: SignInStep, email: string, ip: string): Promise<boolean> {
  if (step === 'sign-in-code' && !(await codeAskedFrom(strapi, email, ip))) return false;
  return !(await signedInFrom(strapi, email, ip));
}

/**
 * The limits of one sign-in step, counted before anything else is looked at. Per client address;
 * per account from that address, so a stranger's wrong passwords never lock the recruiter out; and
 * per account across every address the account has never signed in from, a slower cap on a brute
 * force spread over many addresses, which still leaves the recruiter's own addresses open.
 * Accounts are named by a keyed hash of their e-mail. The refusal of the first limit reached, or null.
 */
export async function signInStepLimit(
  strapi: Core.Strapi,
  ip: string,
  step: SignInStep,
  input: unknown,
): Promise<RateDecision | null> {
  const parsed = SIGN_IN_STEPS[step].safeParse(input);
  const email = parsed.success ? parsed.data.email : '';
  const env = readEnv();
  const account = emailLimitKey(env.secrets.APP_KEYS, email);
  const keys: [string, RateLimit][] = [
    [`${step}:ip:${ip}`, { max: env.signInLimitPerIp, windowMs: QUARTER_HOUR_MS }],
    [`${step}:account-ip:${account}|${ip}`, { max: env.signInLimitPerAccount, windowMs: QUARTER_HOUR_MS }],
  ];
  if (await countsOnAccount(strapi, step, email, ip)) {
    keys.push([`${step}:account:${account}`, { max: env.signInLimitPerAccountPerHour, windowMs: HOUR_MS }]);
  }
  for (const [key, limit] of keys) {
    const decision = await hitRateLimit(strapi, key, limit);
    if (!decision.allowed) return decision;
  }
  return null;
}

export const isSignInStep = (name: string): name is SignInStep => Object.hasOwn(SIGN_IN_STEPS, name);

/**
 * Open routes limited per client address alone. Setup hashes a password with argon2 while it is
 * open, and costs a count of the admins once it is closed: either way, no flood of it.
 */
const ADDRESS_LIMITS = {
  setup: { max: 10, windowMs: QUARTER_HOUR_MS },
} as const satisfies Record<string, RateLimit>;
export type AddressLimited = keyof typeof ADDRESS_LIMITS;

export const isAddressLimited = (name: string): name is AddressLimited => Object.hasOwn(ADDRESS_LIMITS, name);

/** Counts a request of an address-limited route; its refusal, or null. */
export async function addressLimit(strapi: Core.Strapi, ip: string, route: AddressLimited) {
  const decision = await hitRateLimit(strapi, `${route}:ip:${ip}`, ADDRESS_LIMITS[route]);
  return decision.allowed ? null : decision;
}
