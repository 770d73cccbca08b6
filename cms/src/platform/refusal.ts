import { firstIssueMessage } from '@careers/shared';
import { errors } from '@strapi/utils';
import type { z } from 'zod';

/** One field's problem, as Strapi's own validation errors carry it (the /cms panel reads this shape). */
export interface FieldProblem {
  path: string[];
  message: string;
  name: 'ValidationError';
}

export interface RefusalDetails {
  errors?: FieldProblem[];
  [key: string]: unknown;
}

/** Strapi's error names for the statuses we refuse with; the clients read `name` as they always have. */
const NAMES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  411: 'LengthRequiredError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'UnprocessableEntityError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
};

export function errorNameFor(status: number): string {
  return Object.hasOwn(NAMES_BY_STATUS, status) ? (NAMES_BY_STATUS[status] as string) : 'ApplicationError';
}

/**
 * The one way anything of ours says no: the status, the product's message, each field's problem, and
 * when to try again. Thrown from the domain, a policy or a controller; `global::refusals` renders it
 * in Strapi's error shape. It is one of Strapi's HttpErrors too (as http-errors builds them), so
 * Strapi's own route wrappers pass it on untouched and its error middleware would render it the same.
 */
export class Refusal extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly details: RefusalDetails = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = errorNameFor(status);
  }
}
Object.setPrototypeOf(Refusal.prototype, errors.HttpError.prototype);

export const isRefusal = (error: unknown): error is Refusal => error instanceof Refusal;

/** Each of a failed parse's problems, path by path. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
    name: 'ValidationError',
  }));
}

/**
 * Input as the schema says, or a 400 refusal with every field's problem, whose message is the first
 * problem's, or `message` where the product words the whole refusal.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown, message?: string): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new Refusal(400, message ?? firstIssueMessage(parsed.error), { errors: fieldProblems(parsed.error) });
  }
  return parsed.data;
}
