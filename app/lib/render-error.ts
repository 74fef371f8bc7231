export const REACT_INTERNAL_ERROR_MESSAGE =
  'A React internal error occurred. Please try refreshing the page.'
export const RENDER_ERROR_MESSAGE = 'An unexpected error occurred while rendering this component.'
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred'

/**
 * True when an error comes from React itself rather than our component code: minified production
 * errors (react.dev/errors/N), hook-order and invariant violations.
 */
export function isReactInternalError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return (
    /Minified React error #\d+/.test(message) ||
    message.includes('react.dev/errors/') ||
    message.includes('Rendered more hooks than during the previous render') ||
    message.includes('Rendered fewer hooks than expected') ||
    /^Invariant failed/.test(message)
  )
}

/** The render-error fallback's message (spec §2). */
export function renderErrorMessage(error: unknown): string {
  return isReactInternalError(error) ? REACT_INTERNAL_ERROR_MESSAGE : RENDER_ERROR_MESSAGE
}

/** The message the generic error screen shows: the error's own, or the spec's default. */
export function errorScreenMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') {
    return error.message
  }
  if (typeof error === 'string' && error.trim() !== '') {
    return error
  }
  return UNEXPECTED_ERROR_MESSAGE
}
