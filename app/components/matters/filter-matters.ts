// The matters list's search and filters, pure so they are tested apart from the screen.

/** The fields of a matters-list row the filters read. */
export type FilterableMatter = {
  name: string
  representedParties: { name: string; role: string }[]
  adverseParties: { name?: string }[]
  docketNumber?: string
  internalMatterId: string
  litigationStage?: string
  archivedAt?: number
}

/** A stage filter: every stage, one stage, or matters with no stage set. */
export type StageFilter = 'all' | 'none' | (string & {})

export type MatterFilters = {
  search: string
  stage: StageFilter
  showArchived: boolean
}

export const NO_FILTERS: MatterFilters = { search: '', stage: 'all', showArchived: false }

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The text a search looks through: name, every party, docket number and internal matter id. */
function haystack(matter: FilterableMatter): string {
  return normalise(
    [
      matter.name,
      ...matter.representedParties.map((party) => party.name),
      ...matter.adverseParties.map((party) => party.name ?? ''),
      matter.docketNumber ?? '',
      matter.internalMatterId,
    ].join('\n'),
  )
}

/** Whether the user narrowed the list (the archived toggle only widens it). */
export function hasNarrowingFilters(filters: MatterFilters): boolean {
  return filters.search.trim() !== '' || filters.stage !== 'all'
}

/**
 * The matters that pass the filters, order kept. Every word of the search must appear somewhere
 * (case and accents ignored), so "acme 1:24" finds Acme's matter on docket 1:24-cv-0042.
 */
export function filterMatters<T extends FilterableMatter>(
  matters: T[],
  filters: MatterFilters,
): T[] {
  const words = normalise(filters.search).split(/\s+/).filter(Boolean)
  return matters.filter((matter) => {
    if (!filters.showArchived && matter.archivedAt !== undefined) return false
    if (filters.stage === 'none' && matter.litigationStage) return false
    if (
      filters.stage !== 'all' &&
      filters.stage !== 'none' &&
      matter.litigationStage !== filters.stage
    )
      return false
    if (words.length === 0) return true
    const text = haystack(matter)
    return words.every((word) => text.includes(word))
  })
}
