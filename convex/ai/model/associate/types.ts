// The associate's offline answer: what it is given and what it returns. Pure types.

/** A page the answer may draw on. */
export type SourcePage = { documentId: string; documentName: string; page: number; text: string }

/** One numbered citation: quote === text of that page .slice(start, end), exactly. */
export type AnswerCitation = {
  /** 1-based, in the order first cited. */
  n: number
  documentId: string
  documentName: string
  page: number
  start: number
  end: number
  quote: string
}

export type OfflineAnswer =
  { found: true; parts: string[]; citations: AnswerCitation[] } | { found: false }
