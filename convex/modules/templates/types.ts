// The built-in modules' shapes: what a template reads from a document (findings, each with the
// passages it rests on) and what it writes from them and the matter's details (a draft). Pure
// types: the templates are pure functions, tested and measured (bench/) without a backend.
import type { DraftBlock, DraftCitation, RunInputs } from '../../../shared/draftValidators'
import type { SourcePage } from '../../ai/model/associate/types'

export type { DraftBlock, DraftCitation, RunInputs, SourcePage }

/** A passage a finding rests on: text.slice(start, end) === quote on that page. */
export type FindingSource = {
  documentId: string
  documentName: string
  page: number
  start: number
  end: number
  quote: string
}

/**
 * One thing a template found in a document: a dated event, a party, a claim, an allegation, a
 * passage about a witness. Findings with the same kind and key are one (merged across documents,
 * their sources kept together). Plain data: a run carries them from one step to the next.
 */
export type Finding = {
  kind: string
  key: string
  text: string
  /** yyyy-mm-dd, when the finding is dated. */
  date?: string
  /** A label the template keeps with it: a party's role, a paragraph's number, a topic. */
  label?: string
  sources: FindingSource[]
}

/** The matter's details a template may write from (the matter's own page holds them). */
export type MatterFacts = {
  name: string
  docketNumber?: string
  court?: string
  judge?: string
  representedParties: { name: string; role: string }[]
  adverseParties: { name?: string }[]
  summary?: string
  keyAllegations?: string
}

/** Everything a template writes from besides its findings. */
export type TemplateContext = {
  matter: MatterFacts
  inputs: RunInputs
  /** How many documents the run has read so far. */
  documentsRead: number
  /** The day the draft is written, yyyy-mm-dd (UTC). */
  today: string
  /** Who ran it and for which firm: a letter's signature. */
  author: string
  firm: string
}

/** What a template writes: the draft's blocks, its numbered citations and what it lacked. */
export type TemplateDraft = {
  blocks: DraftBlock[]
  citations: DraftCitation[]
  /** Each input or detail the draft needed and did not have, in a sentence a lawyer can act on. */
  missingInputs: string[]
}

export type BuiltinTemplate = {
  /**
   * Which documents a run reads: `matter` reads the ones chosen, or else every ready document of
   * the matter; `chosen` reads only the ones chosen (a letter needs none).
   */
  reads: 'matter' | 'chosen'
  /** Findings kept in date order (a chronology) or in the order the documents gave them. */
  order: 'date' | 'found'
  /** What one document holds for this template: its pages in, findings out. */
  read(pages: SourcePage[], inputs: RunInputs): Finding[]
  /** The draft from every finding so far and the matter's details. */
  write(findings: Finding[], context: TemplateContext): TemplateDraft
}
