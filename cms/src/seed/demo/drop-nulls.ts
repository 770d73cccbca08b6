/** Strapi's input types say "not set" with undefined; the seed's data reads better with null. */
export type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> | (null extends T[K] ? undefined : never) };

export function dropNulls<T extends object>(data: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null)) as WithoutNulls<T>;
}
