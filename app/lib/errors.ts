import { notFound } from '@tanstack/react-router'
import { ConvexError } from 'convex/values'
import type { AppErrorCode, AppErrorData } from '@convex/lib/errors'

function appErrorData(error: unknown): AppErrorData | null {
  if (!(error instanceof ConvexError)) {
    return null
  }
  const data: unknown = error.data
  if (typeof data === 'object' && data !== null && 'code' in data && 'message' in data) {
    return data as AppErrorData
  }
  return null
}

/** The backend's error code for an expected failure, or null for anything else. */
export function getAppErrorCode(error: unknown): AppErrorCode | null {
  return appErrorData(error)?.code ?? null
}

/** A message fit to show a user: the backend's own for expected failures, a generic one otherwise. */
export function getErrorMessage(error: unknown): string {
  return appErrorData(error)?.message ?? 'Something went wrong. Please try again.'
}

/** Turns the backend's NOT_FOUND into the router's not-found screen; rethrows anything else. */
export function rethrowAsNotFound(error: unknown): never {
  if (getAppErrorCode(error) === 'NOT_FOUND') {
    throw notFound()
  }
  throw error
}
