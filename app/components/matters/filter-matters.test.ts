import { describe, expect, test } from 'vitest'
import {
  NO_FILTERS,
  filterMatters,
  hasNarrowingFilters,
  type FilterableMatter,
} from './filter-matters'

const acme: FilterableMatter = {
  name: 'Acme Corp v. Beta Industries',
  representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
  adverseParties: [{ name: 'Beta Industries' }, {}],
  docketNumber: '1:24-cv-00042',
  internalMatterId: 'LIT-0042',
  litigationStage: 'Discovery',
}
const zeta: FilterableMatter = {
  name: 'In re Zéta Securities',
  representedParties: [{ name: 'Pension Fund of Ohio', role: 'Plaintiff' }],
  adverseParties: [],
  internalMatterId: 'LIT-0099',
}
const closed: FilterableMatter = {
  name: 'Gamma Holdings arbitration',
  representedParties: [{ name: 'Gamma Holdings', role: 'Defendant' }],
  adverseParties: [{ name: 'Delta Partners' }],
  internalMatterId: 'ARB-7',
  litigationStage: 'Appeal',
  archivedAt: 1,
}
const all = [acme, zeta, closed]

describe('filterMatters', () => {
  test('archived matters are hidden unless shown', () => {
    expect(filterMatters(all, NO_FILTERS)).toEqual([acme, zeta])
    expect(filterMatters(all, { ...NO_FILTERS, showArchived: true })).toEqual(all)
  })

  test('search looks through name, parties, docket number and internal id', () => {
    const search = (text: string) =>
      filterMatters(all, { ...NO_FILTERS, showArchived: true, search: text })
    expect(search('beta')).toEqual([acme])
    expect(search('pension')).toEqual([zeta])
    expect(search('delta')).toEqual([closed])
    expect(search('1:24-cv')).toEqual([acme])
    expect(search('lit-0099')).toEqual([zeta])
    expect(search('nothing like it')).toEqual([])
  })

  test('every word must match, in any field, ignoring case and accents', () => {
    const search = (text: string) => filterMatters(all, { ...NO_FILTERS, search: text })
    expect(search('ACME 00042')).toEqual([acme])
    expect(search('acme ohio')).toEqual([])
    expect(search('zeta')).toEqual([zeta])
    expect(search('   ')).toEqual([acme, zeta])
  })

  test('the stage filter keeps one stage, or the matters with none', () => {
    expect(filterMatters(all, { ...NO_FILTERS, stage: 'Discovery' })).toEqual([acme])
    expect(filterMatters(all, { ...NO_FILTERS, stage: 'none' })).toEqual([zeta])
    expect(filterMatters(all, { ...NO_FILTERS, stage: 'Appeal' })).toEqual([])
    expect(filterMatters(all, { ...NO_FILTERS, stage: 'Appeal', showArchived: true })).toEqual([
      closed,
    ])
  })

  test('only search and stage count as narrowing', () => {
    expect(hasNarrowingFilters(NO_FILTERS)).toBe(false)
    expect(hasNarrowingFilters({ ...NO_FILTERS, showArchived: true })).toBe(false)
    expect(hasNarrowingFilters({ ...NO_FILTERS, search: ' x ' })).toBe(true)
    expect(hasNarrowingFilters({ ...NO_FILTERS, stage: 'none' })).toBe(true)
  })
})
