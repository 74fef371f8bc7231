import { describe, expect, test } from 'vitest'
import { folderPathFromSplat } from './folder-path'

describe('folderPathFromSplat', () => {
  test('an empty or missing splat is the top level', () => {
    expect(folderPathFromSplat(undefined)).toBe('')
    expect(folderPathFromSplat('')).toBe('')
    expect(folderPathFromSplat('/')).toBe('')
  })

  test('a nested path keeps its segments in order', () => {
    expect(folderPathFromSplat('pleadings/motions')).toBe('pleadings/motions')
  })

  test('stray slashes are dropped', () => {
    expect(folderPathFromSplat('/pleadings//motions/')).toBe('pleadings/motions')
  })
})
