// A matter of one-page filings for the associate's tests: each filing's page and the facts the
// layer builds from it, as retrieval hands them to answerOffline. (Two dots in the name: never
// deployed.)
import { documentFacts } from '../facts'
import { findCounsel } from './counselChoice'
import { answerOffline, type ScopeFact } from './typed'
import type { SourcePage } from './types'

export type Filing = { id: string; text: string }
export type Matter = { pages: SourcePage[]; facts: ScopeFact[] }

/** A one-page filing's page (named `<id>.pdf`), as retrieval hands it over. */
export function onePage(text: string, id = 'd'): SourcePage {
  return { documentId: id, documentName: `${id}.pdf`, page: 1, text }
}

/** The filings' pages (named `<id>.pdf`) and their facts. */
export function matterOf(filings: readonly Filing[]): Matter {
  const pages = filings.map((d) => onePage(d.text, d.id))
  const facts = filings.flatMap((d) =>
    documentFacts([{ page: 1, text: d.text }]).map((f) => ({
      ...f,
      documentId: d.id,
      documentName: `${d.id}.pdf`,
    })),
  )
  return { pages, facts }
}

/** The offline answer's text, or 'not found'. */
export function answerText(question: string, { pages, facts }: Matter): string {
  const answer = answerOffline(question, pages, facts)
  return answer.found ? answer.parts.join('') : 'not found'
}

/** The lawyer findCounsel chooses on one page: the name, for whom, and the quote of its span. */
export function counselAnswer(question: string, text: string) {
  const c = findCounsel(question, [onePage(text)])
  return c ? { name: c.name, forWhom: c.forWhom, quote: c.page.text.slice(c.start, c.end) } : null
}
