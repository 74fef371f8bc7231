import { describe, expect, test } from 'vitest'
import {
  entriesOfDrop,
  filesOfDrop,
  folderKey,
  folderNamesOf,
  isFileDrag,
  isSystemEntryName,
  pickedFromInput,
  readAllEntries,
} from './upload-entries'

type Tree = { [name: string]: Tree | string }

/** Fake File and Directory Entries, with directories answering in batches of `batch`. */
function entry(name: string, node: Tree | string, batch = 2): FileSystemEntry {
  if (typeof node === 'string') {
    return {
      name,
      isFile: true,
      isDirectory: false,
      file: (resolve: (file: File) => void) => resolve(new File([node], name)),
    } as unknown as FileSystemFileEntry
  }
  const children = Object.entries(node).map(([child, value]) => entry(child, value, batch))
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0
      return {
        readEntries: (resolve: (entries: FileSystemEntry[]) => void) => {
          const next = children.slice(at, at + batch)
          at += batch
          // Asynchronously, as browsers answer.
          setTimeout(() => resolve(next), 0)
        },
      }
    },
  } as unknown as FileSystemDirectoryEntry
}

const paths = (picked: { file: File; folderNames: string[] }[]) =>
  picked.map(({ file, folderNames }) => [...folderNames, file.name].join('/'))

describe('dropped folders', () => {
  test('every file below a dropped folder, with the folder names from the drop down', async () => {
    const dropped = entry('Smith v Jones', {
      'complaint.pdf': '%PDF',
      Pleadings: { 'answer.pdf': '%PDF', Motions: { 'motion.pdf': '%PDF' } },
      'notes.txt': 'notes',
    })
    const picked = await filesOfDrop({ entries: [dropped], files: [] })

    expect(paths(picked)).toEqual([
      'Smith v Jones/complaint.pdf',
      'Smith v Jones/Pleadings/answer.pdf',
      'Smith v Jones/Pleadings/Motions/motion.pdf',
      'Smith v Jones/notes.txt',
    ])
  })

  test('a directory is read in batches until an empty one', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 250 }, (_, index) => [`exhibit-${index}.pdf`, '%PDF']),
    )
    const directory = entry('Exhibits', files, 100) as FileSystemDirectoryEntry
    await expect(readAllEntries(directory)).resolves.toHaveLength(250)
  })

  test('loose dropped files keep no folder; clutter inside folders is skipped', async () => {
    const picked = await filesOfDrop({
      entries: [
        entry('letter.docx', 'PK'),
        entry('Evidence', {
          '.DS_Store': 'x',
          'Thumbs.db': 'x',
          '.git': { HEAD: 'ref' },
          'photo.png': 'png',
        }),
      ],
      files: [new File(['x'], 'from-files.pdf')],
    })

    expect(paths(picked)).toEqual(['from-files.pdf', 'letter.docx', 'Evidence/photo.png'])
  })

  test('a dropped file named like clutter is still uploaded: the user chose it', async () => {
    const picked = await filesOfDrop({ entries: [entry('.env', 'SECRET=1')], files: [] })
    expect(paths(picked)).toEqual(['.env'])
  })
})

describe('entriesOfDrop', () => {
  const item = (name: string, withEntry: boolean) =>
    ({
      kind: 'file',
      webkitGetAsEntry: () => (withEntry ? entry(name, 'x') : null),
      getAsFile: () => new File(['x'], name),
    }) as unknown as DataTransferItem

  test('takes entries where the browser has them, and the files where it has not', () => {
    const transfer = {
      items: [item('a.pdf', true), item('b.pdf', false), { kind: 'string' }],
      files: [],
    } as unknown as DataTransfer
    const { entries, files } = entriesOfDrop(transfer)

    expect(entries.map((each) => each.name)).toEqual(['a.pdf'])
    expect(files.map((each) => each.name)).toEqual(['b.pdf'])
  })

  test('falls back to the file list when there are no items', () => {
    const transfer = { items: [], files: [new File(['x'], 'c.pdf')] } as unknown as DataTransfer
    expect(entriesOfDrop(transfer).files.map((each) => each.name)).toEqual(['c.pdf'])
  })
})

describe('picked folders', () => {
  const withPath = (path: string) => {
    const file = new File(['x'], path.split('/').pop()!)
    Object.defineProperty(file, 'webkitRelativePath', { value: path })
    return file
  }

  test('folder names come from the relative path; clutter is skipped', () => {
    const picked = pickedFromInput([
      withPath('Case/complaint.pdf'),
      withPath('Case/Exhibits/a.png'),
      withPath('Case/.DS_Store'),
      withPath('Case/__MACOSX/a.png'),
      withPath(''),
    ])

    expect(picked.map((each) => each.folderNames)).toEqual([['Case'], ['Case', 'Exhibits'], []])
  })

  test('folderNamesOf and folderKey', () => {
    expect(folderNamesOf('a/b/c.pdf')).toEqual(['a', 'b'])
    expect(folderNamesOf('c.pdf')).toEqual([])
    expect(folderKey(['a', 'b'])).not.toBe(folderKey(['a/b']))
  })

  test('isSystemEntryName', () => {
    expect(['.DS_Store', 'Thumbs.db', 'desktop.ini', '__MACOSX'].every(isSystemEntryName)).toBe(
      true,
    )
    expect(isSystemEntryName('complaint.pdf')).toBe(false)
  })
})

describe('isFileDrag', () => {
  test('only drags carrying files count', () => {
    expect(isFileDrag({ types: ['Files'] } as unknown as DataTransfer)).toBe(true)
    expect(isFileDrag({ types: ['text/plain'] } as unknown as DataTransfer)).toBe(false)
    expect(isFileDrag(null)).toBe(false)
  })
})
