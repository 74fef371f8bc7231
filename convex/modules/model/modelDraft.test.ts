import { describe, expect, test } from 'vitest'
import type { ModelSource } from '../../ai/model/associateModel'
import { unresolvedPlaceholders } from '../templates/findings'
import {
  blocksFromReply,
  distinctSources,
  modulePrompt,
  moduleQuery,
  moduleTask,
  offlineBlocks,
} from './modelDraft'

const MATTER = {
  name: 'Acme v. Widget',
  docketNumber: '1:21-cv-01234',
  court: 'S.D.N.Y.',
  representedParties: [{ name: 'Acme Corp', role: 'plaintiff' }],
  adverseParties: [{ name: 'Widget Industries' }],
}

describe('a model module’s task and prompt', () => {
  test('the task is the instructions, else the description, else the name', () => {
    expect(moduleTask({ name: 'Memo', description: 'A memo', instructions: ' Summarise. ' })).toBe(
      'Summarise.',
    )
    expect(moduleTask({ name: 'Memo', description: 'A memo', instructions: '  ' })).toBe('A memo')
    expect(moduleTask({ name: 'Memo' })).toBe('Memo')
  })

  test('the query adds the run’s own words to the task', () => {
    expect(
      moduleQuery({ name: 'Memo', instructions: 'Expert opinions' }, { witness: 'Dana Ortega' }),
    ).toBe('Expert opinions\nDana Ortega')
  })

  test('the prompt carries the instructions, the matter, the inputs and numbered sources', () => {
    const page = { documentId: 'd1', documentName: 'Report.pdf', page: 3, text: 'It failed.' }
    const sources: ModelSource[] = [
      {
        n: 1,
        page,
        text: 'It failed.',
        citation: {
          n: 1,
          documentId: 'd1',
          documentName: 'Report.pdf',
          page: 3,
          start: 0,
          end: 10,
          quote: 'It failed.',
        },
      },
    ]
    const prompt = modulePrompt(
      { name: 'Expert memo', instructions: 'List the experts’ opinions.' },
      MATTER,
      { text: 'Focus on causation.' },
      sources,
    )
    expect(prompt).toMatch(/^Module: Expert memo\nInstructions: List the experts’ opinions\.\n/)
    expect(prompt).toContain('Docket: 1:21-cv-01234')
    expect(prompt).toContain('Acme Corp (plaintiff, our client); Widget Industries (adverse)')
    expect(prompt).toContain('Notes from the lawyer: Focus on causation.')
    expect(prompt).toContain('Sources:\n[1] Report.pdf, page 3\nIt failed.')
  })
})

test('two passages of one short page are one source, and the rest are renumbered', () => {
  const page = { documentId: 'd1', documentName: 'Deposition.pdf', page: 1, text: 'Q. A.' }
  const source = (n: number, start: number, documentId = 'd1'): ModelSource => ({
    n,
    page: { ...page, documentId },
    text: 'Q. A.',
    citation: {
      n,
      documentId,
      documentName: 'Deposition.pdf',
      page: 1,
      start,
      end: start + 2,
      quote: 'Q.',
    },
  })
  const kept = distinctSources([source(1, 0), source(2, 3), source(3, 0, 'd2')])
  expect(kept.map((s) => [s.n, s.citation.n, s.page.documentId])).toEqual([
    [1, 1, 'd1'],
    [2, 2, 'd2'],
  ])
})

describe('a reply as draft blocks', () => {
  test('headings, bulleted and numbered lists and paragraphs, markers becoming citations', () => {
    const reply = [
      '# Expert memo',
      '',
      'The report says "it failed" [1]. It was **late** [2].',
      'The second line joins the paragraph.',
      '',
      '## Opinions',
      '- Causation is disputed [2] [3]',
      '* Damages are overstated',
      '1. First',
      '2) Second [1]',
    ].join('\n')
    expect(blocksFromReply(reply, new Set([1, 2, 3]))).toEqual([
      { type: 'heading', level: 1, text: 'Expert memo' },
      {
        type: 'paragraph',
        text: 'The report says "it failed". It was late. The second line joins the paragraph.',
        cites: [1, 2],
      },
      { type: 'heading', level: 2, text: 'Opinions' },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'Causation is disputed', cites: [2, 3] },
          { text: 'Damages are overstated', cites: [] },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          { text: 'First', cites: [] },
          { text: 'Second', cites: [1] },
        ],
      },
    ])
  })

  test('a marker naming no known citation is dropped; a placeholder the model left is said as a gap', () => {
    const blocks = blocksFromReply('Dear [NAME], the hearing is on ____ [7].', new Set([1]))
    expect(blocks).toEqual([{ type: 'paragraph', text: expect.any(String), cites: [] }])
    expect(unresolvedPlaceholders({ blocks })).toEqual([])
  })

  test('the offline draft quotes each passage with its citation', () => {
    const blocks = offlineBlocks('Expert memo', [
      {
        n: 1,
        documentId: 'd1',
        documentName: 'Report.pdf',
        page: 2,
        start: 0,
        end: 12,
        quote: 'It  failed\nbadly.',
      },
    ])
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Expert memo' },
      {
        type: 'list',
        ordered: false,
        items: [{ text: 'Report.pdf, page 2: “It failed badly.”', cites: [1] }],
      },
    ])
    expect(offlineBlocks('Expert memo', [])).toEqual([])
  })
})
