import { describe, expect, test } from 'vitest'
import {
  errorScreenMessage,
  isReactInternalError,
  REACT_INTERNAL_ERROR_MESSAGE,
  RENDER_ERROR_MESSAGE,
  renderErrorMessage,
  UNEXPECTED_ERROR_MESSAGE,
} from './render-error'

describe('render errors', () => {
  test('a minified React error is an internal framework failure', () => {
    const error = new Error(
      'Minified React error #310; visit https://react.dev/errors/310 for the full message',
    )
    expect(isReactInternalError(error)).toBe(true)
    expect(renderErrorMessage(error)).toBe(REACT_INTERNAL_ERROR_MESSAGE)
  })

  test('hook-order violations are internal failures', () => {
    expect(
      isReactInternalError(new Error('Rendered more hooks than during the previous render.')),
    ).toBe(true)
  })

  test('an ordinary component error gets the rendering message', () => {
    expect(
      renderErrorMessage(new TypeError("Cannot read properties of undefined (reading 'name')")),
    ).toBe(RENDER_ERROR_MESSAGE)
  })

  test('the error screen shows the error message, or the default when there is none', () => {
    expect(errorScreenMessage(new Error('Project not found'))).toBe('Project not found')
    expect(errorScreenMessage(new Error('   '))).toBe(UNEXPECTED_ERROR_MESSAGE)
    expect(errorScreenMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE)
    expect(errorScreenMessage({ message: 'not an Error' })).toBe(UNEXPECTED_ERROR_MESSAGE)
    expect(errorScreenMessage('Quota exceeded')).toBe('Quota exceeded')
  })
})
