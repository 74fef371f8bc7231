/**
 * Function arguments and return values: decoding, Convex's shape and 16 MiB size limits, and
 * the function's `args` / `returns` validators (with IDs checked against the caller's tables).
 */
import { getConvexSize, jsonToConvex, type JSONValue, type Value } from 'convex/values'
import { checkJsonValue } from '../values/jsonShape'
import type { ComponentPath, ReadOperations } from '../storage/types'
import {
  parseArgsValidator,
  parseReturnsValidator,
  validationMessage,
  type IdResolver,
  type ValidatorJSON,
} from '../values/validators'
import { SystemError } from './errors'
import type { RegisteredFunction, Resolved } from './resolve'

/** Convex's limit on function arguments and return values. */
const MAX_ARGS_OR_RESULT_BYTES = 16 * 1024 * 1024

/**
 * getConvexSize of a value is at most 9 × the length of any JSON text encoding it (a number
 * takes 9 bytes and at least 1 character, every other value no more bytes than characters), so
 * shorter texts cannot be over the limit and need no decoding to size them.
 */
const MAX_TEXT_SURELY_WITHIN_LIMIT = Math.floor(MAX_ARGS_OR_RESULT_BYTES / 9)

const validatorCache = new WeakMap<object, { args: ValidatorJSON; returns: ValidatorJSON | null }>()

/** Parsed exportArgs()/exportReturns() of a registered function (they never change). */
function cachedValidators(fn: RegisteredFunction): {
  args: ValidatorJSON
  returns: ValidatorJSON | null
} {
  let v = validatorCache.get(fn)
  if (!v) {
    v = {
      args: parseArgsValidator(fn.exportArgs ? fn.exportArgs() : '{"type":"any"}'),
      returns: fn.exportReturns ? parseReturnsValidator(fn.exportReturns()) : null,
    }
    validatorCache.set(fn, v)
  }
  return v
}

function formatMiB(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`
}

function idResolver(
  txn: ReadOperations | null,
  componentPath: ComponentPath,
): IdResolver | undefined {
  if (!txn) return undefined
  return (id: string) => {
    const tableName = txn.tableNameForId(componentPath, id)
    return tableName === null ? null : { tableName }
  }
}

/** Arguments big enough that checking them was a block of work worth letting others in after. */
const LARGE_ARGS_BYTES = 256 * 1024
const largeArgs = new WeakSet<object>()

/**
 * After validateArgs: gives other callers a turn when the arguments were large, before the
 * function converts them again. Without it, parsing, checking and running one request of
 * megabytes of small values was one block of the event loop.
 */
export async function yieldAfterLargeArgs(argsJson: JSONValue): Promise<void> {
  if (argsJson !== null && typeof argsJson === 'object' && largeArgs.has(argsJson)) {
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

/** Decodes and validates args; throws SystemError("ArgumentValidationError: ..."). */
export function validateArgs(r: Resolved, argsJson: JSONValue, txn: ReadOperations | null): Value {
  if (argsJson === null || typeof argsJson !== 'object' || Array.isArray(argsJson)) {
    throw new SystemError(
      `ArgumentValidationError: Expected the arguments of ${r.path.udfPath} to be an object, but got ${JSON.stringify(argsJson)}.`,
    )
  }
  // Shape and size on the JSON first: a value over Convex's limits is refused before it is
  // converted, which for megabytes of tiny items is what took the time.
  let size: number
  try {
    size = checkJsonValue(argsJson)
  } catch (e) {
    throw new SystemError((e as Error).message)
  }
  if (size > LARGE_ARGS_BYTES) largeArgs.add(argsJson)
  if (size > MAX_ARGS_OR_RESULT_BYTES) {
    throw new SystemError(
      `Arguments for ${r.path.udfPath} are too large (actual: ${formatMiB(size)}, limit: ${formatMiB(MAX_ARGS_OR_RESULT_BYTES)})`,
    )
  }
  let args: Value
  try {
    args = jsonToConvex(argsJson)
  } catch (e) {
    throw new SystemError((e as Error).message)
  }
  let validator
  try {
    validator = cachedValidators(r.fn).args
  } catch (e) {
    throw new SystemError(
      `Invalid JSON returned from ${r.path.udfPath.replace(':', '.js:')}.exportArgs(): ${(e as Error).message}`,
    )
  }
  if (validator.type === 'any') return args
  const msg = validationMessage(validator, args, idResolver(txn, r.path.componentPath))
  if (msg !== null) throw new SystemError(`ArgumentValidationError: ${msg}`)
  return args
}

/** A function's result: its JSON text (convex-encoded), decoded on first use. */
export class ResultText {
  private parsed = false
  private json: JSONValue = null

  constructor(readonly text: string) {}

  get value(): JSONValue {
    if (!this.parsed) {
      this.json = JSON.parse(this.text) as JSONValue
      this.parsed = true
    }
    return this.json
  }
}

/** Checks a return value against the size limit and the `returns` validator; throws SystemError. */
export function validateReturn(r: Resolved, result: ResultText, txn: ReadOperations | null): void {
  const validator = cachedValidators(r.fn).returns
  if (validator === null && result.text.length <= MAX_TEXT_SURELY_WITHIN_LIMIT) return
  const decoded = jsonToConvex(result.value)
  const size = getConvexSize(decoded)
  if (size > MAX_ARGS_OR_RESULT_BYTES) {
    throw new SystemError(
      `Function ${r.path.udfPath} return value is too large (actual: ${formatMiB(size)}, limit: ${formatMiB(MAX_ARGS_OR_RESULT_BYTES)})`,
    )
  }
  if (validator === null) return
  const msg = validationMessage(validator, decoded, idResolver(txn, r.path.componentPath))
  if (msg !== null) throw new SystemError(`ReturnsValidationError: ${msg}`)
}
