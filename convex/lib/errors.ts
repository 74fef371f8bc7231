import { ConvexError } from 'convex/values'

/** Expected, user-facing failures. Anything else that is thrown is a bug. */
export type AppErrorCode =
  | 'UNAUTHENTICATED' // no live session
  | 'NOT_FOUND' // missing, or not visible to this user (never leak existence)
  | 'FORBIDDEN' // visible, but the viewer's role is too low
  | 'INVALID_INPUT'
  | 'CONFLICT' // valid request, wrong state (e.g. already archived)
  | 'RATE_LIMITED'

export type AppErrorData = { code: AppErrorCode; message: string }

/** Builds the ConvexError every expected failure is thrown as. */
export function appError(code: AppErrorCode, message: string) {
  return new ConvexError<AppErrorData>({ code, message })
}
