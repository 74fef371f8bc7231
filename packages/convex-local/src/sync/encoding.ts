/** Wire encodings shared by the sync protocol and the HTTP API (local-backend.md §1.2). */

/** A u64 timestamp as Convex sends it: base64 of its 8 little-endian bytes. */
export function encodeTs(ts: bigint): string {
  const buf = Buffer.alloc(8)
  buf.writeBigUInt64LE(BigInt.asUintN(64, ts))
  return buf.toString('base64')
}

export function decodeTs(encoded: string): bigint {
  const buf = Buffer.from(encoded, 'base64')
  if (buf.length !== 8) throw new Error(`Invalid encoded timestamp: ${JSON.stringify(encoded)}`)
  return buf.readBigUInt64LE(0)
}

/** `module:function`; a path without `:` means `:default`; a trailing `.js` on the module is dropped. */
export function canonicalizeUdfPath(udfPath: string): string {
  // Already canonical (the common case): one `:`, no `.js` on the module.
  const colon = udfPath.indexOf(':')
  if (colon !== -1 && udfPath.indexOf(':', colon + 1) === -1) {
    if (!udfPath.startsWith('.js', colon - 3) || colon < 3) return udfPath
  }
  const pieces = udfPath.split(':')
  let moduleName: string
  let functionName: string
  if (pieces.length === 1) {
    moduleName = pieces[0]!
    functionName = 'default'
  } else {
    moduleName = pieces.slice(0, -1).join(':')
    functionName = pieces[pieces.length - 1]!
  }
  if (moduleName.endsWith('.js')) moduleName = moduleName.slice(0, -3)
  return `${moduleName}:${functionName}`
}

/**
 * Objects whose `value` property is known as JSON text (a query result the engine returned as
 * text, `CallSuccess.valueText`): messageJson splices the text in instead of encoding the value.
 */
const rawValues = new WeakMap<object, string>()

/** Marks `holder.value` as having the JSON text `text` (returns `holder`). */
export function withRawValue<T extends object>(holder: T, text: string): T {
  rawValues.set(holder, text)
  return holder
}

/**
 * JSON.stringify of a message, except that the `value` of objects marked by withRawValue (at
 * most three levels down: `modifications[i].value`) is their text, neither decoded nor encoded.
 */
export function messageJson(message: unknown): string {
  return encode(message, 0)
}

function encode(v: unknown, depth: number): string {
  if (depth > 2 || v === null || typeof v !== 'object') return JSON.stringify(v)
  if (Array.isArray(v)) {
    let out = '['
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out += ','
      const x: unknown = v[i]
      out +=
        x === undefined || typeof x === 'function' || typeof x === 'symbol'
          ? 'null'
          : encode(x, depth + 1)
    }
    return out + ']'
  }
  if (
    Object.getPrototypeOf(v) !== Object.prototype ||
    typeof (v as { toJSON?: unknown }).toJSON === 'function'
  ) {
    return JSON.stringify(v)
  }
  const raw = rawValues.get(v)
  let out = '{'
  let first = true
  for (const k of Object.keys(v)) {
    const text = raw !== undefined && k === 'value' ? raw : undefined
    let json: string
    if (text !== undefined) {
      json = text
    } else {
      const x: unknown = (v as Record<string, unknown>)[k]
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue
      json = encode(x, depth + 1)
    }
    out += `${first ? '' : ','}${JSON.stringify(k)}:${json}`
    first = false
  }
  return out + '}'
}
