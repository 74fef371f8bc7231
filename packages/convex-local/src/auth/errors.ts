/**
 * Errors raised while authenticating a caller. `code` is the short error code the real backend
 * attaches (`ErrorMetadata::unauthenticated(code, message)`), `message` is the text the client
 * shows (the sync client prints `Failed to authenticate: "<message>"`).
 */
export type AuthErrorCode =
  | 'NoAuthProvider'
  | 'InvalidAuthHeader'
  | 'Unauthenticated'
  | 'AuthProviderDiscoveryFailed'
  | 'HeaderParseFailure'
  | 'InvalidAuthConfig'

export class AuthError extends Error {
  override readonly name = 'AuthError'
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** HTTP status a transport should answer with (401 for authentication failures). */
    readonly status: number = 401,
  ) {
    super(message)
  }
}

export function isAuthError(e: unknown): e is AuthError {
  return e instanceof AuthError
}
