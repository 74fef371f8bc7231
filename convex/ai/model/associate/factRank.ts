// How well each stored fact answers a question of fact: its kind and role in the order the
// question asks, a dated event's or an amount's sentence against the question's words, the label
// just before an amount, a deadline's "by", the clause nearest a date. A judge the caption names
// as a party is a respondent, not the one who wrote the paper. Pure.
import { actTitledPapers } from './actTitled'
import type { Asked } from './asked'
import {
  amountNounStems,
  dateWithin,
  eventStems,
  initialsShared,
  isPaper,
  ownDateAnswers,
  titledPapers,
  amendedPapers,
  withoutCourtFormula,
  withoutCourtNames,
} from './dated'
import { datesNamedThing, datesOtherPaper } from './dateClause'
import { asksSpanEnd, prejudiceOpposed, scheduledEventSaid, spanEndSaid } from './dateFits'
import { latestSpanRaised } from './spanLatest'
import { otherEventDated, otherPaperBefore, paperSaid } from './paperDated'
import { hearingOpened } from './eventTie'
import { otherEventFact } from './factTie'
import { fieldContext, titledRow } from './fieldDated'
import { judgeMayAnswer } from './judgeRole'
import { judgeOfAskedBench } from './judgeAsked'
import { ASKING, nameTerms } from './naming'
import { isAppellateCourt } from './qualifier'
import { filingFeeOnly, MONEY_SPAN, moneyNamed } from './moneyNamed'
import { contentStemSet, sameWord, tokenize } from './terms'
import {
  ceilingOnly,
  clauseScore,
  docketFits,
  labelScore,
  rowContext,
  soughtLoss,
  textAfter,
  textBefore,
} from './factContext'
import { APPEAL_RULED, permissionSaid, RULING_SAID, rulingRow } from './rulingAsked'
import type { SourcePage } from './types'
import type { ScopeFact } from './typed'

/** Whether a set of stems holds a word in another form of the stem (`sameWord`). */
function sharesWord(stems: Set<string>, stem: string): boolean {
  for (const s of stems) if (sameWord(stem, s)) return true
  return false
}

/** How well a fact answers: its kind and role in the asked order, its context's fit, its confidence. */
function factScore(
  fact: ScopeFact,
  asked: Asked,
  questionStems: Set<string>,
  question: string,
): number {
  const kindRank = asked.kinds.indexOf(fact.kind)
  if (kindRank === -1) return -1
  let score = 2 - kindRank
  if (asked.roles.length > 0) {
    const roleRank = asked.roles.indexOf(fact.role)
    if (roleRank === -1) return -1
    score += 1 - roleRank * 0.25
  }
  // A split vote is asked of ("concurred in part and dissented in part"): a whole dissent is not one.
  if (asked.inPart && fact.kind === 'judge' && !/\bin\s+part\b/i.test(fact.context)) return -1
  if (asked.courtWords) score += asked.courtWords.test(fact.value) ? 1 : -1.5
  if (asked.courtMust && fact.kind === 'court' && !asked.courtMust.test(fact.value)) return -1
  if (fact.kind === 'date' || fact.kind === 'amount') {
    // A dated event or an amount answers only what its sentence speaks of.
    const context = contentStemSet(withoutCourtFormula(fact.context))
    // The event asked in another word form ("deposed" of a "NOTICE OF DEPOSITION") is shared too.
    let shared = 0
    for (const s of questionStems) if (context.has(s) || sharesWord(context, s)) shared++
    // What the date or amount is for may be written in initials ("Date NOA filed: 7/7/97").
    shared += initialsShared(fact.context, question)
    // "When were the motions heard?" of "On Friday, October 26, 2007, at 9:30 a.m., …".
    if (shared === 0 && hearingOpened(question, fact.context)) shared = 1
    if (shared === 0) return -1
    score += shared * 0.6
  }
  if (fact.kind === 'filingDate' && !asked.ownDate) score -= 1.5
  return score + fact.confidence * 0.5 - fact.page * 0.01
}

/** A person's surname in lower case, without a generational suffix or punctuation. */
export const surname = (name: string) =>
  name
    .replace(/,?\s+(?:Jr|Sr|II|III|IV)\.?$/i, '')
    .split(/\s+/)
    .pop()!
    .toLowerCase()
    .replace(/[^\p{L}'’-]/gu, '')

/**
 * Whether a judge fact names one of its document's parties: a judge sued in mandamus or
 * prohibition ("State ex rel. … v. The Honorable John S. Waters") is a respondent, not the one
 * who wrote or signed the paper.
 */
export function judgeIsParty(fact: ScopeFact, facts: ScopeFact[]): boolean {
  if (fact.kind !== 'judge') return false
  return facts.some(
    (f) =>
      f.documentId === fact.documentId && f.kind === 'party' && sameSurname(fact.value, f.value),
  )
}

/** Whether a party's name holds a judge's surname ("Waters" in "The Honorable John S. Waters"). */
export function sameSurname(judge: string, party: string): boolean {
  const name = surname(judge)
  if (name.length < 3) return false
  return tokenize(party).some((t) => t.word === name)
}

const DEADLINE =
  /^\s*(?:by\s+(?:what|which)\s+(?:[\p{L}-]+\s+)?(?:date|day|time|deadline)|by\s+when|no\s+later\s+than\s+when)\b/iu

const SPAN_END = /\b(?:until|till|through)\s+when\b/i

const isDate = (fact: ScopeFact) => fact.kind === 'date' || fact.kind === 'filingDate'

/**
 * What a paper's own date gains when the question names that paper: it answers before any event
 * the paper recounts ("When was the complaint filed?" of a complaint that tells of an earlier
 * administrative complaint "filed … and closed on May 13").
 */
const PAPER_OWN_DATE = 3

// A trial court's own paper is signed by its trial judge: "Who is the trial judge?" is answered by
// the author of an order of a trial court (a county, district, superior, circuit or chancery court),
// not by an appellate court's author (whose paper names a court below, or calls itself appellate).
const TRIAL_COURT =
  /\b(?:district|superior|county|chancery|common\s+pleas|family|probate|municipal|circuit\s+court\s+(?:of|for)\s+\w+\s+county)\b|\bsupreme\s+court\s+of\s+the\s+state\s+of\s+new\s+york\b/i
const APPEALS_COURT = /\bappe(?:al|llate)|\bcircuit\s+court\s+of\s+appeals\b/i

/** A trial paper's author, as the trial judge the question asks for; any other fact as it is. */
function asTrialJudge(fact: ScopeFact, asked: Asked, facts: ScopeFact[]): ScopeFact {
  if (fact.kind !== 'judge' || fact.role !== 'author' || !asked.roles.includes('trial')) return fact
  const own = facts.filter((f) => f.documentId === fact.documentId && f.kind === 'court')
  const trial =
    own.length > 0 &&
    own.every((f) => f.role === 'this' && TRIAL_COURT.test(f.value) && !APPEALS_COURT.test(f.value))
  return trial ? { ...fact, role: 'trial' } : fact
}

/**
 * The stems of the event a date question asks of: a date's sentence must speak of it, though its
 * words are asking words elsewhere ("filed"). A court the question names is who acted, not the
 * event ("When did the Court of Appeals …?"); the case's name is in every caption.
 */
export function dateEventStems(question: string): Set<string> {
  const names = new Set(nameTerms(question))
  const courtless = withoutCourtNames(question)
  return new Set([
    ...contentStemSet(
      tokenize(courtless)
        .filter((t) => !names.has(t.word) && !ASKING.has(t.word))
        .map((t) => t.word)
        .join(' '),
    ),
    ...eventStems(courtless),
  ])
}

const SIGNING_ASKED = /\bsign(?:ed|s)?\b/i
const ECF_STAMP = /\bDocument\s+\d+[-\d]*\s+Filed\b/i

// The clerk's stamp just before a date: "Document #: 16 Filed: ", "Document 36   Filed ".
const STAMPED = /\bDocument\s*(?:#:?\s*)?\d+[-\d]*\s+Filed:?\s*$/i

const CERTIFICATE = /\bhereby\s+certify\b|\bcertificate\s+of\s+service\b/i

// A scheduling order's deadline ("Opposition due by 8/27/2012", "responses are due on") dates
// what must yet be done, not what was done: it answers "when is it due", not "when did they file".
// "within the next 60 days, i.e., by March 16" is a deadline too: "by" right before a date.
const DUE_BEFORE = /\b(?:due|deadline)\b[^.;\n]{0,24}$|(?:^|[\s,(])by\s+$/i
const ASKS_DUE =
  /\b(?:due|deadlines?|by\s+(?:what|which|when)|no\s+later|must|set|sets|scheduled?|shall|until|expires?|extended)\b/i

// The words that set a deadline, in a date's sentence: "shall file … by June 1", "due on",
// "no later than", "on or before", "ordered to respond within", "until".
const DEADLINE_SAID =
  /\b(?:by|before|later\s+than|until|through|due|deadlines?|shall|must|ordered|directed|required|within|expires?|extended)\b/i

/**
 * Whether a date's sentence says a deadline, asked "By what date must …?": "Mr. Quill, on May 28,
 * 2031, petitioned for three hours" dates what was done, not what is due.
 */
function deadlineSaid(fact: ScopeFact): boolean {
  return DEADLINE_SAID.test(fact.context)
}

/** Whether a date is a deadline's and the question asks what happened, not what was due. */
export function deadlineOnly(question: string, before: string): boolean {
  return !ASKS_DUE.test(question) && DUE_BEFORE.test(before)
}

/** A question without its parentheses ("(the Oak Flat case)"), which describe the case. */
export const withoutAsides = (question: string) => question.replace(/\([^()]*\)/g, ' ')

/** The named documents' facts that answer the question, best first, each with its score. */
export function rankFacts(
  question: string,
  asked: Asked,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  keepAsides = false,
): Array<{ fact: ScopeFact; score: number }> {
  const names = new Set(nameTerms(question))
  const questionStems = contentStemSet(
    tokenize(question)
      .filter((t) => !names.has(t.word) && !ASKING.has(t.word))
      .map((t) => t.word)
      .join(' '),
  )
  // A label's words are often asking words ("civil penalty", "filing fee"): kept for labels.
  const labelStems = contentStemSet(
    tokenize(question)
      .filter((t) => !names.has(t.word))
      .map((t) => t.word)
      .join(' '),
  )
  // A parenthesis describes the case ("(the land exchange case)"), not the event dated; unless
  // the caller asks again with it when no date answered without.
  const dateStems = dateEventStems(keepAsides ? question : withoutAsides(question))
  // Likewise an amount's sentence must speak of what the money is ("award", "penalty", "fine").
  const amountStems = new Set([...questionStems, ...amountNounStems(question)])
  const typeOf = new Map(
    facts.filter((f) => f.kind === 'documentType').map((f) => [f.documentId, f.value]),
  )
  const titled = titledPapers(asked, pages, facts)
  if (asked.kinds.includes('filingDate'))
    for (const id of actTitledPapers(question, pages, facts)) titled.add(id)
  const amended = amendedPapers(question, facts)
  // Whether a document's own date answers is the document's: the paper asked for, or not.
  const askedOf = (documentId: string): Asked => {
    if (!asked.kinds.includes('filingDate')) return asked
    const type = typeOf.get(documentId)
    const own =
      (ownDateAnswers(asked, type) || titled.has(documentId)) &&
      !amended.has(documentId) &&
      (!APPEAL_RULED.test(question) || appellatePaper(documentId))
    // A paper of no known type may be the one the question names, or not: its own date still
    // answers, but after a sentence that dates the paper named ("Filed in this office on the
    // 10th day of August" on a clerk's copy of the order that ruled on the request).
    const first = own && (type !== undefined || asked.paper === undefined)
    return {
      ...asked,
      ownDate: own,
      kinds: first ? ['filingDate', 'date'] : ['date', 'filingDate'],
    }
  }
  // "When was the appeal decided?": the appellate court's ruling is dated by its own paper, not
  // by the complaint's or the trial court's, whose own dates are of other events.
  const appellatePaper = (documentId: string) =>
    facts.some(
      (f) =>
        f.documentId === documentId &&
        f.kind === 'court' &&
        f.role === 'this' &&
        isAppellateCourt(f.value),
    )
  const within = dateWithin(question)
  const isAskedPaper = (documentId: string) => {
    const type = typeOf.get(documentId)
    return (
      ((asked.paper !== undefined && type !== undefined && isPaper(asked.paper, type)) ||
        titled.has(documentId)) &&
      !amended.has(documentId)
    )
  }
  // Asked until when, a paper's latest span end supersedes its earlier ones (spanLatest.ts).
  return latestSpanRaised(
    question,
    facts
      .filter((f) => named.includes(f.documentId))
      .filter((f) => judgeMayAnswer(f, asked, question))
      .filter((f) => judgeOfAskedBench(question, f, facts, pages))
      .filter((f) => asked.judgeAsParty || !judgeIsParty(f, facts))
      .filter((f) => f.kind !== 'docket' || docketFits(question, f, facts))
      .map((fact) => ({
        fact,
        score:
          factScore(
            asTrialJudge(titledRow(rowContext(fact, pages), fact, facts), asked, facts),
            askedOf(fact.documentId),
            fact.kind === 'date' ? dateStems : fact.kind === 'amount' ? amountStems : questionStems,
            question,
          ) +
          // Asked of the judges sued ("the respondent judges"), a judge the caption names as a
          // party answers first, whatever its role.
          (asked.judgeAsParty && judgeIsParty(fact, facts) ? 1 : 0) +
          // Asked of the very paper ("When was the memorandum and order e-filed?"), its own date
          // answers before any event the paper recounts.
          (fact.kind === 'filingDate' && isAskedPaper(fact.documentId) ? PAPER_OWN_DATE : 0),
      }))
      // A fact that does not answer stays out, whatever its label; the label ranks those that do.
      .filter((x) => x.score >= 0)
      .filter(
        (x) =>
          x.fact.kind !== 'date' || permissionSaid(question, rowContext(x.fact, pages).context),
      )
      .filter((x) => rulingRow(x.fact, pages, question))
      // Asked when the appeal was decided, a date answers where a ruling is said: the notice of
      // appeal's row and "appeal from an order dated …" date the appeal's taking, not its end.
      .filter(
        (x) =>
          x.fact.kind !== 'date' ||
          !APPEAL_RULED.test(question) ||
          RULING_SAID.test(rowContext(x.fact, pages).context),
      )
      .filter((x) => !ceilingOnly(x.fact, pages, question))
      .filter(
        (x) =>
          x.fact.kind !== 'amount' ||
          moneyNamed(question, `${x.fact.context} ${textBefore(x.fact, pages, MONEY_SPAN)}`),
      )
      .filter(
        (x) => x.fact.kind !== 'amount' || !filingFeeOnly(question, textBefore(x.fact, pages)),
      )
      .filter((x) => !isDate(x.fact) || !deadlineOnly(question, textBefore(x.fact, pages)))
      .filter((x) => x.fact.kind !== 'date' || !DEADLINE.test(question) || deadlineSaid(x.fact))
      // "the May 5, 2031 primary election ballot" names the election, not the event asked.
      .filter(
        (x) =>
          x.fact.kind !== 'date' ||
          (!datesNamedThing(question, textBefore(x.fact, pages), textAfter(x.fact, pages)) &&
            !datesOtherPaper(question, textBefore(x.fact, pages), textAfter(x.fact, pages))),
      )
      // "What trial date was set?" is dated where a trial is said; "… dismissed with prejudice?"
      // not by a dismissal without; "Until when …?" by the date "until" or "set for" governs.
      .filter(
        (x) =>
          !isDate(x.fact) ||
          (scheduledEventSaid(
            question,
            rowContext(x.fact, pages).context,
            pages.find((p) => p.documentId === x.fact.documentId)?.documentName,
          ) &&
            !prejudiceOpposed(question, rowContext(x.fact, pages).context) &&
            (!asksSpanEnd(question) || spanEndSaid(textBefore(x.fact, pages)))),
      )
      .filter(
        (x) =>
          x.fact.kind !== 'date' ||
          !asked.paper ||
          paperSaid(
            asked.paper,
            rowContext(x.fact, pages).context,
            typeOf.has(x.fact.documentId) && !isAskedPaper(x.fact.documentId),
          ),
      )
      .filter(
        (x) =>
          x.fact.kind !== 'date' ||
          ((!asked.paper || !otherPaperBefore(asked.paper, textBefore(x.fact, pages))) &&
            !otherEventDated(
              question,
              fieldContext(rowContext(x.fact, pages).context, x.fact, facts),
            )),
      )
      .filter((x) => !otherEventFact(question, x.fact, pages, facts))
      // Asked when a paper was signed, the clerk's stamp ("Document 15 Filed 01/17/2007") says
      // when it was filed, not signed.
      .filter(
        (x) => !isDate(x.fact) || !SIGNING_ASKED.test(question) || !ECF_STAMP.test(x.fact.context),
      )
      // The clerk's stamp ("Document #: 16 Filed: 06/08/23") dates its own paper: asked of another
      // paper ("When was the original complaint filed?" of a memorandum), it is no answer.
      .filter(
        (x) =>
          x.fact.kind !== 'date' ||
          !asked.paper ||
          isAskedPaper(x.fact.documentId) ||
          !STAMPED.test(textBefore(x.fact, pages)),
      )
      // A certificate of service dates the paper it is signed on: asked of another paper ("When
      // did she file her complaint?" of a motion), its date is no answer.
      .filter(
        (x) =>
          x.fact.kind !== 'date' ||
          !asked.paper ||
          isAskedPaper(x.fact.documentId) ||
          !CERTIFICATE.test(x.fact.context),
      )
      .filter((x) => !within || !isDate(x.fact) || x.fact.value.startsWith(within))
      .map(({ fact, score }) => ({
        fact,
        score:
          score +
          labelScore(fact, pages, labelStems, DEADLINE.test(question), SPAN_END.test(question)) +
          clauseScore(fact, pages, dateStems) +
          soughtLoss(fact, pages, question),
      })),
  ).sort((a, b) => b.score - a.score)
}
