import { getAppErrorCode, getErrorMessage } from '@/lib/errors'

/** Whether a backend error means the session is gone ('Authentication required', spec §8). */
export function isAuthenticationRequired(error: unknown): boolean {
  return (
    getAppErrorCode(error) === 'UNAUTHENTICATED' ||
    getErrorMessage(error) === 'Authentication required' ||
    (error instanceof Error && error.message.includes('Authentication required'))
  )
}
