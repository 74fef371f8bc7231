// Files with the folders they came in: from a drop (DataTransferItem.webkitGetAsEntry() and the
// File and Directory Entries API) or from a folder picked with <input webkitdirectory>
// (File.webkitRelativePath). The folder names are relative to what the user dropped or picked
// into, so a dropped folder "Pleadings" keeps its own name as the first level.

/** A file and the folders above it, outermost first; empty for a loose file. */
export type PickedFile = { file: File; folderNames: string[] }

/** Files every operating system sprinkles into folders, never documents; skipped in folders. */
const SYSTEM_FILES = new Set(['thumbs.db', 'desktop.ini', 'icon\r', '__macosx'])

/**
 * Whether a name inside a dropped or picked folder is operating-system clutter: hidden entries
 * (.DS_Store, .git), Thumbs.db, desktop.ini, __MACOSX. Files picked one by one are never skipped.
 */
export function isSystemEntryName(name: string): boolean {
  return name.startsWith('.') || SYSTEM_FILES.has(name.toLowerCase())
}

/** The folder names of a picked folder's file, from its relative path ('Case/2024/a.pdf'). */
export function folderNamesOf(relativePath: string): string[] {
  const parts = relativePath.split('/').filter((part) => part !== '')
  return parts.slice(0, -1)
}

/** The files of an <input> (plain or webkitdirectory), with folders and clutter handled. */
export function pickedFromInput(files: Iterable<File>): PickedFile[] {
  const picked: PickedFile[] = []
  for (const file of files) {
    const folderNames = folderNamesOf(file.webkitRelativePath ?? '')
    const isInFolder = folderNames.length > 0
    if (isInFolder && [...folderNames, file.name].some(isSystemEntryName)) continue
    picked.push({ file, folderNames })
  }
  return picked
}

/** The one key of a folder path, to ask for each distinct folder once. */
export function folderKey(folderNames: readonly string[]): string {
  return JSON.stringify(folderNames)
}

// ---------------------------------------------------------------------------------------------
// Drops. The entries must be taken from the DataTransfer while the drop event runs (it is emptied
// afterwards), so `entriesOfDrop` is synchronous and the walk that follows is not.

/** What a drop gave: directory and file entries, plus files the browser offers no entry for. */
export type DroppedEntries = { entries: FileSystemEntry[]; files: File[] }

/** Takes the entries out of a drop's DataTransfer. Call it synchronously in the drop handler. */
export function entriesOfDrop(dataTransfer: DataTransfer): DroppedEntries {
  const entries: FileSystemEntry[] = []
  const files: File[] = []
  const items = Array.from(dataTransfer.items ?? []).filter((item) => item.kind === 'file')
  if (items.length === 0) return { entries, files: Array.from(dataTransfer.files ?? []) }
  for (const item of items) {
    const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null
    if (entry) {
      entries.push(entry)
      continue
    }
    const file = item.getAsFile()
    if (file) files.push(file)
  }
  return { entries, files }
}

/** Every file below the dropped entries, directories read to the end; clutter in folders skipped. */
export async function filesOfDrop({ entries, files }: DroppedEntries): Promise<PickedFile[]> {
  const picked: PickedFile[] = files.map((file) => ({ file, folderNames: [] }))
  for (const entry of entries) {
    await walk(entry, [], picked)
  }
  return picked
}

async function walk(entry: FileSystemEntry, folderNames: string[], out: PickedFile[]) {
  const isInFolder = folderNames.length > 0
  if (isInFolder && isSystemEntryName(entry.name)) return
  if (isFileEntry(entry)) {
    out.push({ file: await fileOf(entry), folderNames })
  } else if (isDirectoryEntry(entry)) {
    const inside = [...folderNames, entry.name]
    for (const child of await readAllEntries(entry)) {
      await walk(child, inside, out)
    }
  }
}

/** A directory's entries; readEntries answers in batches (100 in Chromium) until an empty one. */
export async function readAllEntries(directory: FileSystemDirectoryEntry) {
  const reader = directory.createReader()
  const all: FileSystemEntry[] = []
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    )
    if (batch.length === 0) return all
    all.push(...batch)
  }
}

function fileOf(entry: FileSystemFileEntry) {
  return new Promise<File>((resolve, reject) => entry.file(resolve, reject))
}

function isFileEntry(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile
}

function isDirectoryEntry(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory
}

/** Whether a drag carries files (not text or a link), judged from its types during dragover. */
export function isFileDrag(dataTransfer: DataTransfer | null): boolean {
  return Array.from(dataTransfer?.types ?? []).includes('Files')
}
