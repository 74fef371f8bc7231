// A judge named as one of a bench of several, not as the case's judge: a member of a panel listed
// under "BEFORE:" or in a court of appeals' docket entry, a visiting judge "sitting by
// designation", a colleague "of this Court". The panel's author line says who wrote. Pure.
import type { JudgeMention } from './judges'

// After a name: a colleague ("Judge Jane Doe of this Court requested ..."; a judge never names
// themself "of this Court") or a panel's visitor: a judge, but not the case's.
const COLLEAGUE =
  /^[ \t]*,?[ \t]*of\s+this\s+(?:Court|court|District)\b|^[^.;]{0,120}\bsitting\s+by\s+designation\b/
// The same, said of an opinion's author: a visiting judge who wrote the opinion ("PREGERSON,
// Circuit Judge, sitting by designation.", a synopsis's "The District Court, Pregerson, Circuit
// Judge, sitting by designation, held …") is its judge.
const COLLEAGUE_OF_AUTHOR = /^[ \t]*,?[ \t]*of\s+this\s+(?:Court|court|District)\b/

/**
 * Whether the words after a name make the judge a colleague of the court ("Judge Jane Doe of this
 * Court") or, unless the judge is the opinion's author, a panel's visitor ("The Honorable X, …
 * sitting by designation").
 */
export function namedColleague(text: string, mention: JudgeMention): boolean {
  const after = text.slice(mention.end, mention.end + 160)
  return (mention.form === 'author' ? COLLEAGUE_OF_AUTHOR : COLLEAGUE).test(after)
}

/**
 * Whether a circuit judge is named in a list of the panel's judges, as a court of appeals' docket
 * enters a hearing or a decision ("heard by Chief Judge A, Circuit Judge B and Circuit Judge C"):
 * each judge sat; none is the case's judge.
 */
export function circuitPanel(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'title' || (mention.bench !== 'circuit' && mention.bench !== 'unknown')) {
    return false
  }
  const around = text.slice(Math.max(0, mention.start - 120), mention.end + 120)
  return (around.match(/\b(?:Circuit|Chief|Senior)\s+Judges?\b/g) ?? []).length >= 3
}

/**
 * Whether a mention is one of a panel's judges listed under "BEFORE:" (inPanelList) and not the
 * author line printed under the closed list (authorUnderClosedPanel).
 */
export function listedPanelMember(text: string, mention: JudgeMention): boolean {
  return inPanelList(text, mention.start) && !authorUnderClosedPanel(text, mention)
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
