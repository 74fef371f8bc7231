import { describe, expect, test } from 'vitest'
import { roleTag, shouldReport, tagEvent } from './telemetry-rules'

const error = (value: string, type = 'Error') => ({ exception: { values: [{ type, value }] } })

describe('which errors are reported (spec §8)', () => {
  test.each([
    'Authentication required',
    '[CONVEX Q(matters/projects:list)] Uncaught ConvexError: Authentication required',
    'Failed to fetch',
    'Network request failed',
    'Load failed',
    'User canceled',
    'User cancelled the upload',
  ])('ignores %s', (message) => {
    expect(shouldReport(error(message))).toBe(false)
  })

  test('ignores an AbortError by its name and a message event naming an ignored error', () => {
    expect(shouldReport(error('The operation was aborted.', 'AbortError'))).toBe(false)
    expect(shouldReport({ message: 'TypeError: Failed to fetch' })).toBe(false)
  })

  test('reports every other error, React invariants included', () => {
    expect(shouldReport(error('Simulated rendering failure'))).toBe(true)
    expect(shouldReport(error('Invariant failed: missing router'))).toBe(true)
    expect(shouldReport({})).toBe(true)
  })

  test("tags React's 'Invariant failed' apart and leaves other errors untagged", () => {
    expect(tagEvent({ ...error('Invariant failed'), tags: { role: 'user' } }).tags).toEqual({
      role: 'user',
      invariant: 'true',
    })
    expect(tagEvent(error('Simulated rendering failure'))).not.toHaveProperty('tags')
  })

  test("the role tag is the user's role, 'user' when it is absent", () => {
    expect(roleTag('superadmin')).toBe('superadmin')
    expect(roleTag(undefined)).toBe('user')
    expect(roleTag(null)).toBe('user')
  })
})
