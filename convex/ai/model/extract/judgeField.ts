// Answering "Judge": the judge of the case, from the caption, a signature over the judge's title
// or a letter addressed to the judge. A magistrate judge is the answer only when the question
// asks for one; judges named in citations, or as authors of other decisions, count against.
import { recordJudge } from './docketRecord'
import { answerAt, notFound } from './answer'
import { judgeKey } from './compare'
import { appealedFromJudge } from './judgeBelow'
import { inRunningText, partyPaper } from './judgePaper'
import { judgeSuedInCaption } from './judgeParties'
import type { Query } from './context'
import { findJudges, type JudgeMention } from './judges'
import { citationRanges, insideAny } from './legalCitations'
import {
  belowMention,
  captionEnd,
  captionWeight,
  inDefendantsBlock,
  underAppealFrom,
} from './placement'
import { choose } from './rank'
import type { Candidate, FieldAnswer, PageText } from './types'

const FORM_SUPPORT = {
  honorific: 0.8,
  title: 0.6,
  signature: 1.2,
  author: 1.1,
  panel: 0,
  parenthetical: 0,
  dissent: 0,
  concurrence: 0,
} as const
// After a name: a colleague ("Judge Jane Doe of this Court requested ..."; a judge never names
// themself "of this Court") or a panel's visitor: a judge, but not the case's.
const COLLEAGUE =
  /^[ \t]*,?[ \t]*of\s+this\s+(?:Court|court|District)\b|^[^.;]{0,120}\bsitting\s+by\s+designation\b/
// The same, said of an opinion's author: a visiting judge who wrote the opinion ("PREGERSON,
// Circuit Judge, sitting by designation.", a synopsis's "The District Court, Pregerson, Circuit
// Judge, sitting by designation, held …") is its judge.
const COLLEAGUE_OF_AUTHOR = /^[ \t]*,?[ \t]*of\s+this\s+(?:Court|court|District)\b/
// After a name: an office that is not the bench. It may follow on the name's next line, as a
// letter's inside address prints it ("The Honorable Jane Doe / Governor of Elm"), and a
// prosecutor's runs "United States Attorney". A legislature's officers an amicus brief lists: "the
// Honorable Jane Doe, Speaker of the House, the Honorable John Roe, Majority Leader".
const OTHER_OFFICE =
  /^[ \t]*,?[ \t]*\n?[ \t]*(?:Clerk|CLERK|Deputy|pro\s+se|(?:(?:United\s+States|U\.\s?S\.|District|State'?s?|Prosecuting|County|City)\s+)?(?:Attorney|ATTORNEY)|Solicitor\s+General|Secretary|SECRETARY|Governor|GOVERNOR|Mayor|MAYOR|Senator|Representative|Sheriff|Commissioner|Director|Chairman|Chair\b|President\s+of\s+the\s+(?:Senate|Council|Board)|Speaker\b|(?:Majority|Minority|Republican|Democratic)\s+(?:Leader|Whip)|Member\s+of\s+Congress)\b/
// A judge sued, as a caption describes a party: "HONORABLE JOHN DOE, Individually and as
// President Judge of ...", "Judge Jane Roe, in her official capacity". The ":" or ")" of a caption
// column may stand between.
const SUED_CAPACITY =
  /^[ \t]*[,:)§]?[ \t]*[:)§]?\s*(?:individually\b|in\s+(?:his|her|their|its)\s+(?:official|individual|personal)\s+capacit)/i
// "quoting the language of the Honorable X", "in the words of Judge X": another decision's judge.
const QUOTED_JUDGE =
  /\b(?:language|words|opinion|remarks|statement|dissent)\s+of\s+(?:the\s+)?(?:late\s+)?$/i
// "Defendants the Honorable A, the Honorable B, and the Honorable C were present": each judge
// of a list the word "Defendants" or "Respondents" heads is a party.
const DEFENDANT_JUDGES =
  /\b(?:defendants?|respondents?)[ \t,]+(?:(?:the[ \t]+)?Hon(?:orable|\.)?\s+[^,;:]{3,40},\s+(?:and\s+)?)*(?:the[ \t]+)?$/i
// Just before a name in running text: a court's name introducing its judge.
const COURT_BEFORE = /\b(?:[Cc]ourt|COURT)[ \t]*\(?[ \t]*$/
/** Least support a judge needs to be given as the answer. */
// A judgment form's own hearing: "This action came to trial or hearing before the Court, the
// Honorable Jane Doe, District Judge, presiding" names this court's judge, not the one below.
const CAME_BEFORE =
  /\bcame\b[^.]{0,60}\bbefore\s+the\s+Court,?\s*(?:the\s+|THE\s+)?(?:Hon(?:orable)?\.?|HON\.|HONORABLE)?\s*$/i

const THRESHOLD = 0.6

function benchSupport(mention: JudgeMention, wantsMagistrate: boolean): number {
  if (mention.bench === 'magistrate') return wantsMagistrate ? 1 : -0.5
  return mention.bench === 'unknown' ? 0 : 0.3
}

/** A judge the text names, with its support as the case's judge. */
export type JudgeCandidate = Candidate<string> & Pick<JudgeMention, 'form' | 'bench'>

/** The document's judges with their support. */
export function judgeCandidates(pages: readonly PageText[], query: Query): JudgeCandidate[] {
  const wantsMagistrate = query.stems.some((s) => s.startsWith('magistrat'))
  const candidates: JudgeCandidate[] = []
  // Surnames of judges named as parties: "Judge Doe" elsewhere in the paper is that party too.
  const parties = new Set<string>()
  const perCuriam = pages.some(({ text }) => PER_CURIAM.test(text))
  // A complaint's, a brief's or a report's running text names judges it writes about; its own
  // judge is the one its caption or header assigns the case to (judgePaper.ts).
  const byParty = partyPaper(pages)
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findJudges(text)) {
      // A panel's members are the facts layer's; "the judge" of a panel's paper is its author.
      // A dissent's or a concurrence's author is never the judge of the decision.
      const assigned = mention.form === 'parenthetical' && captionParenthetical(text, mention, page)
      if (
        mention.form === 'panel' ||
        (mention.form === 'parenthetical' && !assigned) ||
        mention.form === 'dissent' ||
        mention.form === 'concurrence' ||
        (insideAny(citations, mention.start, mention.end) && !authorLineAlone(text, mention))
      ) {
        continue
      }
      // A per curiam opinion has no one author: a judge its body names is someone else's.
      if (
        perCuriam &&
        mention.form !== 'signature' &&
        mention.form !== 'author' &&
        captionWeight(text, mention.start, page) < 1
      ) {
        continue
      }
      if (byParty && inRunningText(text, mention, page)) continue

      // Named as a party or in another office: "THE HONORABLE JOHN DOE, Respondent" in the
      // caption, "Hon. Jane Roe, Clerk of Court", "Hon. John Poe, pro se"; a visiting judge of a
      // panel ("The Honorable X, … sitting by designation") is no more the judge than the others.
      if (
        (mention.form === 'honorific' || mention.form === 'title') &&
        SUED_CAPACITY.test(text.slice(mention.end, mention.end + 80))
      ) {
        parties.add(surnameOf(mention.value))
        continue
      }
      if (
        mention.form === 'honorific' &&
        (inDefendantsBlock(text, mention.start) ||
          /\b(?:defendants?|respondents?)(?:\s+in\s+this\s+(?:action|case|matter))?\s+(?:are|is|include|were|was)\b[^.;]{0,60}$/i.test(
            text.slice(Math.max(0, mention.start - 80), mention.start),
          ) ||
          DEFENDANT_JUDGES.test(text.slice(Math.max(0, mention.start - 300), mention.start)))
      ) {
        parties.add(surnameOf(mention.value))
        continue
      }
      if (
        inOtherOffice(text, mention) ||
        circuitPanel(text, mention) ||
        quotedJudge(text, mention) ||
        (mention.form === 'author' ? COLLEAGUE_OF_AUTHOR : COLLEAGUE).test(
          text.slice(mention.end, mention.end + 160),
        )
      )
        continue
      if (inPanelList(text, mention.start) && !authorUnderClosedPanel(text, mention)) continue
      // A judge by surname alone ("JUDGE DOE" in a caption's column) is the case's only where the
      // caption assigns the case: elsewhere a surname may be any judge's.
      if (
        mention.form === 'title' &&
        !/\s/.test(mention.value) &&
        captionWeight(text, mention.start, page) < 1
      )
        continue
      // The judge below, on the line under an appeal's "Appeal from …", never decides the appeal.
      if (inAppealFromParagraph(text, mention.start)) continue
      const caption = captionWeight(text, mention.start, page)
      const support = assigned ? FORM_SUPPORT.title : FORM_SUPPORT[mention.form]
      let score = support + benchSupport(mention, wantsMagistrate) + 0.8 * caption
      // "as Judge Hand wrote in ...": a judge quoted for another decision (an author line's
      // "Judge X wrote the opinion" names this one's author).
      const after = text.slice(mention.end, mention.end + 40)
      if (
        mention.form !== 'author' &&
        /^\W{0,3}(?:held|observed|noted|explained|wrote|reasoned|concluded|found|opined)\b/i.test(
          after,
        )
      ) {
        score -= 1
      }
      // The judge of the court below ("Appeal from ... the Honorable X, District Judge"), or one
      // whose order the text says was appealed ("appeal from Judge X's order").
      if (
        belowMention(text, mention.start) ||
        appealedFromJudge(text, mention) ||
        citedDecisionBelow(text, mention) ||
        (/^\W{0,3}(?:District|Trial)\s+Judge,\s+Presiding/i.test(after) &&
          !CAME_BEFORE.test(text.slice(Math.max(0, mention.start - 120), mention.start))) ||
        (mention.form !== 'author' && underAppealFrom(text, mention.start))
      ) {
        score -= 1.2
      }
      // A docket report assigns the case to its judge and refers matters to a magistrate.
      const linePrefix = text.slice(text.lastIndexOf('\n', mention.start - 1) + 1, mention.start)
      if (/\bAssigned\s+to\s*:/i.test(linePrefix)) score += 1
      else if (/\bReferred\s+to\s*:/i.test(linePrefix) || magistrateField(text, mention))
        score -= 0.5
      // In running text, a judge introduced by a court's name ("approved by Kent County Circuit
      // Court Judge Jane Doe", "the district court (Judge John Roe) issued ...") is written about
      // as that court's judge, in the third person: a court's own paper says "the Court".
      if (
        caption < 1 &&
        COURT_BEFORE.test(text.slice(Math.max(0, mention.start - 40), mention.start))
      )
        score -= 1.2
      // An appellate docket's "Ordering Judge:" or "Trial Judge:" is the judge below.
      if (
        /\b(?:Ordering|Trial)\s+Judge\s*:/i.test(
          linePrefix + text.slice(mention.start, mention.end),
        )
      )
        score -= 1.2
      if (score < THRESHOLD) continue
      const why =
        mention.form === 'author'
          ? 'the opinion’s author line'
          : mention.form === 'signature'
            ? 'a signature over a judge’s title'
            : caption >= 1
              ? 'the caption'
              : 'the text'
      candidates.push({ ...mention, page, score, why })
    }
  }
  // A judge the caption sues or prosecutes by full name ("JANE Q. DOE, / Defendant.").
  for (const name of new Set(candidates.map((candidate) => candidate.value))) {
    if (/\s/.test(name) && judgeSuedInCaption(pages, name)) parties.add(surnameOf(name))
  }
  return candidates.filter((candidate) => !parties.has(surnameOf(candidate.value)))
}

// An opinion the court gives as a whole: "PER CURIAM:" or "Per Curiam." heading its text.
// A two-column scan may set it after the other column's words, two spaces on. An older reporter
// runs the opinion's first sentence on after it ("PER CURIAM: For the past three years ...").
const PER_CURIAM =
  /(?:(?:^|\n)[ \t]*|[ \t]{2})(?:PER[ \t]+CURIAM|Per[ \t]+Curiam)[ \t]*[:.]?[ \t]*(?:\n|$)|(?:^|\n)[ \t]*(?:PER[ \t]+CURIAM|Per[ \t]+Curiam)[ \t]*[:.][ \t]+(?=[A-Z][a-z])/

/**
 * Whether a judge's surname in parentheses is the caption's note of the judge assigned, as New
 * York's federal courts print it under or after the case number ("CV-02-2382 / (Wexler, J.)",
 * "No. 19 Civ. 123 (Doe, J.)"): on the first page's caption, closing its line, alone on it or
 * after a number, and not the court below's judge.
 */
function captionParenthetical(text: string, mention: JudgeMention, page: number): boolean {
  if (page !== 1 || mention.start >= captionEnd(text)) return false
  if (belowMention(text, mention.start) || underAppealFrom(text, mention.start)) return false
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const lineEnd = text.indexOf('\n', mention.end)
  const before = text.slice(lineStart, mention.start - 1)
  const after = text.slice(mention.end, lineEnd === -1 ? text.length : lineEnd)
  return /^,\s*J\.\)[ \t]*$/.test(after) && (/^[ \t]*$/.test(before) || /\d[ \t]*$/.test(before))
}

/**
 * Whether a magistrate judge is named in a caption's or a docket's field of that name
 * ("Magistrate Judge: John Roe" under "Judge: Jane Doe"): the judge matters are referred to, not
 * the judge the case is assigned to.
 */
function magistrateField(text: string, mention: JudgeMention): boolean {
  return (
    mention.bench === 'magistrate' &&
    /\b(?:Judge|JUDGE)[ \t]*:/.test(text.slice(mention.start, mention.end))
  )
}

/**
 * Whether an author line stands alone on its line ("SWEET, J."): the paper's own heading, even
 * where a two-column scan sets it inside the other column's citation.
 */
function authorLineAlone(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'author') return false
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const lineEnd = text.indexOf('\n', mention.end)
  const before = text.slice(lineStart, mention.start)
  const after = text.slice(mention.end, lineEnd === -1 ? text.length : lineEnd)
  return /^[\s*\d]*$/.test(before) && /^,[ \t]*[A-Za-z. ]{2,40}[.:]?[ \t]*$/.test(after)
}

/**
 * Whether an honorific is a letter's inside address ("The Honorable Jane Doe / County Judge / …
 * / Dear Judge Doe:") in a letter that names no case (no "v." and no case number before the
 * salutation): an official written to about something else, not a case's judge.
 */
function letterWithoutCase(text: string, start: number): boolean {
  const ahead = text.slice(start, start + 600)
  const salutation = /\n[ \t]*Dear[ \t][^\n]{1,60}[:,][ \t]*\n/.exec(ahead)
  if (!salutation || ahead.slice(0, salutation.index).split('\n').length > 10) return false
  const head = text.slice(0, start + salutation.index)
  return !/\sv\.?\s|\svs\.?\s|\bNo\.?\s*\d|\bCase\b|\bCivil\s+Action\b|\d{2}-c[vr]-\d/i.test(head)
}

/**
 * Whether a name given a judge's honorific is followed by an office off the bench ("Hon. Jane
 * Roe, Clerk of Court", "The Honorable John Doe / Governor of Elm") or heads a letter's inside
 * address in a letter about no case: the person is named, but not as a judge of the case. So is
 * the judge the case had before it was reassigned, and a judge an institution is named for.
 */
export function inOtherOffice(text: string, mention: JudgeMention): boolean {
  if (OTHER_OFFICE.test(text.slice(mention.end, mention.end + 160))) return true
  if (formerlyAssigned(text, mention) || namedInstitution(text, mention)) return true
  if (FORMER.test(text.slice(Math.max(0, mention.start - 80), mention.start))) return true
  if (salutedOffBench(text, mention)) return true
  return mention.form === 'honorific' && letterWithoutCase(text, mention.start)
}

// A judge no longer on the bench: "chaired by former U.S. Supreme Court Justice Jane Doe".
const FORMER = /\b(?:[Ff]ormer|FORMER|[Rr]etired|RETIRED|the\s+late)\s+(?:[A-Z][\w.’']*\s+){0,4}$/
// A letter's salutation giving the addressee an office off the bench: "Dear Governor Doe:".
const SALUTATION_OFFICE =
  /\bDear\s+(?:Governor|Senator|Representative|Secretary|Mayor|Commissioner|Director|Sheriff|Mr\.|Ms\.|Mrs\.|Dr\.)\s+(?:[A-Z][\w.’'-]*\s+){0,2}?([A-Z][\w’'-]+)\s*[:,]/

/**
 * Whether a letter written to the name salutes its addressee in another office ("Honorable John
 * Doe / Governor … / Dear Governor Doe:"): an official, not a judge.
 */
function salutedOffBench(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'honorific') return false
  const salutation = SALUTATION_OFFICE.exec(text.slice(mention.end, mention.end + 800))
  const surname = mention.value.split(/\s+/).pop() ?? ''
  return salutation !== null && salutation[1]!.toLowerCase() === surname.toLowerCase()
}

// After an author line's title: a reporter's citation ("Doe, J., 332 F.Supp. 382, rendered
// judgment"), as a headnote's synopsis names the judge whose decision is appealed.
const REPORTER_AFTER =
  /^[ \t]*,[ \t]*(?:C\.[ \t]?)?J\.,[ \t]*\d+[ \t]+(?:[A-Z][A-Za-z.]*[ \t]*){1,4}\d/

// A synopsis's first sentence names the court below and its judge, then what that judge did:
// "Defendant was convicted in the Elm Circuit Court, Jane Doe, J., of burglary", "The Superior
// Court, Roe, J., granted summary judgment". The decision's own author is the one who "held"
// (SYNOPSIS_HELD, judgeSurnames.ts). A two-column print may set one line of the other column
// between the court and the judge.
const SYNOPSIS_COURT_BEFORE = /\b(?:Court|COURT),[ \t]*(?:\n[^\n]{0,80})?\s*$/
const SYNOPSIS_TITLE_AFTER =
  /^,\s*(?:(?:Chief|Senior|Circuit|District|Trial)\s+)*(?:J\.|Judge|C\.\s?J\.|Justice),\s*(?!(?:then\s+)?held\b|sitting\b)[a-z]/

/**
 * Whether an author line is followed by a reported decision's citation, or is a synopsis's judge
 * of the court below (named after that court, doing anything but holding): the judge below's.
 */
export function citedDecisionBelow(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'author') return false
  const after = text.slice(mention.end, mention.end + 60)
  if (REPORTER_AFTER.test(after)) return true
  const before = text.slice(Math.max(0, mention.start - 120), mention.start)
  return SYNOPSIS_COURT_BEFORE.test(before) && SYNOPSIS_TITLE_AFTER.test(after)
}

// Before a name: the judge the case had before it was reassigned ("This case was initially
// assigned to U.S. District Judge Jane Doe; …", "Order of reassignment from Judge Roe to …").
const FORMER_ASSIGNMENT =
  /\b(?:(?:initially|originally|previously|formerly|first)\s+(?:been\s+)?assigned\s+to|reassign(?:ed|ment)\s+from|transferred\s+from)(?:\s+the)?\s*$/i

/** Whether a judge is named as the one the case had before it was reassigned. */
function formerlyAssigned(text: string, mention: JudgeMention): boolean {
  return FORMER_ASSIGNMENT.test(text.slice(Math.max(0, mention.start - 60), mention.start))
}

// After a name: an institution named for the judge ("the Judge David L. Roe Center for Mental
// Health Law"), directly or, in a two-column print, at the start of the name's next line.
const INSTITUTION_WORD =
  /^(?:Center|Centre|Foundation|Institute|Courthouse|Federal\s+Building|Building|Award|Fellowship|Scholarship|Lecture)\b/

/** Whether a judge's name is part of an institution's named for the judge. */
function namedInstitution(text: string, mention: JudgeMention): boolean {
  const after = text.slice(mention.end, mention.end + 400)
  if (INSTITUTION_WORD.test(after.replace(/^[ \t]*\n?[ \t]*/, ''))) return true
  // The name ends its column ("Bazelon  violated …"): the next line opens with the institution.
  const column = /^[ \t]{2,}[^\n]*\n[ \t]*/.exec(after)
  return column !== null && INSTITUTION_WORD.test(after.slice(column[0].length))
}

/**
 * Whether a circuit judge is named in a list of the panel's judges, as a court of appeals' docket
 * enters a hearing or a decision ("heard by Chief Judge A, Circuit Judge B and Circuit Judge C"):
 * each judge sat; none is the case's judge.
 */
function circuitPanel(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'title' || (mention.bench !== 'circuit' && mention.bench !== 'unknown')) {
    return false
  }
  const around = text.slice(Math.max(0, mention.start - 120), mention.end + 120)
  return (around.match(/\b(?:Circuit|Chief|Senior)\s+Judges?\b/g) ?? []).length >= 3
}

// After a name: the other case whose order or opinion the judge gave, "the Order of Chief Judge
// Jane Doe, in Roe v. Elm County, …" (a suffix and its comma may stand between).
const IN_OTHER_CASE = /^,?\s*(?:(?:Jr|Sr)\.,?\s*)?in\s+(?:[A-Z][\w.'’&-]*\s+){1,5}v\.?\s/

/**
 * Whether the text quotes the judge's words from another decision ("the language of Judge X"), or
 * names the judge as the one who decided another case ("the Order of Judge X, in Roe v. Doe").
 */
export function quotedJudge(text: string, mention: JudgeMention): boolean {
  if (QUOTED_JUDGE.test(text.slice(Math.max(0, mention.start - 60), mention.start))) return true
  return IN_OTHER_CASE.test(text.slice(mention.end, mention.end + 120))
}

/**
 * Whether a mention is one of a panel's judges listed under "BEFORE:", a line each ("BEFORE:
 * HONORABLE A, Judge / HONORABLE B, Judge / …"): each sat, the opinion's author line says who
 * wrote. A "BEFORE:" naming one judge (a hearing's, a transcript's) names that judge.
 */
function inPanelList(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 600), start)
  const head = before.search(/(?:^|\n)[ \t]*(?:BEFORE|Before)[ \t]*:[^]*$/)
  if (head === -1 || /\n[ \t]*\n/.test(before.slice(head + 1))) return false
  const block = text.slice(start - before.length + head).split(/\n[ \t]*\n/)[0]!
  const honorifics = block.match(/\b(?:Hon(?:orable|ORABLE)?|HON)\b/g)?.length ?? 0
  const titles = block.match(/\b(?:Judge|JUDGE|Justice|JUSTICE)\b/g)?.length ?? 0
  return honorifics >= 2 || titles >= 2
}

/**
 * Whether an author line stands on the line just after a panel list that closed with its plural
 * title ("Before: Fabe, Chief Justice, Winfree, and Bolger, Justices. / BOLGER, Justice."): the
 * list is over, and the line under it says who of the panel wrote.
 */
function authorUnderClosedPanel(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'author') return false
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  if (!/^[ \t]*$/.test(text.slice(lineStart, mention.start))) return false
  const above = text.slice(Math.max(0, lineStart - 200), lineStart)
  return /(?:Justices|JUSTICES|Judges|JUDGES|JJ)\.[ \t]*\n$/.test(above)
}

/**
 * Whether a mention stands in the paragraph an appeal's "Appeal from …" line opens: the court
 * below, then its judge on the next line, as appellate headings print it ("Appeal from the
 * Circuit Court for Palm Beach County; / Jane Doe, Judge; L.T. Case No. …", "Appeal from the
 * United States District Court …, at Norfolk. / John Roe, Senior District Judge."). The
 * opinion's own author line comes after a blank line.
 */
function inAppealFromParagraph(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 400), start)
  const paragraph = before.slice(before.search(/\n[ \t]*\n(?![^]*\n[ \t]*\n)/) + 1)
  return /^\s*(?:On\s+)?Appeals?\s+from\b/i.test(paragraph) && /\n[ \t]*$/.test(paragraph)
}

/** A judge's surname as a key: "K. Mark Loyd" and "Mark Loyd" are one person. */
function surnameOf(name: string): string {
  return judgeKey(name).split(' ').pop() ?? ''
}

/** The judge the document names as its case's judge, how sure that is; null when none is. */
export function chooseJudge(
  pages: readonly PageText[],
  query: Query,
): { best: JudgeCandidate; confidence: number } | null {
  // A court record's "Assigned to:" row (docketRecord.ts) names the judge outright.
  const record = recordJudge(pages)
  if (record) {
    const why = "the court record's judge row"
    return {
      best: { ...record, display: record.value, score: 1, why, form: 'title', bench: 'unknown' },
      confidence: 0.9,
    }
  }
  const candidates = judgeCandidates(pages, query)
  const choice = choose(candidates, judgeKey)
  // `choose` hands back one of the candidates: the same object, with its form and bench.
  const best = choice && candidates.find((candidate) => candidate === choice.best)
  return best ? { best, confidence: choice.confidence } : null
}

/** The judge of the case, or a not-found answer. */
export function extractJudge(pages: readonly PageText[], query: Query): FieldAnswer {
  const choice = chooseJudge(pages, query)
  if (!choice) return notFound('judge named in full')
  const { best, confidence } = choice
  return answerAt(
    pages,
    best,
    best.value,
    best.display,
    confidence,
    `Named in ${best.why} on page ${best.page}.`,
  )
}
