// A matter that holds one case (issue 27): a lawyer who asks "Who is the presiding judge?" or
// "What is the docket number?" in it, naming no case, means that case. The matter holds one case
// when every paper that states its own docket number states the same one (a production log or an
// exhibit may state none), and at least half its papers state it: twelve unrelated filings of
// which one states a number are no one case. Only a question asking nothing but what a caption
// states is answered so (the judge, the court, the number, the parties, the day the case was
// filed); any other question naming no case is asked of the matter as a whole, as before. Pure.
import { docketKey } from '../extract/compare'
import type { Asked } from './asked'
import { caseNameTerms, nameTerms, numberTerms } from './naming'
import { tokenize } from './terms'
import type { ScopeFact } from './typed'
import type { SourcePage } from './types'

/** Whether a question names no case: no case's name, no party's or place's name, no number. */
export function namesNoCase(question: string): boolean {
  return (
    caseNameTerms(question).length === 0 &&
    nameTerms(question).length === 0 &&
    numberTerms(question).length === 0
  )
}

// The words a question asking only for what a caption states is made of: how it asks, the case,
// and the fact (the judge, the court, the number, the parties, the day filed). A word beyond them
// asks of something else: "the court reporter booked for the deposition", "the defendant's chief
// executive", "which defendant moved to dismiss", "the judge's law clerk".
const CAPTION_QUESTION_WORDS = new Set(
  (
    'a an the this that our its it is are was were be been has have had do does did who whom ' +
    'what which when where in of on to for by over before with and or me please tell name names ' +
    'named identify currently current s v vs versus ' +
    'case action suit lawsuit matter litigation proceeding proceedings ' +
    'judge judges justice justices magistrate presiding presides presided preside assigned ' +
    'sitting hearing heard handling handles hon honorable ' +
    'court courts tribunal forum district circuit division county state federal pending venue ' +
    'located sits ' +
    'docket number numbers no civil index cause ' +
    'plaintiff plaintiffs defendant defendants party parties petitioner petitioners respondent ' +
    'respondents appellant appellants appellee appellees lead suing sued sue sues against ' +
    'date day filing filed file commenced begun began started start initially originally first ' +
    'brought instituted'
  ).split(' '),
)

/** Whether a question asks only for a caption's fact of the case (its words are all such words). */
export function asksOnlyCaption(question: string): boolean {
  return tokenize(question).every((t) => CAPTION_QUESTION_WORDS.has(t.word))
}

// "What is the filing date?", "the date the case was filed": the day the case began.
const FILING_DATE =
  /\bfiling\s+date\b|\bdate\s+(?:of\s+filing|(?:the\s+)?(?:case|action|suit|lawsuit|complaint)\s+was\s+filed)\b/i

// A judge asked as such ("Who is the presiding judge?", "Which magistrate …"), not a paper's writer.
const JUDGE_SAID = /\b(?:judges?|justices?|magistrates?|chancellors?|presid(?:es|ed|ing))\b/i

/**
 * Whether a question asks for what a caption states: the judge (asked as one, not a separate
 * opinion's), the court (its own or the one below, not one the case went to), the docket number,
 * the parties, or the day the case was filed (not another paper's date).
 */
export function asksCaptionFact(question: string, asked: Asked): boolean {
  if (asked.decision || asked.counsel || asked.otherCourt || asked.separate) return false
  const kind = asked.kinds[0]
  // "Who wrote the letter?" asks for an author, whom no caption names.
  if (kind === 'judge') return JUDGE_SAID.test(question)
  if (kind === 'court' || kind === 'docket' || kind === 'party') return true
  if (kind !== 'filingDate' && kind !== 'date') return false
  if (asked.paper && !/^(?:complaint|petition)$/i.test(asked.paper)) return false
  return asked.caseStart === true || FILING_DATE.test(question)
}

/**
 * The documents of the matter's one case: those that state its docket number, when every
 * document stating its own number states the same one and they are at least half the matter's
 * documents; else none. The documents read are those retrieved for the question, a few of the
 * matter's: `matterDockets`, the numbers every paper of the matter states as its own, keeps a
 * matter of two cases from being read as one when the retrieved papers are all one case's.
 */
export function oneCaseDocuments(
  pages: SourcePage[],
  facts: ScopeFact[],
  matterDockets?: readonly string[],
): string[] {
  if (matterDockets && new Set(matterDockets.map(docketKey).filter((k) => k !== '')).size !== 1) {
    return []
  }
  const documents = new Set([...pages.map((p) => p.documentId), ...facts.map((f) => f.documentId)])
  const numbers = new Map<string, Set<string>>()
  for (const fact of facts) {
    if (fact.kind !== 'docket' || fact.role !== 'this') continue
    const key = docketKey(fact.value)
    if (key === '') continue
    let own = numbers.get(fact.documentId)
    if (!own) numbers.set(fact.documentId, (own = new Set()))
    own.add(key)
  }
  const keys = new Set([...numbers.values()].flatMap((own) => [...own]))
  if (keys.size !== 1 || numbers.size * 2 < documents.size) return []
  return [...numbers.keys()]
}

/** The papers that date a case's filing: the one that opened it, and its docket sheet. */
const OPENS_CASE = /^(?:complaint|petition|docket)$/

/**
 * The documents a question naming no case asks of: the matter's one case when the question asks
 * what a caption states; else none (the question is asked of the matter as a whole).
 */
export function unnamedCase(
  question: string,
  asked: Asked | null,
  pages: SourcePage[],
  facts: ScopeFact[],
  matterDockets?: readonly string[],
): string[] {
  if (!asked || !asksCaptionFact(question, asked)) return []
  if (!namesNoCase(question) || !asksOnlyCaption(question)) return []
  const documents = oneCaseDocuments(pages, facts, matterDockets)
  if (asked.kinds[0] !== 'date' && asked.kinds[0] !== 'filingDate') return documents
  // The day the case was filed is the date of the paper that opened it, or a docket sheet's
  // "Date Filed:": an answer's or a letter's own date is no answer.
  const opening = new Set(
    facts
      .filter((f) => f.kind === 'documentType' && OPENS_CASE.test(f.value))
      .map((f) => f.documentId),
  )
  return documents.filter((id) => opening.has(id))
}
