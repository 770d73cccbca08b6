import type { Core } from '@strapi/strapi';
import type { Logger } from 'node-cron';

const text = (message: string | Error, error?: Error) =>
  `[cron] ${message instanceof Error ? message.message : message}${error ? `: ${error.message}` : ''}`;

const stackOf = (message: string | Error, error?: Error) => ({
  stack: (error ?? (message instanceof Error ? message : undefined))?.stack,
});

/**
 * node-cron's own messages (a run missed while the process was busy, one skipped because the last is
 * still running) as lines of our log: its default writes coloured text to the console.
 */
export function cronLog(strapi: Core.Strapi): Logger {
  return {
    info: (message) => strapi.log.info(text(message)),
    warn: (message) => strapi.log.warn(text(message)),
    error: (message, error) => strapi.log.error(text(message, error), stackOf(message, error)),
    debug: (message, error) => strapi.log.debug(text(message, error)),
  };
}
