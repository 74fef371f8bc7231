import { ConvexError } from 'convex/values'

/** Expected, user-facing failures. Anything else that is thrown is a bug. */
export type AppErrorCode =
  | 'UNAUTHENTICATED' // no live session
  | 'NOT_FOUND' // missing, or not visible to this user (never leak existence)
  | 'FORBIDDEN' // visible, but the viewer's role is too low
  | 'INVALID_INPUT'
  | 'CONFLICT' // valid request, wrong state (e.g. already archived)
  | 'RATE_LIMITED'

/** One problem with a submitted form value; `path` uses react-hook-form's dotted form. */
export type AppErrorIssue = { path: string; message: string }

export type AppErrorData = { code: AppErrorCode; message: string; issues?: AppErrorIssue[] }

/** Builds the ConvexError every expected failure is thrown as. */
export function appError(code: AppErrorCode, message: string) {
  return new ConvexError<AppErrorData>({ code, message })
}

/** INVALID_INPUT carrying every issue; the message is the first issue's, for toasts. */
export function invalidInput(issues: AppErrorIssue[]) {
  return new ConvexError<AppErrorData>({
    code: 'INVALID_INPUT',
    message: issues[0]?.message ?? 'Invalid input',
    issues,
  })
}
