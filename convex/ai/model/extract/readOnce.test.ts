import { describe, expect, it } from 'vitest'
import { copyMentions, readOnce } from './readOnce'

describe('readOnce', () => {
  it('reads a text once and answers again from what it kept', () => {
    let reads = 0
    const count = readOnce((text: string) => {
      reads++
      return text.split(' ').length
    })
    expect(count('Elm Tree Lane')).toBe(3)
    expect(count('Elm Tree Lane')).toBe(3)
    expect(count('Oak Row')).toBe(2)
    expect(reads).toBe(2)
  })

  it('keeps the last texts only, and reads an older one again', () => {
    let reads = 0
    const length = readOnce(
      (text: string) => {
        reads++
        return text.length
      },
      undefined,
      2,
    )
    for (const text of ['Ash', 'Birch', 'Cedar', 'Ash']) length(text)
    expect(reads).toBe(4)
  })

  it('keeps a null answer as an answer', () => {
    let reads = 0
    const none = readOnce((_text: string) => {
      reads++
      return null
    })
    none('Quill v. Rook')
    none('Quill v. Rook')
    expect(reads).toBe(1)
  })

  it('hands each caller its own copy, so one caller’s edits reach no other', () => {
    const mentions = readOnce(
      (text: string) => [{ value: text, display: text, start: 0, end: text.length }],
      copyMentions,
    )
    const first = mentions('Court of Larkspur')
    first.push({ value: 'x', display: 'x', start: 0, end: 1 })
    first[0]!.value = 'changed'
    expect(mentions('Court of Larkspur')).toEqual([
      { value: 'Court of Larkspur', display: 'Court of Larkspur', start: 0, end: 17 },
    ])
  })
})
