/**
 * `{$commitTs: null}` placeholders (the commit timestamp of the running mutation, known only
 * at commit) in convex-encoded values.
 */
import { convexToJson, type JSONValue } from 'convex/values'

/** Whether the value encoded as `text` (JSON) may hold a placeholder (never misses one). */
export function mayHaveCommitTs(text: string): boolean {
  return text.includes('"$commitTs"')
}

export function hasCommitTs(v: JSONValue): boolean {
  if (Array.isArray(v)) return v.some(hasCommitTs)
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v)
    if (keys.length === 1 && keys[0] === '$commitTs') return true
    return keys.some((k) => hasCommitTs((v as Record<string, JSONValue>)[k]!))
  }
  return false
}

/** Replaces the placeholders in a convex-encoded value by the commit ts. */
export function resolveCommitTs(v: JSONValue, ts: bigint): JSONValue {
  if (!hasCommitTs(v)) return v
  const encoded = convexToJson(ts)
  const walk = (x: JSONValue): JSONValue => {
    if (Array.isArray(x)) return x.map(walk)
    if (x !== null && typeof x === 'object') {
      const keys = Object.keys(x)
      if (keys.length === 1 && keys[0] === '$commitTs') return encoded
      return Object.fromEntries(keys.map((k) => [k, walk((x as Record<string, JSONValue>)[k]!)]))
    }
    return x
  }
  return walk(v)
}
