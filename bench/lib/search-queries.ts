// The queries bench/search.ts times: what a litigator types into the dossier search, by kind, in
// the words of the synthetic dossier (bench/lib/dossier-data.ts). Almost every content word of
// that dossier occurs on most of its 20,109 pages (ten sentence templates), which makes its plain
// words the worst case for a ranked text index; names, numbers and filters are more selective.
import type { Seeded } from './engine-seed'

export type Case = { label: string; kind: string; fn: 'documents' | 'suggestions'; args: object }

/** What a litigator types, by kind; the dossier's words are those of bench/lib/dossier-data.ts. */
export function queries(seeded: Seeded): Case[] {
  const projectId = seeded.projectId
  const search = (label: string, kind: string, query: string, more: object = {}): Case => ({
    label,
    kind,
    fn: 'documents',
    args: { projectId, query, ...more },
  })
  const discovery = seeded.folders.get('Discovery')!
  const produced = seeded.folders.get('Discovery/Produced')!
  return [
    search('name number', 'name', 'invoice 4123'),
    search('name words', 'name', 'exhibit board minutes'),
    search('person', 'words', 'Priya Raman'),
    search('rare-ish word', 'words', 'restatement'),
    search('common word', 'words', 'revenue'),
    search('two common words', 'words', 'liquidated damages'),
    search('phrase', 'phrase', '"audit committee"'),
    search('long phrase', 'phrase', '"rolling production schedule"'),
    search('prefix', 'prefix', 'restat*'),
    search('prefix + word', 'prefix', 'custod* scope'),
    search('file type', 'filter', 'revenue', { filters: { fileTypes: ['docx', 'eml'] } }),
    search('folder', 'filter', 'scienter', { filters: { folderId: produced } }),
    search('folder + subfolders', 'filter', 'scienter', {
      filters: { folderId: discovery, includeSubfolders: true },
    }),
    search('tag', 'filter', 'privilege', { filters: { tags: ['Privileged'] } }),
    search('date range', 'filter', 'termination', {
      filters: { addedFrom: 0, addedTo: Date.now() + 86_400_000 },
    }),
    search('status', 'filter', 'testified', { filters: { status: 'ready' } }),
    search('sort by name', 'sort', 'channel stuffing', {
      sort: { column: 'name', direction: 'asc' },
    }),
    search('sort by added', 'sort', 'deferred', { sort: { column: 'added', direction: 'desc' } }),
    search('100 results', 'words', 'counsel objected', { limit: 100 }),
    {
      label: 'suggest "depo"',
      kind: 'suggest',
      fn: 'suggestions',
      args: { projectId, text: 'depo' },
    },
    {
      label: 'suggest "maria ch"',
      kind: 'suggest',
      fn: 'suggestions',
      args: { projectId, text: 'maria ch' },
    },
    {
      label: 'suggest "rev"',
      kind: 'suggest',
      fn: 'suggestions',
      args: { projectId, text: 'rev' },
    },
  ]
}
