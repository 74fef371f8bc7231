// The associate answers the question asked (issue 27): a question of fact (who, which court,
// which number, when, how much) is answered from the facts layer first, the fact with its
// citation on the line that states it, then supporting quotes from the extractive engine. The
// case is found by the question's rare words (names) in each document's parties, name and
// caption; a question naming no document in scope falls back to the extractive engine, whose
// honest "not found" stays as it was. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { FACT_ROLE_LABELS } from '../../../../shared/factValidators'
import { findAmounts } from '../extract/amounts'
import { findCaseNumbers } from '../extract/caseNumbers'
import { findCourts } from '../extract/courts'
import { findDates } from '../extract/dates'
import { findJudges } from '../extract/judges'
import { citationRanges } from '../extract/legalCitations'
import { squeeze } from '../extract/text'
import { askedOf, type Asked } from './asked'
import { findCounsel } from './counselChoice'
import { isPaper, joinedDays } from './dated'
import { findDisposition } from './decision'
import { answerExtractive, OFFLINE_PREFACE } from './extractive'
import { eventDated } from './eventDated'
import { judgeIsParty, permissionSaid, rankFacts, sameSurname } from './factRank'
import { noticeOnly, paperSaid } from './paperDated'
import { withFullJudgeNames } from './judgeFullName'
import { monthFacts } from './months'
import { namedDocuments, withoutCaseName } from './naming'
import { findOtherDocket, numberOwner } from './otherDocket'
import { judgeTitleSaid } from './qualifier'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'
import { withoutDocketDemand } from './wants'

/** A stored fact of a document in the question's scope. */
export type ScopeFact = Fact & { documentId: string; documentName: string }

/** Where a value stands: a fact, or a number a reader found. */
type Span = Pick<ScopeFact, 'documentId' | 'documentName' | 'page' | 'start' | 'end'>

/** The line a value stands on, as a citation (its quote is exactly the page's text there). */
function lineCitation(fact: Span, page: SourcePage, n: number): AnswerCitation {
  const text = page.text
  let start = text.lastIndexOf('\n', fact.start - 1) + 1
  let end = text.indexOf('\n', fact.end)
  if (end === -1) end = text.length
  if (end - start > 300) {
    start = Math.max(start, fact.start - 120)
    end = Math.min(end, fact.end + 120)
  }
  while (start < fact.start && /\s/.test(text[start]!)) start++
  while (end > fact.end && /\s/.test(text[end - 1]!)) end--
  return {
    n,
    documentId: fact.documentId,
    documentName: fact.documentName,
    page: fact.page,
    start,
    end,
    quote: text.slice(start, end),
  }
}

function factLine(asked: Asked, facts: ScopeFact[]): string {
  const first = facts[0]!
  if (asked.separate) return separateLine(facts)
  const role = FACT_ROLE_LABELS[first.role]
  const values = facts.map((f) => f.display).join('; ')
  const label = first.kind === 'judge' && role ? `Judge (${role})` : asked.label
  return `${label}: ${values}`
}

/**
 * The judges of separate opinions, by part: "Judges (dissenting): Kane; Rowe", and for "who
 * wrote separately" each part in turn ("Judge (concurring): Donnelly. Judge (dissenting): Kane").
 */
function separateLine(facts: ScopeFact[]): string {
  const roles = [...new Set(facts.map((f) => f.role))]
  return roles
    .map((role) => {
      const names = facts.filter((f) => f.role === role).map((f) => f.display)
      return `${names.length > 1 ? 'Judges' : 'Judge'} (${FACT_ROLE_LABELS[role]}): ${names.join('; ')}`
    })
    .join('. ')
}

// The words of a ruling, as an order or opinion states it.
const RULED =
  /\b(?:grant\w*|den(?:y|ied|ies)|dismiss\w*|affirm\w*|revers\w*|vacat\w*|remand\w*|sustain\w*|overrul\w*|allow(?:ed|s)|approv\w*|enjoin\w*|stay(?:ed|s)?|moot|ORDERED|ADJUDGED)\b/i

const ASKS_WHO = /\b(?:who|whom|whose|which|name|named|identify)\b/i

const ASKS_DAY = /\b(?:dates?|days?|exact(?:ly)?)\b/i

/**
 * The facts an answer states: a party question lists the side's names, "the respondent judges"
 * all the judges sued, "who dissented" all the dissent's judges, and a date its days written
 * together; other kinds give the one fact.
 */
function shownFacts(
  asked: Asked,
  best: ScopeFact,
  ranked: ScopeFact[],
  facts: ScopeFact[],
  pageText: string,
): ScopeFact[] {
  const ofBest = ranked.filter((f) => f.documentId === best.documentId)
  // Asked of no one side ("Who sued whom?", "Who are the parties?"), every side answers.
  if (best.kind === 'party' && asked.roles.length === 0) {
    return ofBest.filter((f) => f.kind === 'party')
  }
  if (best.kind === 'party') return ofBest.filter((f) => f.role === best.role)
  // The ranking kept only the parts asked: every judge of them answers.
  if (asked.separate) return ofBest
  if (asked.judgeAsParty && judgeIsParty(best, facts)) {
    return ofBest.filter((f) => judgeIsParty(f, facts))
  }
  if (best.kind === 'date') {
    return joinedDays(
      best,
      facts.filter((f) => f.documentId === best.documentId && f.kind === 'date'),
      pageText,
    )
  }
  return [best]
}

/**
 * The answer to a question of fact from the facts of the documents it names, or null when the
 * facts do not answer it (the caller then answers extractively).
 */
function answerFactQuestion(
  question: string,
  asked: Asked | null,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  if (!asked || facts.length === 0 || named.length === 0) return null
  if (asked.decision) return decisionAnswer(question, pages, named, options)
  if (asked.counsel) return counselAnswer(question, pages, facts, named, options)
  if (asked.kinds[0] === 'docket') {
    const other = otherDocketAnswer(question, pages, facts, named, options)
    if (other) return other
  }
  let ranked = rankFacts(question, asked, pages, facts, named)
  // No day answers "when": a month the papers name may ("until May 2022"), unless the question
  // asks for the day itself ("On what date …?", "what day in June 2002").
  if (ranked.length === 0 && asked.kinds.includes('date') && !ASKS_DAY.test(question))
    ranked = rankFacts(question, asked, pages, monthFacts(pages, named), named)
  const best = ranked[0]?.fact
  if (!best) return null
  const page = pages.find((p) => p.documentId === best.documentId && p.page === best.page)
  if (!page) return null
  const { shown, printed } = withFullJudgeNames(
    shownFacts(
      asked,
      best,
      ranked.map((x) => x.fact),
      facts,
      page.text,
    ),
    pages,
  )
  const [first, ...support] = withSupport(question, pages, lineCitation(best, page, 1), options)
  // A judge's full name the answer states is cited where its paper prints it.
  const printedAt = printed
    .map(({ page: at, start, end }) => lineCitation({ ...at, page: at.page, start, end }, at, 0))
    .filter((c) => !(c.page === first!.page && c.start < first!.end && first!.start < c.end))
  const citations = [first!, ...printedAt, ...support]
    .slice(0, Math.max(1, Math.floor(options?.maxCitations ?? 5)))
    .map((c, i) => ({ ...c, n: i + 1 }))
  const parts = [
    `${OFFLINE_PREFACE}\n\n`,
    `${factLine(asked, shown)} [1]\n`,
    ...(citations.length > 1 ? ['\nSupporting passages:\n'] : []),
    ...citations.slice(1).map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`),
  ]
  return { found: true, parts, citations }
}

const DATE_LIKE =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d|\b\d{1,2}\/\d{1,2}\b|\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tomorrow|yesterday)\b|\b(?:19|20)\d{2}\b/i

/** The answer's first citation: the passage a reader found, quoted at its span. */
function firstCitation(found: { page: SourcePage; start: number; end: number }): AnswerCitation {
  return {
    n: 1,
    documentId: found.page.documentId,
    documentName: found.page.documentName,
    page: found.page.page,
    start: found.start,
    end: found.end,
    quote: found.page.text.slice(found.start, found.end),
  }
}

/** "How did the court rule?": the disposition of the named documents, cited, then support. */
function decisionAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const found = findDisposition(
    question,
    pages.filter((p) => named.includes(p.documentId)),
  )
  if (!found) return null
  const first = firstCitation(found)
  const citations = withSupport(question, pages, first, options)
  return {
    found: true,
    parts: [
      `${OFFLINE_PREFACE}\n\n`,
      `Decision: ${found.outcome} [1]\n`,
      ...(citations.length > 1 ? ['\nSupporting passages:\n'] : []),
      ...citations.slice(1).map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`),
    ],
    citations,
  }
}

/** "Who signed the complaint?", "Who argued for the government?": the lawyer, cited, then support. */
function counselAnswer(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const parties = facts
    .filter((f) => f.kind === 'party' && named.includes(f.documentId))
    .map((f) => f.value)
  const found = findCounsel(
    question,
    pages.filter((p) => named.includes(p.documentId)),
    parties,
  )
  if (!found) return null
  const first = firstCitation(found)
  const what = [found.title, found.forWhom && `for ${found.forWhom}`].filter(Boolean).join(', ')
  const citations = withSupport(question, pages, first, options)
  return {
    found: true,
    parts: [
      `${OFFLINE_PREFACE}\n\n`,
      `Counsel: ${found.name}${what ? ` (${what})` : ''} [1]\n`,
      ...(citations.length > 1 ? ['\nSupporting passages:\n'] : []),
      ...citations.slice(1).map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`),
    ],
    citations,
  }
}

/**
 * "What is the FTC docket number …?": the number another court or an agency gave the matter,
 * where a label names its owner ("not found" when none does); null when the question names no
 * such owner, or the named paper is that court's own (its own docket then answers).
 */
function otherDocketAnswer(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const own = pages.filter((p) => named.includes(p.documentId))
  const owner = numberOwner(question, own)
  if (!owner) return null
  const ownCourt = facts.some(
    (f) =>
      named.includes(f.documentId) &&
      f.kind === 'court' &&
      f.role === 'this' &&
      owner.test(f.value),
  )
  if (ownCourt) return null
  const found = findOtherDocket(owner, own)
  // Asked for another court's or agency's number, the case's own docket is no answer.
  if (!found) return { found: false }
  const citations = withSupport(
    question,
    pages,
    lineCitation(
      {
        documentId: found.page.documentId,
        documentName: found.page.documentName,
        page: found.page.page,
        start: found.start,
        end: found.end,
      },
      found.page,
      1,
    ),
    options,
  )
  return {
    found: true,
    parts: [
      `${OFFLINE_PREFACE}\n\n`,
      `Docket number: ${found.value} [1]\n`,
      ...(citations.length > 1 ? ['\nSupporting passages:\n'] : []),
      ...citations.slice(1).map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`),
    ],
    citations,
  }
}

/** The first citation, then the extractive engine's passages of its document that do not repeat it. */
function withSupport(
  question: string,
  pages: SourcePage[],
  first: AnswerCitation,
  options?: { maxCitations?: number },
): AnswerCitation[] {
  const citations = [first]
  const max = Math.max(1, Math.floor(options?.maxCitations ?? 5))
  const support = answerExtractive(
    question,
    pages.filter((p) => p.documentId === first.documentId),
    { maxCitations: max },
  )
  if (support.found) {
    for (const c of support.citations) {
      if (citations.length >= max) break
      const overlaps = c.page === first.page && c.start < first.end && first.start < c.end
      if (!overlaps) citations.push({ ...c, n: citations.length + 1 })
    }
  }
  return citations
}

/** An extractive answer as the answer's text shows it: the quotes, numbered. */
function quotedAnswer(citations: AnswerCitation[]): OfflineAnswer {
  const numbered = citations.map((c, i) => ({ ...c, n: i + 1 }))
  return {
    found: true,
    parts: [`${OFFLINE_PREFACE}\n\n`, ...numbered.map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`)],
    citations: numbered,
  }
}

/**
 * The extractive answer of a question that names its case, from that case's papers: a passage
 * of another case that shares more of the question's words does not answer it. The matter's
 * passages are ranked first (the words' rarity is the matter's); when none of the named papers
 * is among them, the named papers are asked alone. A question no fact answers ("Who was appointed
 * Monitor in Doe v. Roe?") asks the named papers first without the case's name, which every
 * caption of the case holds; a question of fact keeps it, so that a paper silent on the fact
 * still answers "not found".
 */
function ownCaseAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
  ofFact = false,
): OfflineAnswer {
  if (named.length > 0 && !ofFact) {
    // Within the named case, its name is in every caption: the question's other words find the
    // passage ("Who was appointed Monitor in Doe v. Roe?" is answered where "appointed Monitor" is).
    const asked = withoutCaseName(question)
    const own = pages.filter((p) => named.includes(p.documentId))
    if (asked !== question && own.length > 0) {
      const answer = answerExtractive(asked, own, options)
      if (answer.found) return answer
    }
  }
  const answer = answerExtractive(question, pages, options)
  if (named.length === 0) return answer
  if (answer.found) {
    const own = answer.citations.filter((c) => named.includes(c.documentId))
    if (own.length > 0) return quotedAnswer(own)
  }
  const own = pages.filter((p) => named.includes(p.documentId))
  return own.length > 0 ? answerExtractive(question, own, options) : answer
}

/**
 * Whether a quote holds a date of this case's events: a date inside a legal citation ("151
 * F.T.C. 162 (Mar. 11, 2011)") is when another case was decided, no answer to "when was … filed".
 */
function holdsDate(quote: string): boolean {
  let text = quote
  for (const r of citationRanges(quote)) {
    text = text.slice(0, r.start) + ' '.repeat(r.end - r.start) + text.slice(r.end)
  }
  return findDates(text).length > 0 || DATE_LIKE.test(text)
}

/** Whether a quote holds a value of the kind asked for (a judge's name, a date, a number, money). */
const HOLDS: Partial<Record<Fact['kind'], (quote: string, parties: string[]) => boolean>> = {
  // A judge the caption names as a party ("v. The Honorable John S. Waters") is no answer.
  judge: (quote, parties) =>
    findJudges(quote).some((j) => !parties.some((p) => sameSurname(j.value, p))) ||
    /\b(?:J\.|JJ\.|Judge|Justice|Chancellor|Magistrate|Referee)\b/.test(quote) ||
    // Registers of actions and dockets: "Judicial Officer: STEPHENS, CYNTHIA".
    /\bJudicial\s+Officer\b/i.test(quote),
  court: (quote) => findCourts(quote).length > 0 || /\bCourt\b/i.test(quote),
  docket: (quote) => findCaseNumbers(quote).length > 0 || /\bNo\.?\s*[\w-]*\d/.test(quote),
  filingDate: (quote) => holdsDate(quote),
  date: (quote) => holdsDate(quote),
  amount: (quote) =>
    findAmounts(withoutDocketDemand(quote)).length > 0 || /\d\s*(?:%|percent\b)/i.test(quote),
}

/** A citation's quote with the rest of its lines: a judge's title may follow the name cited. */
function citedContext(pages: SourcePage[], c: AnswerCitation): string {
  const page = pages.find((p) => p.documentId === c.documentId && p.page === c.page)
  if (!page) return c.quote
  const end = page.text.indexOf('\n', c.end + 1)
  return page.text.slice(Math.max(0, c.start - 80), end < 0 ? undefined : end)
}

/**
 * The associate's offline answer: from the facts when the question is one of fact; otherwise
 * extractive. A question of fact about a case the scope holds, which the facts do not answer,
 * takes an extractive answer only when its first quote holds a value of the kind asked ("Which
 * judge signed the order?" is not answered by the caption's party lines): else "not found".
 */
export function answerOffline(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  options?: { maxCitations?: number },
): OfflineAnswer {
  const asked = askedOf(question)
  const named = facts.length > 0 ? namedDocuments(question, pages, facts) : []
  const fromFacts = answerFactQuestion(question, asked, pages, facts, named, options)
  // A judge of another kind than asked ("Which immigration judge …" answered by the district
  // judge's caption line) is no answer: the passages may still name the one asked.
  const otherJudge =
    fromFacts?.found === true &&
    asked?.kinds[0] === 'judge' &&
    !judgeTitleSaid(question, citedContext(pages, fromFacts.citations[0]!))
  if (fromFacts && !otherJudge) return fromFacts
  // Who appears or signed for a case the scope holds is read from its signature blocks and
  // appearance lines: a passage that names none (a docket's party list, a table of authorities)
  // does not say who the lawyer is.
  if (asked?.counsel && named.length > 0 && ASKS_WHO.test(question)) return { found: false }
  const answer = ownCaseAnswer(question, pages, named, options, asked !== null)
  if (!answer.found || !asked || facts.length === 0) return answer
  // "How did the court rule?" is not answered by a passage that states no ruling ("THIS MATTER
  // comes before the Court on a motion for summary judgment").
  if (asked.decision && named.length > 0 && !RULED.test(answer.citations[0]!.quote))
    return { found: false }
  const holds = HOLDS[asked.kinds[0]!]
  if (!holds || asked.kinds[0] === 'party') return answer
  const first = answer.citations[0]!
  const parties = facts
    .filter((f) => f.documentId === first.documentId && f.kind === 'party')
    .map((f) => f.value)
  if (!holds(first.quote, parties)) return { found: false }
  if (asked.kinds[0] === 'judge' && !judgeTitleSaid(question, first.quote)) {
    // Asked for a magistrate (or another kind of judge), the passage that names one answers,
    // sought in the named case's papers without its name (a docket's entries do not repeat it).
    const own = ownCaseAnswer(question, pages, named, options)
    const titled = [...answer.citations, ...(own.found ? own.citations : [])].filter(
      (c, i, all) =>
        judgeTitleSaid(question, c.quote) &&
        all.findIndex((o) => o.documentId === c.documentId && o.start === c.start) === i,
    )
    return titled.length > 0 ? quotedAnswer(titled.slice(0, 5)) : { found: false }
  }
  // "When was leave to appeal granted?": the permission is its own event; a passage that does not
  // say "leave" dates the appeal or something else (see factRank's rule for dated facts).
  if (asked.kinds.includes('date') && !permissionSaid(question, first.quote))
    return { found: false }
  if (asked.kinds.includes('date') && !eventDated(question, first.quote, first.documentName))
    return { found: false }
  if (asked.kinds.includes('date') && !passageDatesPaper(asked, first, facts))
    return { found: false }
  if (asked.kinds.includes('date') && noticeOnly(question, first.quote)) return { found: false }
  return answer
}

/**
 * Whether a passage may date the paper a question dates ("When was the complaint filed?"): in a
 * paper of another known type (a stipulation, an order), only a passage that names that paper
 * does; a stipulation's "On August 4, 2020, the parties entered into an agreement" dates no
 * complaint.
 */
function passageDatesPaper(asked: Asked, first: AnswerCitation, facts: ScopeFact[]): boolean {
  if (!asked.paper) return true
  const type = facts.find((f) => f.documentId === first.documentId && f.kind === 'documentType')
  if (!type || isPaper(asked.paper, type.value)) return true
  return paperSaid(asked.paper, first.quote, true)
}
