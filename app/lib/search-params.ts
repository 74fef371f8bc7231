// Route search params read without zod: `validateSearch` stays in the first route's JavaScript
// (the router needs it before any route chunk loads), and zod would double that script's size.
// readSearch(search, { id: isString }) keeps what zod's
// z.object({ id: z.string().optional().catch(undefined) }) keeps: a key the URL carries is kept,
// as undefined when its value is refused; a key it lacks stays absent; any other key is dropped.

type Guard<T> = (value: unknown) => value is T

export const isString: Guard<string> = (value): value is string => typeof value === 'string'
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean'
export const isStringOrNull: Guard<string | null> = (value): value is string | null =>
  value === null || typeof value === 'string'

export function readSearch<S extends Record<string, unknown>>(
  search: Record<string, unknown>,
  shape: { [K in keyof S]: Guard<S[K]> },
): { [K in keyof S]?: S[K] } {
  const read: { [K in keyof S]?: S[K] } = {}
  for (const key of Object.keys(shape) as (keyof S & string)[]) {
    if (!Object.hasOwn(search, key)) continue
    const value = search[key]
    read[key] = shape[key](value) ? value : undefined
  }
  return read
}
