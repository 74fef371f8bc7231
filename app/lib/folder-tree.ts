// The move dialog's folder tree. The backend lists a matter's folders by path, but path order is
// not tree order ('a-c' sorts before 'a/b'), so the tree is rebuilt from parent links here.

/** What the tree needs of a folder. */
export type TreeFolder<Id extends string = string> = {
  _id: Id
  parentId: Id | null
  name: string
  path: string
}

/** A folder in tree order with its depth (0 at the top level). */
export type TreeEntry<F> = { folder: F; depth: number }

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Folders depth-first, siblings by name; folders whose parent is missing start at the top level. */
export function folderTreeOrder<F extends TreeFolder>(folders: readonly F[]): TreeEntry<F>[] {
  const ids = new Set(folders.map((folder) => folder._id))
  const children = new Map<string | null, F[]>()
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), folder])
  }
  const ordered: TreeEntry<F>[] = []
  const visit = (parent: string | null, depth: number) => {
    const level = [...(children.get(parent) ?? [])].sort((a, b) => byName.compare(a.name, b.name))
    for (const folder of level) {
      ordered.push({ folder, depth })
      visit(folder._id, depth + 1)
    }
  }
  visit(null, 0)
  return ordered
}

/** True when `candidate` is `folder` itself or inside it: a folder cannot move there. */
export function isSameOrInside(
  candidate: Pick<TreeFolder, 'path'>,
  folder: Pick<TreeFolder, 'path'>,
) {
  return candidate.path === folder.path || candidate.path.startsWith(`${folder.path}/`)
}
