/**
 * Error normalization: what a failed function reports to the caller, in Convex's words.
 */
import type { JSONValue } from 'convex/values'

/** An error raised by the system (validation, limits, visibility): reported without "Uncaught". */
export class SystemError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SystemError'
  }
}

export type NormalizedError = { errorMessage: string; errorData?: JSONValue }

function isConvexError(e: unknown): e is Error & { data: unknown } {
  return typeof e === 'object' && e !== null && Symbol.for('ConvexError') in e
}

/**
 * Turns whatever a function threw into Convex's `errorMessage` (and `errorData` for
 * ConvexError, whose `data` arrives as a JSON string from `invokeFunction`).
 */
export function normalizeError(e: unknown): NormalizedError {
  if (e instanceof SystemError) return { errorMessage: e.message }
  if (isConvexError(e)) {
    let errorData: JSONValue = null
    if (typeof e.data === 'string') {
      try {
        errorData = JSON.parse(e.data) as JSONValue
      } catch {
        errorData = e.data
      }
    } else if (e.data !== undefined) {
      errorData = e.data as JSONValue
    }
    return { errorMessage: `Uncaught ConvexError: ${e.message}`, errorData }
  }
  if (e instanceof Error) {
    const name = e.name && e.name !== 'Error' ? e.name : 'Error'
    return { errorMessage: `Uncaught ${name}: ${e.message}` }
  }
  return { errorMessage: `Uncaught ${String(e)}` }
}

/**
 * The rejection an async syscall hands back to `performAsyncSyscall`: `{message, data?}` where
 * `data` is the convex-encoded ConvexError data (it re-throws it as a ConvexError).
 */
export function syscallRejection(e: unknown): Error & { data?: JSONValue } {
  if (isConvexError(e)) {
    const { errorData } = normalizeError(e)
    return Object.assign(new Error(e.message), { data: errorData ?? null })
  }
  if (e instanceof Error) return new Error(e.message)
  return new Error(String(e))
}
