// A caption whose sides each close on their role ("JANE ROE, Plaintiff, v. ACME CORP.,
// Defendant."): the names above the plaintiffs' mark, the names between the "v." and the
// defendants' mark, a side's later group, and consolidated captions printed one under another.
import { isProseLine, ROLE_ONLY_LINE } from './captionBlocks'
import {
  DEFENDANT_MARK,
  firstMatch,
  markInSentence,
  namedBySomeoneElse,
  PLAINTIFF_MARK,
  VERSUS,
} from './captionMarks'
import { courtStop, isSeparatorLine, isTitleLine, leftColumn } from './captionLines'
import type { findCourts } from './courts'
import { namesBefore } from './namesBefore'
import { mention, type PartyMention } from './partyMention'
import { normalizePartyName, partyNames } from './partyNames'

type Courts = ReturnType<typeof findCourts>

/** The two sides of the caption whose plaintiffs' mark is `plaintiff`, or the one side read. */
export function markedCaption(
  head: string,
  courts: Courts,
  plaintiff: RegExpExecArray,
): PartyMention[] {
  if (namedBySomeoneElse(head, plaintiff.index) || markInSentence(head, plaintiff)) return []
  const markEnd = plaintiff.index + plaintiff[0].length
  const versus = firstMatch(VERSUS, head, markEnd, markEnd + 300)
  if (!versus) return []
  const afterVersus = versus.index + versus[0].length
  const defendant = firstMatch(DEFENDANT_MARK, head, afterVersus, afterVersus + 1500)
  if (!defendant || namedBySomeoneElse(head, defendant.index)) return []
  const stop = courtStop(head, courts, plaintiff.index)
  const plaintiffBlock = namesBefore(head, plaintiff.index, stop)
  // A role word in a sentence ("RESPONDENTS TO STAY DISCOVERY", a title beside the caption) marks
  // no side: the plaintiffs' side is read alone.
  const defendantBlock = markInSentence(head, defendant)
    ? null
    : namesBefore(head, defendant.index, besideVersusEnd(head, afterVersus), true)
  const plaintiffs = plaintiffBlock ? partyNames(plaintiffBlock.names) : []
  const plaintiffEnd = plaintiff.index + plaintiff[0].replace(/\s+$/, '').length
  const firstDefendantEnd = defendant.index + defendant[0].replace(/\s+$/, '').length
  const more = defendantBlock ? laterGroup(head, defendant[0], firstDefendantEnd) : null
  const defendants = defendantBlock
    ? [...partyNames(defendantBlock.names), ...(more?.names ?? [])]
    : []
  const defendantEnd = more?.end ?? firstDefendantEnd
  const sides = [
    ...(plaintiffBlock && plaintiffs.length > 0
      ? [mention('plaintiffs', plaintiffs, plaintiffBlock.start, plaintiffEnd, 'caption')]
      : []),
    ...(defendantBlock && defendants.length > 0
      ? [mention('defendants', defendants, defendantBlock.start, defendantEnd, 'caption')]
      : []),
  ]
  return sides
}

// What the right-hand column sets a gap after the "v." on its line: the paper's title or its
// number, in capitals and figures ("v.  RULE 37(B)(2)", "v.  PLAINTIFFS' THIRD SET OF").
const BESIDE_VERSUS = /^[ \t]{2,}(?=[^\n]*\p{Lu}{2,})[^\p{Ll}\n]+$/u

/** Where the defendants' names may start: past the right-hand column's matter on the "v." line. */
function besideVersusEnd(head: string, afterVersus: number): number {
  const newline = head.indexOf('\n', afterVersus)
  const rest = head.slice(afterVersus, newline === -1 ? head.length : newline)
  return BESIDE_VERSUS.test(rest) ? afterVersus + rest.length : afterVersus
}

const CONSOLIDATED_GAP_LINES = 4

/**
 * The sides of consolidated cases printed as captions one under another, each closed by a rule
 * ("____ )"): every case's parties are the paper's, so the next caption's names join each side
 * (once each). Only rules, blank rows and the ")" column stand between two captions.
 */
export function withConsolidated(
  head: string,
  courts: Courts,
  sides: PartyMention[],
): PartyMention[] {
  let [plaintiffs, defendants] = sides as [PartyMention, PartyMention]
  for (;;) {
    const next = nextCaptionStart(head, defendants.end)
    if (next === null) break
    const mark = [...head.slice(0, next + CONSOLIDATED_REACH).matchAll(PLAINTIFF_MARK)].find(
      (m) => m.index >= next,
    )
    const more = mark ? markedCaption(head, courts, mark) : []
    if (more.length !== 2) break
    const [p, d] = more as [PartyMention, PartyMention]
    // A caption's block, not a sentence: its names open the line after the rule, and each side's
    // role stands alone on its line.
    if (head.lastIndexOf('\n', p.start - 1) + 1 !== next) break
    if (!roleAlone(head, p.end - 1) || !roleAlone(head, d.end - 1)) break
    plaintiffs = mention(
      'plaintiffs',
      joined(plaintiffs.value, p.value),
      plaintiffs.start,
      p.end,
      'caption',
    )
    defendants = mention(
      'defendants',
      joined(defendants.value, d.value),
      defendants.start,
      d.end,
      'caption',
    )
  }
  return [plaintiffs, defendants]
}

const CONSOLIDATED_REACH = 600

/** Where the next caption starts, when only blank rows and at least one rule follow `end`. */
function nextCaptionStart(head: string, end: number): number | null {
  let at = head.indexOf('\n', end)
  const closed = /\.\s*$/.test(
    head.slice(head.lastIndexOf('\n', end - 1) + 1, at === -1 ? undefined : at),
  )
  let rules = 0
  for (let skipped = 0; at !== -1 && skipped <= CONSOLIDATED_GAP_LINES; skipped++) {
    const from = at + 1
    const newline = head.indexOf('\n', from)
    const line = head.slice(from, newline === -1 ? head.length : newline)
    const left = leftColumn(line)
    if (isSeparatorLine(line) || (left.trim() !== '' && isSeparatorLine(left))) rules++
    else if (!/^\s*[)x§:]*\s*$/.test(left))
      // (Or, with no rule, a name in capitals straight after the caption's closing "Defendants.",
      // as the District of Columbia sets consolidated cases' captions one under another.)
      return rules > 0 || (closed && /^\s*\p{Lu}[^\p{Ll}]*$/u.test(left) && !isTitleLine(left))
        ? from
        : null
    at = newline
  }
  return null
}

/** Whether the line holding `at` says only a side's role, in its left column. */
function roleAlone(head: string, at: number): boolean {
  const start = head.lastIndexOf('\n', at - 1) + 1
  const newline = head.indexOf('\n', at)
  return ROLE_ONLY_LINE.test(leftColumn(head.slice(start, newline === -1 ? head.length : newline)))
}

/** Two lists of names as one, each name once. */
function joined(first: readonly string[], second: readonly string[]): string[] {
  const seen = new Set(first.map(normalizePartyName))
  return [...first, ...second.filter((name) => !seen.has(normalizePartyName(name)))]
}

const LATER_GROUP_REACH = 400

/**
 * The names of a side's second group, when the caption lists the side in groups each ending on
 * its role, as appeals do for the parties who appeal and those who do not ("State of Missouri;
 * Jane Roe, Defendants-Appellants\nJohn Doe; Mary Poe, Defendants"): names straight after the
 * first group's mark, ending on a defendants' mark at the end of its line.
 */
function laterGroup(
  head: string,
  first: string,
  from: number,
): { names: string[]; end: number } | null {
  // "Defendants." closes the caption; a consolidated caption's next case ("Roe, Respondents")
  // names its own sides.
  if (/\.\s*$/.test(first)) return null
  const mark = firstMatch(DEFENDANT_MARK, head, from, from + LATER_GROUP_REACH)
  if (!mark || namedBySomeoneElse(head, mark.index) || baseRole(mark[0]) !== baseRole(first)) {
    return null
  }
  const markEnd = mark.index + mark[0].replace(/\s+$/, '').length
  const lineEnd = head.indexOf('\n', markEnd)
  // The role closes its block: nothing but the ")" column or a page marker after it.
  if (!/^[\s).,;:*\d]*$/.test(head.slice(markEnd, lineEnd === -1 ? head.length : lineEnd))) {
    return null
  }
  const between = head.slice(from, mark.index)
  if (
    firstMatch(VERSUS, between, 0, between.length) ||
    firstMatch(PLAINTIFF_MARK, between, 0, between.length)
  ) {
    return null
  }
  const block = namesBefore(head, mark.index, from, true)
  if (!block || block.names.split('\n').some((line) => isProseLine(line))) return null
  const names = partyNames(block.names)
  return names.length > 0 ? { names, end: markEnd } : null
}

/**
 * A role mark's first word, in the singular: "Defendants-Appellants" → "defendant"; a derivative
 * suit's "Nominal Defendant" (the company sued for) is a defendant.
 */
function baseRole(mark: string): string {
  return (/\p{L}+/u.exec(mark.replace(/^\s*Nominal\s+/i, ''))?.[0] ?? '')
    .toLowerCase()
    .replace(/s$/, '')
}
