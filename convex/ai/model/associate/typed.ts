// The associate answers the question asked (issue 27): a question of fact (who, which court,
// which number, when, how much) is answered from the facts layer first, the fact with its
// citation on the line that states it, then supporting quotes from the extractive engine. The
// case is found by the question's rare words (names) in each document's parties, name and
// caption; a question naming no document in scope falls back to the extractive engine, whose
// honest "not found" stays as it was, unless it asks what a caption states in a matter of one
// case (oneCase.ts): then that case is the one asked of. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { FACT_ROLE_LABELS } from '../../../../shared/factValidators'
import { appealDocketDateAnswer } from './appealDocketDated'
import { askedOf, type Asked } from './asked'
import { otherCourtAnswer } from './courtElsewhere'
import { countAnswer } from './countAsked'
import { decidedByFits } from './decidingCourt'
import { scheduledEventSaid } from './dateFits'
import { docketBelowAnswer } from './docketBelow'
import { docketCauseAnswer } from './docketCause'
import { letterPersonAnswer } from './letterPeople'
import { isPaper, joinedDays } from './dated'
import { entryDateAnswer, noticeFiledAnswer } from './entryDated'
import { eventBeforeDate, eventDated } from './eventDated'
import { judgeIsParty, rankFacts, withoutAsides } from './factRank'
import { judgeInPassage } from './judgeInPassage'
import { authoredByAnswer } from './authoredBy'
import { lawAnswer } from './lawNamed'
import { otherEventDated, paperSaid } from './paperDated'
import { appointeeUnnamed, citedContext, HOLDS } from './passageHolds'
import { withFullJudgeNames } from './judgeFullName'
import { monthFacts } from './months'
import { onlyFilingFees, onlySought } from './moneyNamed'
import { namedDocuments } from './naming'
import { unnamedCase } from './oneCase'
import { asksCaseFiled, noticeDatesOtherEntry } from './noticeDated'
import { noticeFilerAnswer } from './noticeFiler'
import { judgeTitleSaid } from './qualifier'
import { permissionSaid, rulingQuoted } from './rulingAsked'
import { veteransAppealAnswer } from './veteransAppeal'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'
import {
  citedCaseAnswer,
  counselAnswer,
  decisionAnswer,
  entryNumberAnswer,
  findingAnswer,
  lineCitation,
  officialAnswer,
  otherDocketAnswer,
  ownCaseAnswer,
  quotedAnswer,
  withSupport,
} from './typedAnswers'

/** A stored fact of a document in the question's scope. */
export type ScopeFact = Fact & { documentId: string; documentName: string }

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

// "Did the court grant the injunction?", "Was the motion to dismiss denied?": a ruling asked yes
// or no, which only a passage that states a ruling answers (a motion's docket row does not).
const RULING_YES_NO =
  /^\W*(?:did|does|has|had|was|were|is)\b[^?]*\b(?:grant\w*|den(?:y|ied|ies)|dismiss\w*|affirm\w*|revers\w*|vacat\w*|remand\w*|approv\w*|enjoin\w*|certif\w*)\b/i
const RULED_OR_CERTIFIED = new RegExp(`${RULED.source}|\\bcertif\\w*`, 'i')

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
  if (asked.decision) {
    // "How did the Second Circuit decide?" is not answered by the district court's own rulings.
    const decided = decisionAnswer(question, pages, named, options)
    const first = decided?.found ? decided.citations[0] : undefined
    return first && !decidedByFits(question, first.documentId, first.quote, facts) ? null : decided
  }
  if (asked.counsel) return counselAnswer(question, pages, facts, named, options)
  if (asked.kinds[0] === 'docket') {
    const other = otherDocketAnswer(question, pages, facts, named, options)
    if (other) return other
  }
  // Another case the papers cite by name and number ("the related case Roe v. Doe, No. …").
  const cited =
    asked.kinds[0] === 'docket' ? citedCaseAnswer(question, pages, facts, named, options) : null
  if (cited && !cited.ownCase) return cited.answer
  // A notice's transaction date dates the entry it reports, not the case asked of.
  if (asksCaseFiled(question, asked)) facts = facts.filter((f) => !noticeDated(f, pages))
  let ranked = rankFacts(question, asked, pages, facts, named)
  // No date's sentence says the event without the case's description: with it, one may.
  if (ranked.length === 0 && withoutAsides(question) !== question)
    ranked = rankFacts(question, asked, pages, facts, named, true)
  // No day answers "when": a month the papers name may ("until May 2022"), unless the question
  // asks for the day itself ("On what date …?", "what day in June 2002").
  if (ranked.length === 0 && asked.kinds.includes('date') && !ASKS_DAY.test(question))
    ranked = rankFacts(question, asked, pages, monthFacts(pages, named), named)
  const best = ranked[0]?.fact
  if (!best) return cited?.answer ?? null
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
  return findingAnswer(factLine(asked, shown), citations)
}

/** Whether a date fact is a notice's transaction date for an entry that does not open the case. */
function noticeDated(fact: ScopeFact, pages: SourcePage[]): boolean {
  if (fact.kind !== 'date' && fact.kind !== 'filingDate') return false
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  return page !== undefined && noticeDatesOtherEntry(page, fact.start)
}

/** Whether a citation quotes a notice's transaction line for an entry that does not open the case. */
function quotesNoticeDate(c: AnswerCitation, pages: SourcePage[]): boolean {
  const page = pages.find((p) => p.documentId === c.documentId && p.page === c.page)
  return page !== undefined && noticeDatesOtherEntry(page, c.start, c.end)
}

type CaseReader = (
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
) => OfflineAnswer | null

/**
 * Readers of the named case's own papers, tried in order before the facts; the first that answers
 * is the answer.
 */
const CASE_PAGE_READERS: CaseReader[] = [
  // An official sued by title ("Which Shelby County District Attorney is named as a defendant?")
  // is the person the papers name in that office.
  officialAnswer,
  // "What cause of action is listed on the docket?": the docket sheet's "Cause:" field.
  docketCauseAnswer,
  // "Which lower court decided X?": a docket page's "Lower Ct:" or "Appeal From:" field.
  docketBelowAnswer,
  // "When was the appeal docketed?", "When did the district court enter judgment?": a court of
  // appeals' docket's "Docketed:" and its court below's "Date Order/Judgment:" fields.
  appealDocketDateAnswer,
  // A letter's addressee and signer: its address block, salutation and closing.
  letterPersonAnswer,
  // A motion's entry on the docket ("at what ECF number is the motion to dismiss?"), however asked.
  entryNumberAnswer,
  // "When was docket entry 17 filed?": the docket row numbered 17, or the notice of that number.
  entryDateAnswer,
  // "When was the motion for summary judgment filed?" of the notice that reports it.
  noticeFiledAnswer,
  // "Who filed document 18?": the notice of that entry's "Filer:" line.
  noticeFilerAnswer,
  // A Board of Veterans' Appeals decision's regional office and the veteran's representative.
  veteransAppealAnswer,
]

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
  options?: { maxCitations?: number; matterDockets?: readonly string[] },
): OfflineAnswer {
  const asked = askedOf(question)
  let named = facts.length > 0 ? namedDocuments(question, pages, facts) : []
  // Naming no case, a question of what a caption states asks of the matter's one case.
  if (named.length === 0 && facts.length > 0) {
    named = unnamedCase(question, asked, pages, facts, options?.matterDockets)
  }
  const answer = answerAsked(question, asked, named, pages, facts, options)
  if (answer.found || asked?.kinds[0] !== 'judge' || named.length === 0) return answer
  // A judge named only in running text (a line break inside the name): a passage naming one.
  const parties = facts.filter((f) => f.kind === 'party').map((f) => f.value)
  return (
    judgeInPassage(question, asked, pages, named, parties) ??
    // Or one the papers say wrote the paper asked of ("opinion of the court by Judge Roe").
    authoredByAnswer(question, asked, pages, named) ??
    answer
  )
}

/** The answer from the named case's readers, the facts, then the passages (see answerOffline). */
function answerAsked(
  question: string,
  asked: Asked | null,
  named: string[],
  pages: SourcePage[],
  facts: ScopeFact[],
  options?: { maxCitations?: number },
): OfflineAnswer {
  if (named.length > 0) {
    for (const read of CASE_PAGE_READERS) {
      const answer = read(question, pages, named, options)
      if (answer) return answer
    }
  }
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
  // "Which statute …" of a named case is answered by the line that names the law.
  const answer = lawAnswer(
    ownCaseAnswer(question, pages, named, options, asked !== null),
    question,
    pages,
    facts,
    named,
  )
  // "How many days …?" of a named case: a passage that states a number of days answers.
  const counted = countAnswer(question, answer, pages, named, options)
  if (counted) return counted
  // Another court ("To which court does X seek to transfer?") is sought in the named case's
  // passages that name one, whether or not the plain answer found any.
  if (asked?.otherCourt && named.length > 0 && facts.length > 0) {
    const plain = answer.found ? answer.citations : []
    return otherCourtAnswer(plain, question, pages, facts, named)
  }
  // "Whom did the court appoint as next friend?" is not answered by a passage that names no one.
  if (
    answer.found &&
    named.length > 0 &&
    appointeeUnnamed(
      question,
      answer.citations.slice(0, 3).map((c) => c.quote),
    )
  )
    return { found: false }
  if (
    answer.found &&
    named.length > 0 &&
    RULING_YES_NO.test(question) &&
    !answer.citations.slice(0, 3).some((c) => RULED_OR_CERTIFIED.test(c.quote))
  )
    return { found: false }
  if (!answer.found || !asked || facts.length === 0) return answer
  // "When was Roe v. Doe filed?" is not answered by a notice's transaction line for a later entry.
  if (asksCaseFiled(question, asked) && quotesNoticeDate(answer.citations[0]!, pages))
    return { found: false }
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
  if (!holds(withoutBlankNumbers(first.quote), parties)) return { found: false }
  // "What amount did the court award?" is not answered by the motion's "in an amount exceeding".
  // Nor by the complaint's "Filing fee $ 400" when it asks of attorneys' fees.
  if (
    asked.kinds[0] === 'amount' &&
    (onlySought(question, first.quote) || onlyFilingFees(question, first.quote))
  )
    return { found: false }
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
  if (!asked.kinds.includes('date') || datesAskedEvent(question, asked, first, facts)) return answer
  // The case's name drew the passage that names the case ("Lovins v. Pleasant Hill … and Hugh
  // Graham … was filed on June 4, 1999"): the event's own sentence is sought without it ("Hugh
  // Graham was dismissed as a defendant by Order of the Court on February 11, 2000").
  const unnamed = ownCaseAnswer(question, pages, named, options)
  const again = unnamed.found ? unnamed.citations[0]! : undefined
  return again &&
    named.includes(again.documentId) &&
    holds(withoutBlankNumbers(again.quote), parties) &&
    datesAskedEvent(question, asked, again, facts) &&
    eventBeforeDate(question, again.quote)
    ? unnamed
    : { found: false }
}

/**
 * Whether a passage dates the event a "when" question asks of: "When was leave to appeal
 * granted?" needs "leave" said (the permission is its own event; see factRank's rule for dated
 * facts); the event must be said (eventDated), of the paper asked, and not another event's date.
 */
function datesAskedEvent(
  question: string,
  asked: Asked,
  quote: AnswerCitation,
  facts: ScopeFact[],
): boolean {
  return (
    permissionSaid(question, quote.quote) &&
    // "On what date is the jury trial set?" is dated where a trial is said, not by the grand
    // jury's indictment.
    scheduledEventSaid(question, quote.quote, quote.documentName) &&
    rulingQuoted(question, quote.quote) &&
    eventDated(question, quote.quote, quote.documentName) &&
    passageDatesPaper(asked, quote, facts) &&
    !otherEventDated(question, quote.quote)
  )
}

// A number the paper leaves blank for the clerk to fill: a Supreme Court application's "No. 24A"
// printed before the court numbers it, a complaint's "Case No. ____".
const BLANK_NUMBER = /\bNo\.?\s*(?:\d{2}A(?![\w-])|_{2,})/g

/** A quote without its blank numbers: "No. 24A" is no number the question may be answered by. */
export const withoutBlankNumbers = (quote: string) => quote.replace(BLANK_NUMBER, ' ')

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
