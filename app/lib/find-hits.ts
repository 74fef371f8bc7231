// Find's numbering across a paged document: one count per page, one selected match overall.

/** Where match `hit` (0-based, over the whole document) falls: its page and its index there. */
export function locateHit(perPage: readonly number[], hit: number) {
  if (!Number.isInteger(hit) || hit < 0) return null
  let before = 0
  for (let page = 0; page < perPage.length; page++) {
    const count = perPage[page]!
    if (hit < before + count) return { page: page + 1, local: hit - before }
    before += count
  }
  return null
}

/** What the find box says: '3 of 12', 'No matches', or 'Searching…' while pages are read. */
export function describeHits({
  active,
  count,
  searching,
}: {
  active: number
  count: number
  searching: boolean
}): string {
  if (count === 0) return searching ? 'Searching…' : 'No matches'
  const position = `${Math.min(active, count - 1) + 1} of ${count}`
  return searching ? `${position}…` : position
}
