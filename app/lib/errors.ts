// The one place where the app reads the backend's expected failures (shared/errors.ts): their
// code, message and field issues. Everything else asks here rather than comparing codes itself.
import { notFound } from '@tanstack/react-router'
import { ConvexError } from 'convex/values'
import type { AppErrorCode, AppErrorData, AppErrorIssue } from '@shared/errors'

export type { AppErrorCode, AppErrorIssue }

/**
 * The payload of an expected failure, or null for anything else. A ConvexError a loader threw
 * while the server rendered reaches the browser as a plain Error with the same name and data, so
 * both are read the same way.
 */
export function appErrorData(error: unknown): AppErrorData | null {
  const isConvexError =
    error instanceof ConvexError || (error instanceof Error && error.name === 'ConvexError')
  if (!isConvexError) {
    return null
  }
  const data: unknown = (error as { data?: unknown }).data
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { code?: unknown }).code === 'string' &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return data as AppErrorData
  }
  return null
}

/** The backend's error code for an expected failure, or null for anything else. */
export function getAppErrorCode(error: unknown): AppErrorCode | null {
  return appErrorData(error)?.code ?? null
}

/** Whether the error is the backend's expected failure with this code. */
export function hasCode(error: unknown, code: AppErrorCode): boolean {
  return getAppErrorCode(error) === code
}

/**
 * Whether the backend no longer accepts the session (spec §8's 'Authentication required'). Read
 * from the code only: the text is for people.
 */
export function isSessionLost(error: unknown): boolean {
  return hasCode(error, 'UNAUTHENTICATED')
}

/** A message fit to show a user: the backend's own for expected failures, a generic one otherwise. */
export function getErrorMessage(error: unknown): string {
  return appErrorData(error)?.message ?? 'Something went wrong. Please try again.'
}

/** The well-formed field issues of an INVALID_INPUT failure, or [] for anything else. */
export function getErrorIssues(error: unknown): AppErrorIssue[] {
  const data = appErrorData(error)
  if (data?.code !== 'INVALID_INPUT' || !Array.isArray(data.issues)) {
    return []
  }
  return data.issues.filter(
    (issue): issue is AppErrorIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as { path?: unknown }).path === 'string' &&
      typeof (issue as { message?: unknown }).message === 'string',
  )
}

/** Turns the backend's NOT_FOUND into the router's not-found screen; rethrows anything else. */
export function rethrowAsNotFound(error: unknown): never {
  if (hasCode(error, 'NOT_FOUND')) {
    throw notFound()
  }
  throw error
}
