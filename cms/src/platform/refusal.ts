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

/** How a failed parse is refused; everything has the common case's default. */
export interface ParseRefusal {
  /** 400 unless the boundary answers otherwise: 401 for a sign-in step, 404 for a path naming nothing. */
  status?: number;
  /** The product's wording of the whole refusal, or one worded from the problems; else the first problem's. */
  message?: string | ((error: z.ZodError) => string);
  /**
   * Whether the answer lists each field's problem (the forms mark their fields with them). Off where
   * the answer has always been the message alone: a sign-in step, a query string, a link.
   */
  fields?: boolean;
}

/**
 * Input as the schema says, or a refusal: the one place a failed parse becomes an answer, so every
 * boundary refuses the same way (the status, the message, and each field's problem unless told not to).
 */
export function parse<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  refusal: ParseRefusal = {},
): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { status = 400, message, fields = true } = refusal;
  const worded = typeof message === 'function' ? message(parsed.error) : (message ?? firstIssueMessage(parsed.error));
  throw new Refusal(status, worded, fields ? { errors: fieldProblems(parsed.error) } : {});
}
