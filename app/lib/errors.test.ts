import { ConvexError } from 'convex/values'
import { describe, expect, it } from 'vitest'
import { getAppErrorCode, getErrorIssues, getErrorMessage, hasCode, isSessionLost } from './errors'

const signedOut = { code: 'UNAUTHENTICATED', message: 'Authentication required' }

describe('the backend error readers', () => {
  it('read the code of a ConvexError', () => {
    expect(getAppErrorCode(new ConvexError(signedOut))).toBe('UNAUTHENTICATED')
    expect(hasCode(new ConvexError({ code: 'NOT_FOUND', message: 'x' }), 'NOT_FOUND')).toBe(true)
    expect(hasCode(new ConvexError({ code: 'NOT_FOUND', message: 'x' }), 'CONFLICT')).toBe(false)
  })

  it('read a ConvexError that crossed from the server render as a plain Error', () => {
    // What the router's SSR dehydration hands the browser: the class is gone, name and data stay.
    const dehydrated = Object.assign(new Error(JSON.stringify(signedOut)), {
      name: 'ConvexError',
      data: signedOut,
    })
    expect(isSessionLost(dehydrated)).toBe(true)
    expect(getErrorMessage(dehydrated)).toBe('Authentication required')
  })

  it('never read the session loss from the text', () => {
    expect(isSessionLost(new Error('Authentication required'))).toBe(false)
    expect(isSessionLost(new ConvexError('Authentication required'))).toBe(false)
    expect(isSessionLost(new ConvexError({ code: 'FORBIDDEN', message: 'x' }))).toBe(false)
    expect(isSessionLost(new ConvexError(signedOut))).toBe(true)
  })

  it('give the well-formed issues of INVALID_INPUT only', () => {
    const issues = [{ path: 'name', message: 'Name is required' }]
    const invalid = new ConvexError({
      code: 'INVALID_INPUT',
      message: 'x',
      issues: [...issues, { path: 1 }, null],
    })
    expect(getErrorIssues(invalid)).toEqual(issues)
    expect(getErrorIssues(new ConvexError({ code: 'CONFLICT', message: 'x', issues }))).toEqual([])
    expect(getErrorIssues(new Error('x'))).toEqual([])
  })
})
