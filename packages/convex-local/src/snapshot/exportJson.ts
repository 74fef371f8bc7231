/**
 * The value encoding of snapshot ZIPs (the backend's `ValueFormat::ConvexExportJSON`, marked
 * `"uniform"` in each table's `generated_schema.jsonl`): int64 is a JSON integer (`123`), a
 * finite float64 always has a dot or exponent (`123.0`, `-0.0`, `1.5e+300`), NaN/±Infinity are
 * `{"$float": base64}`, bytes are `{"$bytes": base64}`. `JSON.parse` cannot tell `1` from `1.0`,
 * so reading needs the small parser below.
 */
import { convexToJson, jsonToConvex, type JSONValue, type Value } from 'convex/values'

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n

/** One value as ConvexExportJSON text (object keys sorted, like the backend's). */
export function exportJsonText(value: Value): string {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'bigint':
      return value.toString()
    case 'number': {
      if (!Number.isFinite(value)) return JSON.stringify(convexToJson(value))
      if (Object.is(value, -0)) return '-0.0'
      const text = JSON.stringify(value)
      return /[.eE]/.test(text) ? text : `${text}.0`
    }
    case 'boolean':
    case 'string':
      return JSON.stringify(value)
  }
  if (value instanceof ArrayBuffer) return JSON.stringify(convexToJson(value))
  if (Array.isArray(value)) return `[${value.map(exportJsonText).join(',')}]`
  const o = value as Record<string, Value | undefined>
  const fields = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${exportJsonText(o[k] as Value)}`)
  return `{${fields.join(',')}}`
}

export class ExportJsonError extends Error {
  override readonly name = 'ExportJsonError'
}

/** Parses one ConvexExportJSON value (a line of a `"uniform"` documents.jsonl). */
export function parseExportJson(text: string): Value {
  let i = 0
  const fail = (what: string): never => {
    throw new ExportJsonError(`Invalid JSON at position ${i}: ${what}`)
  }
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  }
  const str = (): string => {
    const start = i
    i++ // opening quote
    for (; i < text.length; i++) {
      if (text[i] === '\\') i++
      else if (text[i] === '"') {
        i++
        return JSON.parse(text.slice(start, i)) as string
      }
    }
    return fail('unterminated string')
  }
  const value = (): Value => {
    ws()
    const c = text[i]
    if (c === '{') {
      i++
      const entries: Array<[string, Value]> = []
      ws()
      if (text[i] === '}') i++
      else {
        for (;;) {
          ws()
          if (text[i] !== '"') fail('expected a field name')
          const key = str()
          ws()
          if (text[i++] !== ':') fail('expected ":"')
          entries.push([key, value()])
          ws()
          const sep = text[i++]
          if (sep === '}') break
          if (sep !== ',') fail('expected "," or "}"')
        }
      }
      // `{"$bytes": …}`, `{"$integer": …}`, `{"$float": …}`: the internal encoding.
      if (entries.length > 0 && entries[0]![0].startsWith('$')) {
        return jsonToConvex(Object.fromEntries(entries) as JSONValue)
      }
      return Object.fromEntries(entries) as Value
    }
    if (c === '[') {
      i++
      const items: Value[] = []
      ws()
      if (text[i] === ']') i++
      else {
        for (;;) {
          items.push(value())
          ws()
          const sep = text[i++]
          if (sep === ']') break
          if (sep !== ',') fail('expected "," or "]"')
        }
      }
      return items
    }
    if (c === '"') return str()
    const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))
    if (m) {
      i += m[0].length
      if (m[1] === undefined && m[2] === undefined) {
        const n = BigInt(m[0])
        if (n >= INT64_MIN && n <= INT64_MAX) return n
      }
      return Number(m[0])
    }
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length
        return v
      }
    }
    return fail('unexpected character')
  }
  const v = value()
  ws()
  if (i < text.length) fail('unexpected text after the value')
  return v
}
