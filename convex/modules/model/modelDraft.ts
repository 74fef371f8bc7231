// A module on the configured model: what the retrieval searches for, the prompt (the module's
// instructions, the matter's details, the run's inputs and the numbered sources), and the reply
// turned into draft blocks. Pure: the runner (modules/modelRuns.ts) does the I/O, and the
// citations are checked by the same rule as the associate's (ai/model/associateModel.ts).
import type { Doc } from '../../_generated/dataModel'
import type { AnswerCitation } from '../../ai/model/associate'
import type { ModelSource } from '../../ai/model/associateModel'
import type { DraftBlock, RunInputs } from '../../../shared/draftValidators'
import type { MatterFacts } from '../templates/types'
import { withoutBlanks } from '../templates/findings'
import { markdownBlocks, type Piece } from './markdown'

export const MODULE_SYSTEM_PROMPT = [
  'You are a litigation associate writing a draft for a lawyer, from a matter’s documents.',
  'Follow the module’s instructions. Use only the numbered sources and the matter’s details;',
  'never use outside knowledge and never guess.',
  'After every statement taken from a source, put its number in square brackets, like [2].',
  'When the exact words matter, quote them in double quotes just before the marker.',
  'Write plain Markdown: "# " and "## " headings, "- " or "1. " list items, and paragraphs.',
  'Never leave a placeholder such as [NAME], [DATE] or ____: write around what is not known.',
].join('\n')

type ModuleText = Pick<Doc<'modules'>, 'name' | 'description' | 'instructions'>

/** What the module asks the model to do: its instructions, or else its description and name. */
export function moduleTask(module: ModuleText) {
  return module.instructions?.trim() || module.description?.trim() || module.name
}

/** What the retrieval searches the matter for: the task and the run's own words. */
export function moduleQuery(module: ModuleText, inputs: RunInputs) {
  return [moduleTask(module), inputs.text, inputs.witness, inputs.party]
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n')
}

function matterLines(matter: MatterFacts) {
  const parties = [
    ...matter.representedParties.map((p) => `${p.name} (${p.role}, our client)`),
    ...matter.adverseParties.flatMap((p) => (p.name ? [`${p.name} (adverse)`] : [])),
  ]
  return [
    `Matter: ${matter.name}`,
    matter.docketNumber ? `Docket: ${matter.docketNumber}` : '',
    matter.court ? `Court: ${matter.court}` : '',
    matter.judge ? `Judge: ${matter.judge}` : '',
    parties.length > 0 ? `Parties: ${parties.join('; ')}` : '',
    matter.summary ? `Summary: ${matter.summary}` : '',
  ].filter(Boolean)
}

function inputLines(inputs: RunInputs) {
  return [
    inputs.text ? `Notes from the lawyer: ${inputs.text}` : '',
    inputs.witness ? `Witness: ${inputs.witness}` : '',
    inputs.party ? `Party: ${inputs.party}` : '',
    inputs.from || inputs.to ? `Dates: ${inputs.from ?? 'any'} to ${inputs.to ?? 'any'}` : '',
  ].filter(Boolean)
}

/**
 * The prompt: the module, the matter, the run's inputs and the numbered sources. It opens with
 * "Module:" and "Instructions:", which the scripted and fake test models recognise.
 */
export function modulePrompt(
  module: ModuleText,
  matter: MatterFacts,
  inputs: RunInputs,
  sources: ModelSource[],
) {
  const listed = sources
    .map((s) => `[${s.n}] ${s.page.documentName}, page ${s.page.page}\n${s.text}`)
    .join('\n\n')
  return [
    `Module: ${module.name}`,
    `Instructions: ${moduleTask(module)}`,
    '',
    ...matterLines(matter),
    ...inputLines(inputs),
    '',
    'Sources:',
    listed,
    '',
    'Write the draft.',
    '',
  ].join('\n')
}

/**
 * The sources without repeats: two passages of one short page give the model the same window
 * twice; the second is left out and the rest renumbered from 1.
 */
export function distinctSources(sources: ModelSource[]): ModelSource[] {
  const seen = new Set<string>()
  const kept: ModelSource[] = []
  for (const source of sources) {
    const key = `${source.page.documentId}:${source.page.page}:${source.text}`
    if (seen.has(key)) continue
    seen.add(key)
    const n = kept.length + 1
    kept.push({ ...source, n, citation: { ...source.citation, n } })
  }
  return kept
}

const MARKERS = /\s*\[(\d{1,3})\]/g

/** A piece's text without its markers, and the citation numbers they named (each once). */
function cited(text: string, known: Set<number>): Piece {
  const cites: number[] = []
  for (const match of text.matchAll(MARKERS)) {
    const n = Number(match[1])
    if (known.has(n) && !cites.includes(n)) cites.push(n)
  }
  const clean = withoutBlanks(text.replace(MARKERS, '').replace(/\*\*|__/g, ''))
    .replace(/\s+([.,;:])/g, '$1')
    .trim()
  return { text: clean, cites }
}

/**
 * A reply in plain Markdown as draft blocks, each with the citation numbers its markers name
 * (only those in `known`). A gap the model left ("[NAME]", "____") is said as one, never kept as
 * a placeholder.
 */
export function blocksFromReply(reply: string, known: Set<number>): DraftBlock[] {
  return markdownBlocks(reply, (text) => cited(text, known))
}

/**
 * The offline draft, for a matter that has not consented to the model (or when none is
 * configured): the passages that best answer the module's task, each quoted with its source.
 */
export function offlineBlocks(moduleName: string, citations: AnswerCitation[]): DraftBlock[] {
  if (citations.length === 0) return []
  return [
    { type: 'heading', level: 1, text: moduleName },
    {
      type: 'list',
      ordered: false,
      items: citations.map((c) => ({
        text: `${c.documentName}, page ${c.page}: “${withoutBlanks(c.quote.replace(/\s+/g, ' ').trim())}”`,
        cites: [c.n],
      })),
    },
  ]
}
