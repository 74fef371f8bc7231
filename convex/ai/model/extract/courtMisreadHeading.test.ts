// A federal heading's district line read with one part misread (courtMisreadHeading.ts).
import { describe, expect, test } from 'vitest'
import { districtLineState, misreadState } from './courtMisreadHeading'
import { oneLetterApart } from './text'

describe('one letter apart', () => {
  test('a letter changed, added, dropped or two swapped', () => {
    expect(oneLetterApart('ILLINIOS', 'ILLINOIS')).toBe(true)
    expect(oneLetterApart('DISTRIC', 'DISTRICT')).toBe(true)
    expect(oneLetterApart('DI7TRICT', 'DISTRICT')).toBe(true)
    expect(oneLetterApart('LOUISIAM', 'LOUISIANA')).toBe(false)
  })
})

describe('a misread state', () => {
  test('one state within a letter, or a split name', () => {
    expect(misreadState('MINNESOTTA')).toBe('Minnesota')
    expect(misreadState('PENNSYL VANIA')).toBe('Pennsylvania')
    expect(misreadState('OREGON')).toBeNull()
    // A short name is too near other words ("Iowa", "Ohio", "Utah").
    expect(misreadState('OHIA')).toBeNull()
  })

  test('a district line: its fixed words or its state misread, never both', () => {
    expect(districtLineState('DISTRIGT OF TEXAS')).toBe('Texas')
    expect(districtLineState('DISTRICT 0F NEW YORK')).toBe('New York')
    expect(districtLineState('DISTRICT OF ILLINIOS')).toBe('Illinois')
    expect(districtLineState('DISTRICT OF TEXAS')).toBeNull()
    expect(districtLineState('DISTRIC OR TEXAS')).toBe('Texas')
    expect(districtLineState('DISTRIC OF TEXSA')).toBeNull()
  })
})
