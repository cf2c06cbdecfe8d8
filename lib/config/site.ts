import path from 'node:path';
import { z } from 'zod';
import * as v from './fields';

export const DEFAULT_SITE_URL = 'https://www.hiddengrowth.co';

/** The site itself: its address, its data folder and build, its server, logs and analytics. */
export const siteEnv = {
  NODE_ENV: v.withDefault(z.enum(['development', 'production', 'test']), 'development'),
  SITE_URL: v.urlWithDefault(DEFAULT_SITE_URL),
  DATA_DIR: v.withDefault(z.string(), './data'),
  NEXT_DIST_DIR: v.withDefault(
    z
      .string()
      .regex(/^\.next(\/[\w-]+)?$/, 'must be .next or a folder inside it, such as .next/check'),
    '.next',
  ),
  PORT: v.withDefault(
    v.whole('must be a port number', { max: [65535, 'must be a port number'] }),
    3000,
  ),
  HOSTNAME: v.optionalString,
  KEEP_ALIVE_TIMEOUT: v.optional(v.whole('must be a number of milliseconds')),
  TRUST_PROXY: v.booleanFlag,
  ENABLE_DIAGNOSTICS: v.booleanFlag,
  LOG_LEVEL: v.withDefault(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  APP_SECRET: v.secret(32),
  NEXT_PUBLIC_GA_ID: v.optional(
    z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX'),
  ),
};

export function siteConfig(env: v.Env<typeof siteEnv>) {
  return {
    isProduction: env.NODE_ENV === 'production',
    siteUrl: env.SITE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    distDir: env.NEXT_DIST_DIR,
    /** Where the site's server (server.ts) listens, and how long idle connections stay open. */
    server: { port: env.PORT, hostname: env.HOSTNAME, keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT },
    trustProxy: env.TRUST_PROXY,
    diagnostics: env.ENABLE_DIAGNOSTICS,
    logLevel: env.LOG_LEVEL,
    appSecret: env.APP_SECRET,
    gaId: env.NEXT_PUBLIC_GA_ID,
  };
}
