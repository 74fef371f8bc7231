/**
 * Convex's document size (getConvexSize / getDocumentSize: null and booleans 1, numbers and
 * int64 9, strings and bytes 2 + byte length, arrays 2 + items, objects 2 + Σ(key bytes + 1 +
 * value)) computed straight from a stored document's Convex-encoded JSON text, without parsing
 * it into values: what a read counts against `bytesRead`, as the backend counts it.
 */

const enum C {
  Quote = 0x22,
  Backslash = 0x5c,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
  OpenBracket = 0x5b,
  CloseBracket = 0x5d,
  Comma = 0x2c,
  Dollar = 0x24,
  LowerU = 0x75,
  LowerB = 0x62,
  Equals = 0x3d,
}

const NON_ASCII = /[\u0080-\uffff]/

class Scanner {
  i = 0
  /** No escapes and no non-ASCII characters anywhere: a string's bytes are its length. */
  private readonly plain: boolean
  constructor(readonly s: string) {
    this.plain = s.indexOf('\\') === -1 && !NON_ASCII.test(s)
  }

  skipWs(): number {
    const s = this.s
    let c = s.charCodeAt(this.i)
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = s.charCodeAt(++this.i)
    return c
  }

  /** At an opening quote: skips the string, returns the UTF-8 byte length of its content. */
  string(): number {
    const s = this.s
    if (this.plain) {
      const end = s.indexOf('"', this.i + 1)
      if (end === -1) throw new Error('Unterminated string in stored document')
      const bytes = end - this.i - 1
      this.i = end + 1
      return bytes
    }
    let i = this.i + 1
    let bytes = 0
    let highPending = false
    for (;;) {
      let unit = s.charCodeAt(i++)
      if (unit === C.Quote) break
      if (Number.isNaN(unit)) throw new Error('Unterminated string in stored document')
      if (unit === C.Backslash) {
        const e = s.charCodeAt(i++)
        if (e === C.LowerU) {
          unit = parseInt(s.slice(i, i + 4), 16)
          i += 4
        } else {
          unit = 0x20 // any one-byte character
        }
      }
      if (unit < 0x80) bytes += 1
      else if (unit < 0x800) bytes += 2
      else if (unit >= 0xdc00 && unit <= 0xdfff && highPending)
        bytes += 1 // 3 + 1 = 4 per pair
      else bytes += 3
      highPending = unit >= 0xd800 && unit <= 0xdbff
    }
    this.i = i
    return bytes
  }

  value(): number {
    const c = this.skipWs()
    if (c === C.Quote) return 2 + this.string()
    if (c === C.OpenBrace) return this.object()
    if (c === C.OpenBracket) return this.array()
    // true / false / null: 1; numbers: 9.
    const s = this.s
    const literal = c === 0x74 || c === 0x66 || c === 0x6e
    let i = this.i + 1
    for (;;) {
      const d = s.charCodeAt(i)
      if (d === C.Comma || d === C.CloseBrace || d === C.CloseBracket || Number.isNaN(d)) break
      if (d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) break
      i++
    }
    this.i = i
    return literal ? 1 : 9
  }

  array(): number {
    this.i++
    let size = 2
    if (this.skipWs() === C.CloseBracket) {
      this.i++
      return size
    }
    for (;;) {
      size += this.value()
      if (this.end(C.CloseBracket)) return size
    }
  }

  object(): number {
    this.i++
    let size = 2
    const c = this.skipWs()
    if (c === C.CloseBrace) {
      this.i++
      return size
    }
    // `{"$integer": …}`, `{"$float": …}` and `{"$bytes": …}` encode one value.
    if (c === C.Quote && this.s.charCodeAt(this.i + 1) === C.Dollar) return this.special()
    for (;;) {
      const key = this.string()
      this.skipWs()
      this.i++ // colon
      size += key + 1 + this.value()
      if (this.end(C.CloseBrace)) return size
      this.skipWs()
    }
  }

  /** `{"$integer": …}`, `{"$float": …}`, `{"$bytes": …}` or a `{"$commitTs": null}` placeholder. */
  private special(): number {
    const isBytes = this.s.charCodeAt(this.i + 2) === C.LowerB
    this.string()
    this.skipWs()
    this.i++ // colon
    let size = 9
    if (this.skipWs() === C.Quote && isBytes) {
      const start = this.i
      let n = this.string()
      while (n > 0 && this.s.charCodeAt(start + n) === C.Equals) n--
      size = 2 + Math.floor((n * 3) / 4)
    } else {
      this.value()
    }
    this.end(C.CloseBrace)
    return size
  }

  /** After a member or item: the separator or `close`, consumed; true at `close`. */
  end(close: number): boolean {
    const c = this.skipWs()
    this.i++
    if (c === close) return true
    if (c === C.Comma) return false
    throw new Error('Malformed stored document JSON')
  }
}

/** The Convex size of the value whose Convex-encoded JSON text is `json`. */
export function convexSizeOfJson(json: string): number {
  return new Scanner(json).value()
}
