import { winston } from '@strapi/logger';
import { readEnv } from '../src/platform/config/env';

/** `time`, always ours and ISO 8601: a few of Strapi's own lines carry a numeric `timestamp` of their own. */
const stampTime = winston.format((info) => {
  info.time = new Date().toISOString();
  return info;
});

/**
 * Development keeps Strapi's coloured text; production writes one JSON object per line (a log
 * shipper reads it without patterns, and no colour codes end up in files). Request lines carry
 * their fields (src/middlewares/request-log.ts) as properties of that object.
 */
export default () => {
  const env = readEnv();
  if (!env.isProduction) return { level: env.logLevel };
  return {
    level: env.logLevel,
    format: winston.format.combine(
      stampTime(),
      winston.format.errors({ stack: true }),
      winston.format.uncolorize(),
      winston.format.json(),
    ),
    transports: [new winston.transports.Console()],
  };
};
