/**
 * A checker for Convex validator JSON (the `exportArgs()` / `exportReturns()` / schema
 * `documentType` form, see `convex/src/values/validators.ts` `ValidatorJSON`), with the error
 * texts of the Convex backend (`crates/common/src/schemas/validator.rs`).
 *
 * Values are the decoded JS values (`jsonToConvex` output): numbers are float64, bigints are
 * int64, ArrayBuffers are bytes.
 */
import type { Value } from 'convex/values'

export type ValidatorJSON =
  | { type: 'null' }
  | { type: 'number' }
  | { type: 'bigint' }
  | { type: 'boolean' }
  | { type: 'string' }
  | { type: 'bytes' }
  | { type: 'any' }
  | { type: 'commitTs' }
  | { type: 'literal'; value: JSONLiteral }
  | { type: 'id'; tableName: string }
  | { type: 'array'; value: ValidatorJSON }
  | { type: 'record'; keys: ValidatorJSON; values: FieldJSON }
  | { type: 'object'; value: Record<string, FieldJSON> }
  | { type: 'union'; value: ValidatorJSON[] }

export type FieldJSON = { fieldType: ValidatorJSON; optional: boolean }
type JSONLiteral = string | number | boolean | { $integer: string } | { $float: string }

/**
 * Resolves the table an ID string belongs to in the callee's namespace, or null if the string
 * is not a valid ID there. `system` is true for system tables (`_storage`, ...).
 */
export type IdResolver = (id: string) => { tableName: string } | null

export class ValidationError extends Error {}

/** Throws a ValidationError with Convex's text if `value` does not match `validator`. */
export function checkValue(
  validator: ValidatorJSON,
  value: Value | undefined,
  resolveId?: IdResolver,
): void {
  const err = check(validator, value, undefined, resolveId)
  if (err !== null) throw new ValidationError(err)
}

/** Like checkValue but returns the message (or null). */
export function validationMessage(
  validator: ValidatorJSON,
  value: Value | undefined,
  resolveId?: IdResolver,
): string | null {
  return check(validator, value, undefined, resolveId)
}

function pathLine(path: string | undefined): string {
  return path === undefined ? '' : `Path: ${path}`
}

function join(path: string | undefined, part: string): string {
  return (path ?? '') + part
}

function isPlainObject(v: unknown): v is Record<string, Value | undefined> {
  if (v === null || typeof v !== 'object') return false
  if (Array.isArray(v) || v instanceof ArrayBuffer) return false
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/** `db.vars.commitTs` before commit: validated as an int64 (the backend uses MAX_COMMIT_TS). */
export function isCommitTsPlaceholder(v: unknown): boolean {
  return typeof v === 'object' && v !== null && v.constructor?.name === 'CommitTsPlaceholder'
}

function literalValue(lit: JSONLiteral): Value {
  if (typeof lit === 'object' && lit !== null) {
    if ('$integer' in lit) {
      const buf = Buffer.from(lit.$integer, 'base64')
      return buf.readBigInt64LE(0)
    }
    if ('$float' in lit) {
      const buf = Buffer.from(lit.$float, 'base64')
      return buf.readDoubleLE(0)
    }
  }
  return lit as Value
}

function sameLiteral(a: Value | undefined, b: Value): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || a === b
  return a === b
}

function noMatch(
  validator: ValidatorJSON,
  value: Value | undefined,
  path: string | undefined,
): string {
  return `Value does not match validator.\n${pathLine(path)}\nValue: ${displayValue(value)}\nValidator: ${displayValidator(validator)}`
}

function check(
  validator: ValidatorJSON,
  value: Value | undefined,
  path: string | undefined,
  resolveId: IdResolver | undefined,
): string | null {
  switch (validator.type) {
    case 'any':
      return value === undefined ? noMatch(validator, value, path) : null
    case 'null':
      return value === null ? null : noMatch(validator, value, path)
    case 'number':
      return typeof value === 'number' ? null : noMatch(validator, value, path)
    case 'bigint':
    case 'commitTs':
      return typeof value === 'bigint' || isCommitTsPlaceholder(value)
        ? null
        : noMatch(validator, value, path)
    case 'boolean':
      return typeof value === 'boolean' ? null : noMatch(validator, value, path)
    case 'string':
      return typeof value === 'string' ? null : noMatch(validator, value, path)
    case 'bytes':
      return value instanceof ArrayBuffer ? null : noMatch(validator, value, path)
    case 'literal': {
      const lit = literalValue(validator.value)
      if (sameLiteral(value, lit)) return null
      return `\`${displayValue(value)}\` does not match literal validator \`v.literal(${displayLiteral(lit)})\`.${pathLine(path)}`
    }
    case 'id': {
      if (typeof value !== 'string') return noMatch(validator, value, path)
      if (!resolveId) return null
      const found = resolveId(value)
      if (found === null) return noMatch(validator, value, path)
      if (found.tableName !== validator.tableName) {
        if (found.tableName.startsWith('_')) {
          return `Found ID "${value}" from a system table, which does not match the table name in validator \`v.id("${validator.tableName}")\`.${pathLine(path)}`
        }
        return `Found ID "${value}" from table \`${found.tableName}\`, which does not match the table name in validator \`v.id("${validator.tableName}")\`.${pathLine(path)}`
      }
      return null
    }
    case 'array': {
      if (!Array.isArray(value)) return noMatch(validator, value, path)
      for (let i = 0; i < value.length; i++) {
        const e = check(validator.value, value[i], join(path, `[${i}]`), resolveId)
        if (e !== null) return e
      }
      return null
    }
    case 'record': {
      if (!isPlainObject(value)) return noMatch(validator, value, path)
      for (const key of Object.keys(value).sort()) {
        const fv = value[key]
        if (fv === undefined) continue
        const ke = check(validator.keys, key, join(path, '.keys()'), resolveId)
        if (ke !== null) return ke
        const ve = check(validator.values.fieldType, fv, join(path, '.values()'), resolveId)
        if (ve !== null) return ve
      }
      return null
    }
    case 'object': {
      if (!isPlainObject(value)) return noMatch(validator, value, path)
      const fields = validator.value
      for (const name of Object.keys(fields).sort()) {
        const field = fields[name]!
        const fv = value[name]
        if (fv !== undefined) {
          const e = check(field.fieldType, fv, join(path, `.${name}`), resolveId)
          if (e !== null) return e
        } else if (!field.optional) {
          return (
            `Object is missing the required field \`${name}\`. Consider wrapping the field validator in \`v.optional(...)\` if this is expected.\n` +
            `${pathLine(path)}\nObject: ${displayValue(value)}\nValidator: ${displayValidator(validator)}`
          )
        }
      }
      for (const name of Object.keys(value).sort()) {
        if (value[name] === undefined) continue
        if (!Object.prototype.hasOwnProperty.call(fields, name)) {
          return (
            `Object contains extra field \`${name}\` that is not in the validator.\n` +
            `${pathLine(path)}\nObject: ${displayValue(value)}\nValidator: ${displayValidator(validator)}`
          )
        }
      }
      return null
    }
    case 'union': {
      const members = validator.value
      if (members.length === 1) return check(members[0]!, value, path, resolveId)
      for (const m of members) {
        if (check(m, value, path, resolveId) === null) return null
      }
      return noMatch(validator, value, path)
    }
    default:
      return `Unknown validator type ${(validator as { type: string }).type}`
  }
}

function displayFloat(n: number): string {
  if (Number.isNaN(n)) return 'NaN'
  if (n === Infinity) return 'inf'
  if (n === -Infinity) return '-inf'
  if (Object.is(n, -0)) return '-0.0'
  if (Number.isInteger(n) && Math.abs(n) < 1e16) return `${n}.0`
  return String(n)
}

/** Formats a value the way the Convex backend's `Display for ConvexValue` does. */
export function displayValue(value: Value | undefined): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  switch (typeof value) {
    case 'number':
      return displayFloat(value)
    case 'bigint':
      return value.toString()
    case 'boolean':
      return String(value)
    case 'string':
      return JSON.stringify(value)
  }
  if (value instanceof ArrayBuffer) {
    return `b${JSON.stringify(Buffer.from(value).toString('base64'))}`
  }
  if (Array.isArray(value)) return `[${value.map((v) => displayValue(v)).join(', ')}]`
  const obj = value as Record<string, Value | undefined>
  const parts = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${k}: ${displayValue(obj[k])}`)
  return `{${parts.join(', ')}}`
}

function displayLiteral(v: Value): string {
  if (typeof v === 'bigint') return '<bigint>'
  if (typeof v === 'number') return Number.isFinite(v) ? JSON.stringify(v) : '<number>'
  return JSON.stringify(v)
}

/** Formats a validator the way the Convex backend's `Display for Validator` does. */
export function displayValidator(validator: ValidatorJSON): string {
  switch (validator.type) {
    case 'id':
      return `v.id("${validator.tableName}")`
    case 'null':
      return 'v.null()'
    case 'number':
      return 'v.float64()'
    case 'bigint':
    case 'commitTs':
      return 'v.int64()'
    case 'boolean':
      return 'v.boolean()'
    case 'string':
      return 'v.string()'
    case 'bytes':
      return 'v.bytes()'
    case 'any':
      return 'v.any()'
    case 'literal':
      return `v.literal(${displayLiteral(literalValue(validator.value))})`
    case 'array':
      return `v.array(${displayValidator(validator.value)})`
    case 'record':
      return `v.record(${displayValidator(validator.keys)}, ${displayField(validator.values)})`
    case 'object': {
      const parts = Object.keys(validator.value)
        .sort()
        .map((k) => `${k}: ${displayField(validator.value[k]!)}`)
      return `v.object({${parts.join(', ')}})`
    }
    case 'union':
      return `v.union(${validator.value.map(displayValidator).join(', ')})`
    default:
      return 'v.any()'
  }
}

function displayField(f: FieldJSON): string {
  return f.optional ? `v.optional(${displayValidator(f.fieldType)})` : displayValidator(f.fieldType)
}

/**
 * Checks a document against its table's `documentType` from the schema JSON. The system
 * fields are not part of the check (the backend filters them out too). Returns the error text
 * (without the `Failed to insert ...` prefix) or null.
 */
export function documentMismatch(
  documentType: ValidatorJSON | undefined,
  doc: Record<string, Value | undefined>,
  resolveId?: IdResolver,
): string | null {
  if (documentType === undefined || documentType.type === 'any') return null
  const { _id: _ignoredId, _creationTime: _ignoredTime, ...rest } = doc
  return check(documentType, rest as Value, undefined, resolveId)
}

/** Validator JSON for args must be an object or any (checked like the backend does at push). */
export function parseArgsValidator(json: string): ValidatorJSON {
  const v = JSON.parse(json) as ValidatorJSON
  if (v.type !== 'object' && v.type !== 'any') {
    throw new Error('Args validator must be an object or any')
  }
  return v
}

export function parseReturnsValidator(json: string): ValidatorJSON | null {
  const v = JSON.parse(json) as ValidatorJSON | null
  if (v === null || v.type === 'any') return null
  return v
}
