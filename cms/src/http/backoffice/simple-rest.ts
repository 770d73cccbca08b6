import { refuseControlCharacters } from '@careers/shared';
import { z } from 'zod';
import { parse } from '../../platform/refusal';

// The ra-data-simple-rest query contract, as react-admin's data provider sends it:
//   ?sort=["field","ASC"]&range=[0,24]&filter={"q":"...","status":"new"}
// parsed once here, refused with a clear message when malformed.

const json = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return Symbol.for('malformed');
  }
};

const listQuerySchema = z.object({
  sort: z.preprocess(json, z.tuple([z.string().max(60), z.enum(['ASC', 'DESC'])]).optional()),
  range: z.preprocess(
    json,
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([start, end]) => end >= start && end - start < 1000, { error: 'A page holds 1 to 1000 rows' })
      .optional(),
  ),
  // Kept as JSON.parse made it (z.record would silently drop a `__proto__` key): every key the client
  // sent reaches the resource's whitelist and an unknown one is refused there. No value holds a
  // control character, whichever resource reads it: PostgreSQL answers a NUL with an error.
  filter: z.preprocess(
    json,
    z
      .custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        {
          error: 'Expected a JSON object',
        },
      )
      .superRefine(refuseControlCharacters('filter'))
      .optional(),
  ),
});

export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' } | null;
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** The first wrong parameter, named: a message that names its field already (`filter.q must not…`) is given as it is. */
function listQueryProblem({ issues: [issue] }: z.ZodError): string {
  const field = issue?.path.join('.') || 'query';
  const message = issue?.message ?? 'malformed';
  return message.startsWith(field) ? message : `Invalid ${field}: ${message}`;
}

/** The simple-rest list parameters, or a 400 naming the one that is wrong. */
export function parseListQuery(query: Record<string, unknown>): ListQuery {
  const data = parse(listQuerySchema, query, { fields: false, message: listQueryProblem });
  // getMany sends only an id list, no range: every listed row comes back, not the first page.
  const ids = data.filter?.id;
  const wanted = Array.isArray(ids) ? Math.min(Math.max(ids.length, 1), 1000) : 25;
  const [start, end] = data.range ?? [0, wanted - 1];
  return {
    sort: data.sort ? { field: data.sort[0], order: data.sort[1] === 'ASC' ? 'asc' : 'desc' } : null,
    offset: start,
    limit: end - start + 1,
    filter: data.filter ?? {},
  };
}

// Content-Range: "users 0-24/319", or "users */0" for an empty page.
export function contentRange(resource: string, offset: number, shown: number, total: number): string {
  return shown === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + shown - 1}/${total}`;
}
