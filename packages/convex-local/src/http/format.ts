/** Output formats of the HTTP API (local-backend.md §2). */
import type { JSONValue } from 'convex/values'

export type OutputFormat = 'encoded' | 'clean'

/** `convex_encoded_json`/`convex_json` → encoded; `json`/`convex_clean_json` → clean; else null. */
export function parseFormat(format: unknown): OutputFormat | null {
  if (format === 'convex_encoded_json' || format === 'convex_json') return 'encoded'
  if (format === 'json' || format === 'convex_clean_json') return 'clean'
  return null
}

function decodeFloat(b64: string): number {
  return Buffer.from(b64, 'base64').readDoubleLE(0)
}

/**
 * Convex-encoded JSON → lossy "clean" JSON: int64 as a decimal string, bytes as base64, NaN and
 * infinities as strings.
 */
export function toCleanJson(value: JSONValue): JSONValue {
  if (Array.isArray(value)) return value.map(toCleanJson)
  if (value === null || typeof value !== 'object') return value
  const keys = Object.keys(value)
  if (keys.length === 1) {
    const k = keys[0]!
    const inner = value[k]
    if (k === '$integer' && typeof inner === 'string') {
      return Buffer.from(inner, 'base64').readBigInt64LE(0).toString()
    }
    if (k === '$float' && typeof inner === 'string') {
      const f = decodeFloat(inner)
      if (Number.isNaN(f)) return 'NaN'
      if (f === Infinity) return 'Infinity'
      if (f === -Infinity) return '-Infinity'
      return f
    }
    if (k === '$bytes' && typeof inner === 'string') return inner
  }
  const out: Record<string, JSONValue> = {}
  for (const k of keys) out[k] = toCleanJson(value[k]!)
  return out
}

export function formatValue(value: JSONValue, format: OutputFormat): JSONValue {
  return format === 'clean' ? toCleanJson(value) : value
}
