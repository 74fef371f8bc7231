// The shapes of the associate's labelled evaluation set (target A2 in design/targets.md).
import type { SourcePage } from '../../../convex/ai/model/associate/types'

/** The demo matters whose generated dossiers the questions are asked about. */
export type MatterKey = 'northwind' | 'harbor'

/** A question the matter's documents answer, and where the answer is. */
export type AnswerableQuestion = {
  id: string
  matter: MatterKey
  question: string
  /** The document the answer is in (its name in the dossier). */
  source: string
  /** Other documents that state the same fact; a citation from one of them also counts. */
  alsoIn?: string[]
  /** Text the right passage holds: a cited quote from a right source should contain it. */
  quoteHas?: string
}

/** A plausible question the matter's documents do not answer. */
export type UnanswerableQuestion = {
  id: string
  matter: MatterKey
  question: string
  /** Why the documents do not answer it (what was checked against the generated text). */
  why: string
}

/** A question set: what the figures are computed over. */
export type QuestionSet = {
  answerable: AnswerableQuestion[]
  unanswerable: UnanswerableQuestion[]
}

/** Every page of each matter's dossier, as the associate would be given it for a whole-matter scope. */
export type MatterPages = Record<MatterKey, SourcePage[]>
