import { describe, expect, test } from 'vitest'
import { folderTreeOrder, isSameOrInside, type TreeFolder } from './folder-tree'

function folder(id: string, parentId: string | null, name: string, path: string): TreeFolder {
  return { _id: id, parentId, name, path }
}

describe('folderTreeOrder', () => {
  test('children follow their parent, siblings by name, whatever the path order', () => {
    const folders = [
      folder('1', null, 'A', 'a'),
      folder('3', null, 'A-C', 'a-c'),
      folder('2', '1', 'B', 'a/b'),
      folder('4', null, 'Pleadings', 'pleadings'),
      folder('5', '4', 'Motions', 'pleadings/motions'),
      folder('6', '4', 'Answers', 'pleadings/answers'),
    ]
    expect(folderTreeOrder(folders).map(({ folder, depth }) => [folder.name, depth])).toEqual([
      ['A', 0],
      ['B', 1],
      ['A-C', 0],
      ['Pleadings', 0],
      ['Answers', 1],
      ['Motions', 1],
    ])
  })

  test('numbers in names sort naturally and case is ignored', () => {
    const folders = [
      folder('1', null, 'exhibit 10', 'exhibit-10'),
      folder('2', null, 'Exhibit 2', 'exhibit-2'),
    ]
    expect(folderTreeOrder(folders).map(({ folder }) => folder.name)).toEqual([
      'Exhibit 2',
      'exhibit 10',
    ])
  })

  test('a folder whose parent is not listed starts at the top level', () => {
    const folders = [folder('2', 'gone', 'Orphan', 'gone/orphan')]
    expect(folderTreeOrder(folders)).toEqual([{ folder: folders[0], depth: 0 }])
  })
})

describe('isSameOrInside', () => {
  test('a folder and its descendants are inside it, a sibling with a longer name is not', () => {
    const pleadings = { path: 'pleadings' }
    expect(isSameOrInside({ path: 'pleadings' }, pleadings)).toBe(true)
    expect(isSameOrInside({ path: 'pleadings/motions' }, pleadings)).toBe(true)
    expect(isSameOrInside({ path: 'pleadings-old' }, pleadings)).toBe(false)
    expect(isSameOrInside({ path: 'evidence' }, pleadings)).toBe(false)
  })
})
