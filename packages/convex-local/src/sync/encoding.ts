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
