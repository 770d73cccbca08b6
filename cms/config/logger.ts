import { readEnv } from '../src/platform/config/env';

// Strapi merges this over its default logger (pretty console output); only the level is ours.
export default () => ({ level: readEnv().logLevel });
