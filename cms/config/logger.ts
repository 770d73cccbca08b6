import { winston } from '@strapi/logger';
import { serverEnv } from '../src/platform/config/server-env';
import { jsonLine } from '../src/platform/logging/json-line';

/** Where winston's transports read the finished line (triple-beam's MESSAGE). */
const MESSAGE = Symbol.for('message');

/** The line as json-line.ts writes every production line: secrets masked, fields kept, `time` ours. */
const asJsonLine = winston.format((info) => {
  info[MESSAGE] = jsonLine(info);
  return info;
});

/**
 * Development keeps Strapi's coloured text; production writes one JSON object per line (a log
 * shipper reads it without patterns, and no colour codes end up in files). Request lines carry
 * their fields (src/middlewares/request-log.ts) as properties of that object.
 */
export default () => {
  const env = serverEnv();
  if (!env.isProduction) return { level: env.logLevel };
  return {
    level: env.logLevel,
    format: asJsonLine(),
    transports: [new winston.transports.Console()],
  };
};
