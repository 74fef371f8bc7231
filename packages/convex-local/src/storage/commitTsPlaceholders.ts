/**
 * `{$commitTs: null}` placeholders in stored documents: a write may hold one (the commit
 * timestamp is known only at commit), and the commit writes the row again with the timestamp in
 * its place. runtime/commitTs does the same for a mutation's return value.
 */

/** Whether a stored row's JSON may hold a placeholder (never misses one). */
export function mayHoldCommitTs(json: string): boolean {
  return json.includes('"$commitTs"')
}

/** The commit timestamp as a convex-encoded int64. */
export function encodeTsJson(ts: bigint): { $integer: string } {
  const buf = Buffer.alloc(8)
  buf.writeBigInt64LE(ts)
  return { $integer: buf.toString('base64') }
}

/** Replaces every placeholder in a convex-encoded value by `ts` (from encodeTsJson). */
export function substituteCommitTs(v: unknown, ts: { $integer: string }): unknown {
  if (v === null || typeof v !== 'object') return v
  if (Array.isArray(v)) return v.map((x) => substituteCommitTs(x, ts))
  const o = v as Record<string, unknown>
  const keys = Object.keys(o)
  if (keys.length === 1 && keys[0] === '$commitTs') return ts
  const out: Record<string, unknown> = {}
  for (const k of keys) out[k] = substituteCommitTs(o[k], ts)
  return out
}
