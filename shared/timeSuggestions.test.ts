import { describe, expect, test } from 'vitest'
import { nameList, shortTitle, suggestTime, workItems } from './timeSuggestions'

const NONE = { reading: [], tables: [], drafts: [], questions: 0 }

describe('suggested time', () => {
  test('no work, no suggestion; reading under half a minute is not work', () => {
    expect(workItems(NONE)).toEqual([])
    expect(workItems({ ...NONE, reading: [{ title: 'A', ms: 29_000 }] })).toEqual([])
  })

  test('reading sums its documents, the longest read named first', () => {
    const [item] = workItems({
      ...NONE,
      reading: [
        { title: 'Answer', ms: 60_000 },
        { title: 'Complaint', ms: 9 * 60_000 },
        { title: 'Exhibit A', ms: 30_000 },
        { title: 'Exhibit B', ms: 30_000 },
      ],
    })
    expect(item).toMatchObject({
      kind: 'reading',
      minutes: 11,
      activity: 'A104',
      description: 'Reviewed 4 documents: “Complaint”, “Answer”, “Exhibit A” and 1 more',
    })
  })

  test('a table run is 5 minutes and a minute per ten documents, at most an hour', () => {
    const items = workItems({
      ...NONE,
      tables: [
        { name: 'Digest', documents: 1 },
        { name: 'Digest', documents: 2_000 },
      ],
    })
    expect(items[0]).toMatchObject({ kind: 'tables', minutes: 6 + 60, task: 'L110' })
    expect(items[0]!.description).toBe('Ran and checked review table “Digest” over 2001 documents')
  })

  test('a draft run is 15 minutes, an edit 10; a question 3', () => {
    const items = workItems({
      ...NONE,
      drafts: [
        { title: 'Chronology', created: true, edited: true },
        { title: 'Outline', created: false, edited: true },
      ],
      questions: 4,
    })
    expect(items.map((item) => [item.kind, item.minutes, item.activity])).toEqual([
      ['drafts', 35, 'A103'],
      ['questions', 12, 'A104'],
    ])
  })

  test('decided minutes are taken off, and a settled kind is not suggested', () => {
    const work = { ...NONE, questions: 3, reading: [{ title: 'A', ms: 20 * 60_000 }] }
    expect(suggestTime(work, { reading: 15, questions: 9 })).toEqual([
      expect.objectContaining({ kind: 'reading', minutes: 5 }),
    ])
    expect(suggestTime(work, { reading: 30 })).toHaveLength(1)
  })

  test('names are listed in words and long titles cut short', () => {
    expect(nameList([])).toBe('')
    expect(nameList(['A'])).toBe('“A”')
    expect(nameList(['A', 'B'])).toBe('“A” and “B”')
    expect(nameList(['A', 'B', 'C'])).toBe('“A”, “B” and “C”')
    expect(shortTitle('x'.repeat(100))).toHaveLength(80)
    expect(shortTitle('short')).toBe('short')
  })
})
