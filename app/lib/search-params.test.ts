import { describe, expect, test } from 'vitest'
import { isBoolean, isString, isStringOrNull, readSearch } from './search-params'

describe('route search params', () => {
  test('a valid value is kept and an unknown key dropped', () => {
    expect(readSearch({ documentId: 'abc', other: 1 }, { documentId: isString })).toEqual({
      documentId: 'abc',
    })
  })

  test('a missing key stays absent; a refused value reads as undefined', () => {
    expect(Object.keys(readSearch({}, { documentId: isString }))).toEqual([])
    const read = readSearch({ documentId: 5 }, { documentId: isString })
    expect(Object.keys(read)).toEqual(['documentId'])
    expect(read.documentId).toBeUndefined()
  })

  test('null passes only where it is allowed, booleans only as booleans', () => {
    expect(readSearch({ thread_id: null }, { thread_id: isStringOrNull })).toEqual({
      thread_id: null,
    })
    expect(readSearch({ id: null }, { id: isString }).id).toBeUndefined()
    expect(readSearch({ pending: 'true' }, { pending: isBoolean }).pending).toBeUndefined()
    expect(readSearch({ pending: false }, { pending: isBoolean }).pending).toBe(false)
  })
})
