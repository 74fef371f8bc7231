// A document's caption facts: the court and the court below, docket numbers with their role,
// judges with their role, the parties with their side, the document type and the filing date.
// Built from the field recognisers of ../extract (their one home): the review table's columns
// and these facts give the same answers because they are the same code.
import type { Fact, FactRole } from '../../../../shared/factValidators'
import { namesAfter } from '../extract/captionBlocks'
import { findCaseNumbers } from '../extract/caseNumbers'
import { judgeKey } from '../extract/compare'
import { questionOf } from '../extract/context'
import { extractCourt } from '../extract/courtField'
import { findCourts } from '../extract/courts'
import { extractDate } from '../extract/dateField'
import { extractDocket } from '../extract/docketField'
import { chooseJudge } from '../extract/judgeField'
import { inOtherOffice } from '../extract/judgeOffBench'
import { citedDecisionBelow, quotedJudge } from '../extract/judgeOtherDecision'
import { appealedFromJudge } from '../extract/judgeBelow'
import { findJudges, type JudgeMention } from '../extract/judges'
import { roleByTitle } from '../extract/judgeTitles'
import { citationRanges, insideAny } from '../extract/legalCitations'
import { extractParties } from '../extract/partyField'
import { partyNames } from '../extract/partyNames'
import { belowMention, captionEnd, captionWeight, underAppealFrom } from '../extract/placement'
import type { FieldAnswer, PageText } from '../extract/types'
import { documentTypeFact } from './documentType'
import { lineAround } from './spans'

const FILED_QUERY = questionOf('Date filed', 'When was this document filed?')
const JUDGE_QUERY = questionOf('Judge', 'Which judge is assigned to the case?')

function fromAnswer(
  kind: Fact['kind'],
  role: FactRole,
  pages: readonly PageText[],
  answer: FieldAnswer,
): Fact | null {
  if (answer.value === null || !answer.source) return null
  const text = pages.find((p) => p.page === answer.source!.page)?.text ?? ''
  return {
    kind,
    role,
    value: String(answer.value),
    display: answer.display || String(answer.value),
    context: lineAround(text, answer.source.start, answer.source.end),
    ...answer.source,
    confidence: answer.confidence,
  }
}

function belowFacts(head: readonly PageText[], thisCourt: Fact | null, thisDocket: Fact | null) {
  const facts: Fact[] = []
  for (const { page, text } of head) {
    const citations = citationRanges(text)
    const limit = page === head[0]!.page ? Math.max(captionEnd(text), 1500) : 600
    if (!facts.some((f) => f.kind === 'court')) {
      const court = findCourts(text).find(
        (m) =>
          m.start < limit &&
          !insideAny(citations, m.start, m.end) &&
          belowMention(text, m.start) &&
          m.value.toLowerCase() !== thisCourt?.value.toLowerCase(),
      )
      if (court) facts.push(factAt('court', 'below', text, page, court, 0.7))
    }
    if (!facts.some((f) => f.kind === 'docket')) {
      const docket = findCaseNumbers(text).find(
        (m) =>
          m.start < limit &&
          !insideAny(citations, m.start, m.end) &&
          belowMention(text, m.start) &&
          m.value.toUpperCase() !== thisDocket?.value.toUpperCase(),
      )
      if (docket) facts.push(factAt('docket', 'below', text, page, docket, 0.7))
    }
  }
  return facts
}

function factAt(
  kind: Fact['kind'],
  role: FactRole,
  text: string,
  page: number,
  mention: { value: string; display: string; start: number; end: number },
  confidence: number,
): Fact {
  return {
    kind,
    role,
    value: mention.value,
    display: mention.display,
    context: lineAround(text, mention.start, mention.end),
    page,
    start: mention.start,
    end: mention.end,
    confidence,
  }
}

/**
 * The role a judge's mention gives them, from the words around it; null when the words say none
 * (the bench a title names may then say it, BENCH_ROLE).
 */
function judgeRole(text: string, mention: JudgeMention): FactRole | null {
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const before = text.slice(Math.max(0, mention.start - 200), mention.start)
  const lineEnd = text.indexOf('\n', mention.end)
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd)
  // A dissent or a concurrence says its judge's part in the decision.
  if (mention.form === 'dissent') return 'dissenting'
  if (mention.form === 'concurrence') return 'concurring'
  // An appellate docket's "Ordering Judge:" (the lower court information) is the judge below.
  if (/\bOrdering\s+Judge\s*:/i.test(line)) return 'trial'
  // A "Before ..." line lists the court's own panel, whatever precedes it ("Consolidated with").
  if (mention.form === 'panel') return 'panel'
  // On an appeal's cover the judge below follows "Appeal from ...": "District Judge: The Honorable X".
  const appealBefore = underAppealFrom(text, mention.start)
  // A headnote's "Doe, J., 332 F.Supp. 382, rendered judgment" cites the decision below; "an
  // appeal from Judge Doe's order" names the judge who gave it.
  if (
    belowMention(text, mention.start) ||
    appealedFromJudge(text, mention) ||
    citedDecisionBelow(text, mention) ||
    /\b(?:trial\s+(?:court\s+)?judge)\b/i.test(line) ||
    (appealBefore && mention.form !== 'author')
  ) {
    return 'trial'
  }
  // An opinion's author line ("BENTON, Circuit Judge.") names its author, even just under the
  // "Before ..." line that lists the panel.
  if (
    mention.form !== 'author' &&
    /\bBEFORE\s*:|\bBefore\s*:|\bPresent\s*:|\bPRESENT\s*:/.test(before.slice(-120))
  ) {
    return 'panel'
  }
  if (mention.form === 'parenthetical') return underAppealFrom(text, mention.start) ? 'trial' : ''
  // "Hon. Jane Doe, United States District Judge": the title after the name says the bench.
  const title =
    /^\s*,?\s*(?:Chief\s+|Senior\s+)?(?:United\s+States\s+|U\.\s?S\.\s+)?(District|Magistrate|Circuit|Bankruptcy)\s+Judge/i.exec(
      text.slice(mention.end, mention.end + 60),
    )
  if (title && !belowMention(text, mention.start)) {
    const bench = title[1]!.toLowerCase()
    return bench === 'district'
      ? 'district'
      : bench === 'magistrate'
        ? 'magistrate'
        : bench === 'circuit'
          ? mention.form === 'author'
            ? 'author'
            : 'panel'
          : 'presiding'
  }
  if (mention.form === 'author') return 'author'
  if (mention.bench === 'magistrate') return 'magistrate'
  if (/\bAssigned\s+to\b|\bPresiding\b/i.test(text.slice(lineStart, mention.start))) {
    return mention.bench === 'district' ? 'district' : 'presiding'
  }
  if (mention.form === 'signature') return mention.bench === 'district' ? 'district' : 'author'
  if (
    /\b(?:delivered|wrote|authored)\s+the\s+opinion\b/i.test(
      text.slice(mention.end, mention.end + 60),
    )
  ) {
    return 'author'
  }
  return null
}

/** The role a title's bench gives a judge whose words say none. */
const BENCH_ROLE: Record<JudgeMention['bench'], FactRole> = {
  district: 'district',
  magistrate: 'magistrate',
  bankruptcy: 'presiding',
  circuit: 'panel',
  state: 'presiding',
  unknown: 'presiding',
}

/**
 * The role of a judge whose words say none. The case's judge (the choice) presides unless its
 * bench says more. Another judge keeps a role its title says; with none, a judge the caption
 * names presides only when no judge was chosen (a judge named respondent in a writ's caption), a
 * name in the body is no role's, and so is any name the choice passed over.
 */
function guessedRole(
  mention: JudgeMention,
  chosen: boolean,
  anyChosen: boolean,
  inCaption: boolean,
) {
  if (chosen) return BENCH_ROLE[mention.bench]
  if (mention.bench !== 'unknown' && mention.bench !== 'state') return BENCH_ROLE[mention.bench]
  return inCaption && !anyChosen ? BENCH_ROLE[mention.bench] : ''
}

/**
 * A judge's role, or, when its words and its bench say none, the role the title printed beside
 * the name on its line gives ("referred to Mag. Judge Ann Roe", "/s/ Ann Roe ____ UNITED STATES
 * MAGISTRATE JUDGE"): a magistrate, a district judge, or in an appellate court's paper the judge
 * below, so every reader of the facts agrees.
 */
function titledRole(
  role: FactRole,
  text: string,
  mention: JudgeMention,
  court: string | null,
): FactRole {
  return role === '' ? (roleByTitle(text, mention, court) ?? '') : role
}

/**
 * Judges named on the first pages and the last (its signature), one fact per judge. The case's
 * judge is the one the review table's Judge column chooses (chooseJudge: one choice, one home):
 * its fact comes first, marked `chosen`, with the role its words give it. The others follow with
 * theirs; when no judge was chosen, none is marked.
 */
function judgeFacts(
  pages: readonly PageText[],
  head: readonly PageText[],
  court: string | null,
): Fact[] {
  const last = pages[pages.length - 1]
  const read = last && !head.includes(last) ? [...head, last] : head
  const byJudge = new Map<string, Fact>()
  // Judges whose role no words said: a later mention's words may say it.
  const guessed = new Set<string>()
  const choice = chooseJudge(pages, JUDGE_QUERY)
  if (choice) {
    const { best } = choice
    const text = pages.find((p) => p.page === best.page)?.text ?? ''
    // A caption's "(Doe, J.)" says no role of its own: chosen, it presides.
    const said = judgeRole(text, best) || null
    const role = said ?? guessedRole(best, true, true, true)
    const key = judgeKey(best.value)
    // Marked, so a Judge column answers this fact and never another that happens to come first.
    byJudge.set(key, {
      ...factAt('judge', role, text, best.page, best, choice.confidence),
      chosen: true,
    })
    if (said === null) guessed.add(key)
  }
  for (const { page, text } of read) {
    const citations = citationRanges(text)
    for (const mention of findJudges(text)) {
      if (insideAny(citations, mention.start, mention.end)) continue
      if (mention.form === 'dissent' || mention.form === 'concurrence') continue
      // "Hon. Jane Roe, Clerk of Court", a governor a letter is addressed to, a judge whose words
      // are quoted: no judge of the case.
      if (inOtherOffice(text, mention) || quotedJudge(text, mention)) continue
      const after = text.slice(mention.end, mention.end + 40)
      if (
        /^\W{0,3}(?:held|observed|noted|explained|wrote|reasoned|concluded|found|opined)\b/i.test(
          after,
        )
      ) {
        continue
      }
      const key = judgeKey(mention.value)
      const said = judgeRole(text, mention)
      const inCaption = captionWeight(text, mention.start, page) >= 1
      const role = titledRole(
        said ?? guessedRole(mention, false, choice !== null, inCaption),
        text,
        mention,
        court,
      )
      const known = byJudge.get(key)
      // The first mention stands; a later one saying the role of a judge placed by default wins.
      if (!known) {
        const confidence = mention.form === 'signature' ? 0.85 : page === 1 ? 0.8 : 0.65
        byJudge.set(key, factAt('judge', role, text, page, mention, confidence))
        if (said === null) guessed.add(key)
      } else if (guessed.has(key) && said !== null && said !== '' && said !== known.role) {
        byJudge.set(key, { ...known, role: said })
        guessed.delete(key)
      }
    }
  }
  return [...byJudge.values(), ...separateOpinionFacts(pages)]
}

/**
 * Judges who dissent or concur, wherever the opinion says so (a dissent often follows many pages
 * of the majority's): one fact per judge and part, beside any other role the judge holds (a
 * dissenter also sat on the panel).
 */
function separateOpinionFacts(pages: readonly PageText[]): Fact[] {
  const byJudge = new Map<string, Fact>()
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findJudges(text)) {
      if (mention.form !== 'dissent' && mention.form !== 'concurrence') continue
      if (insideAny(citations, mention.start, mention.end)) continue
      const role = judgeRole(text, mention)!
      const key = `${judgeKey(mention.value)} ${role}`
      if (!byJudge.has(key)) byJudge.set(key, factAt('judge', role, text, page, mention, 0.8))
    }
  }
  return [...byJudge.values()]
}

/** One fact per named party, its span the name where the caption states it. */
function partyFacts(head: readonly PageText[]): Fact[] {
  const facts: Fact[] = []
  for (const [side, role] of [
    ['plaintiffs', 'plaintiff'],
    ['defendants', 'defendant'],
  ] as const) {
    const answer = extractParties(head, side, false)
    if (!answer.source || !Array.isArray(answer.value)) continue
    const text = head.find((p) => p.page === answer.source!.page)?.text ?? ''
    // The plaintiffs' side read from under an "In re" heading (on its line, or below it past the
    // ":" column) is the proceeding's subject, which has a role of its own.
    const inReHeading =
      /(?:^|\n)[ \t]*(?:IN\s+RE|In\s+re|IN\s+THE\s+MATTER\s+OF|In\s+the\s+Matter\s+of)\b[ \t]*:?(?:[ \t]*|[^\n]*\n(?:[ \t]*(?:[:)x][^\n]*)?\n)*[ \t]*)$/
    const before = text.slice(Math.max(0, answer.source.start - 300), answer.source.start)
    const sideRole: FactRole = role === 'plaintiff' && inReHeading.test(before) ? 'inRe' : role
    for (const name of answer.value) {
      const at = text
        .slice(answer.source.start, answer.source.end)
        .toLowerCase()
        .indexOf(name.toLowerCase())
      const start = at >= 0 ? answer.source.start + at : answer.source.start
      const end = at >= 0 ? start + name.length : answer.source.end
      facts.push({
        kind: 'party',
        role: sideRole,
        value: name,
        display: name,
        context: lineAround(text, start, end),
        page: answer.source.page,
        start,
        end,
        confidence: answer.confidence,
      })
    }
  }
  const first = head[0]
  if (
    first &&
    !(facts.some((f) => f.role === 'plaintiff') && facts.some((f) => f.role === 'defendant'))
  ) {
    const limit = Math.max(captionEnd(first.text), 1500)
    const inRe =
      /(?:^|\n)[ \t]*(?:IN\s+RE|In\s+re|IN\s+THE\s+MATTER\s+OF|In\s+the\s+Matter\s+of)\s*:?[ \t]*\n?[ \t]*([^\n]{3,120})/.exec(
        first.text.slice(0, limit),
      )
    if (inRe) {
      const line = inRe[1]!
      const lineStart = inRe.index + inRe[0].indexOf(line)
      // "In the Matter of Acme Corp." whose paper then calls Acme the "Respondent" (an agency's
      // complaint): the subject is the side proceeded against, the defendants' side.
      const against = /\bRespondents?\b/.test(first.text.slice(lineStart, lineStart + 3000))
      const subjectRoles: FactRole[] = against ? ['defendant'] : ['plaintiff', 'inRe']
      if (facts.some((f) => subjectRoles.includes(f.role))) return facts
      // The subject as a party list reads it: descriptors ("a corporation") and debris dropped.
      // A long subject runs on over the caption's next lines ("APPLICATION OF THE FEDERAL /
      // BUREAU OF INVESTIGATION FOR AN ORDER …"), read as a block of names is.
      const block = namesAfter(first.text, lineStart)
      const subject =
        block && block.start === lineStart
          ? block
          : { names: line, start: lineStart, end: lineStart + line.length }
      const region = first.text.slice(subject.start, subject.end).toLowerCase()
      for (const name of partyNames(subject.names)) {
        const at = region.indexOf(name.toLowerCase())
        const start = at >= 0 ? subject.start + at : subject.start
        const end = at >= 0 ? start + name.length : subject.end
        facts.push({
          kind: 'party',
          role: against ? 'defendant' : 'inRe',
          value: name,
          display: name,
          context: lineAround(first.text, start, end),
          page: first.page,
          start,
          end,
          confidence: 0.75,
        })
      }
    }
  }
  return facts
}

/** The caption's facts of a document (its first pages, and its last for a signature). */
export function captionFacts(pages: readonly PageText[]): Fact[] {
  const head = pages.slice(0, 3)
  if (head.length === 0) return []
  const court = fromAnswer('court', 'this', head, extractCourt(head))
  const docket = fromAnswer('docket', 'this', head, extractDocket(head))
  const last = pages[pages.length - 1]!
  const dated = head.includes(last) ? head : [...head, last]
  const filed = fromAnswer('filingDate', '', dated, extractDate(dated, FILED_QUERY, 'Date filed'))
  const type = documentTypeFact(head)
  return [
    ...(court ? [court] : []),
    ...(docket ? [docket] : []),
    ...belowFacts(head, court, docket),
    ...judgeFacts(pages, head, court?.value ?? null),
    ...partyFacts(head),
    ...(type ? [type] : []),
    ...(filed ? [filed] : []),
  ]
}
