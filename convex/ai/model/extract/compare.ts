// When an extracted value counts as the expected one: both are reduced to a normal form (dates as
// ISO, money as amount and currency, dockets, courts, names and party lists without case,
// punctuation or layout differences). One home for the bench's evaluation and the prompt lab's
// golden sets. Pure: it runs inside Convex functions.
import type { ExpectedValue, MatchKind } from '../../../../shared/goldenSetFormat'
import type { Money } from './amounts'
import { STATES } from './courtNames'
import { oneLetterApart } from './text'
import { normalizePartyName } from './partyNames'
import type { FieldAnswer } from './types'

export type { ExpectedValue, FieldKind, MatchKind } from '../../../../shared/goldenSetFormat'

// The judge's suffix is initials ("-JMF") or one letter (the Middle District of Florida's
// "70-636-CIV-J", the Northern District of Texas's "-P"); the Middle District of Florida also
// prints its division and its judge's number ("2:08-cv-30-FtM-34DNF", "6:19-cv-1234-Orl-31GJK").
const FEDERAL =
  /^(?:\d{1,2}:)?(\d{2})-(?:[a-z]{2,4}-)?0*(\d{1,6})(?:-[a-z]{1,4}(?:-\d{1,2}[a-z]{0,4})?)*$/i
// Written without dashes, as older reporters print them: "1:96CV1500RWS", "07cv783 BEN (NLS)".
const COMPACT_FEDERAL = /^(?:\d{1,2}:)?(\d{2})(?:CV|CR|cv|cr)0*(\d{1,6})(?:[\s-]*[A-Z]{2,4})*$/
// A district's own writing of the same number, the type or the judge's initials first: the
// District of Maryland's "GJH-19-1944" and "PJM-06-2018" (8:19-cv-01944-GJH), the Eastern
// District of New York's "CV-14-6410", the Northern District of California's "C 03-03105 CRB"
// (also printed with its "C" against the year, "C07-06411 CRB").
const PREFIX_FEDERAL = /^(?:[A-Z]{1,4}[- ]|C(?=\d))(\d{2})-0*(\d{1,6})(?:[\s-][A-Z]{2,4})*$/
// The Southern District of New York's older writing: "90 Civ. 628 (RWS)", "92 Cr. 123".
const CIV_FEDERAL = /^(\d{2})\s+(?:Civ|Cr|Crim)\.?\s*0*(\d{1,6})(?:[\s-]*[A-Z]{2,4})*$/
// The Northern District of Texas's writing before CM/ECF: its office's digit, a dash, the year run
// into the case type, the sequence and the judge's letter ("3-97CV-2200-R"). Its parts are
// CM/ECF's "3:97-cv-02200-R" in another order of punctuation: office, year, type, sequence, judge.
const OFFICE_FEDERAL = /^\d{1,2}-(\d{2})(?:CV|CR|cv|cr)-0*(\d{1,6})(?:-[A-Z]{1,4})*$/

// A federal number typed with spaces for its dashes ("3:91 CV 00296"), and its judge's initials a
// space after it ("3:12-CV-05378 BHS"): the same number as "3:91-cv-00296-AVC".
const SPACED_FEDERAL = /^((?:\d{1,2}:)?\d{2})[ \t]+(CV|CR|cv|cr)[ \t]+(\d{1,6})(?=$|[\s-])/
const SPACED_INITIALS = /(?<=^(?:\d{1,2}:)?\d{2}-[A-Za-z]{2,4}-\d{1,6})[ \t]+([A-Z]{2,4})$/

/**
 * A docket number's normal form. Federal numbers compare on year and sequence: the office prefix
 * ("1:"), the case type, leading zeros and the judges' initials are ways of writing the same
 * case ("22-CV-8123 (RWK)" = "1:22-cv-08123-RWK"; "C.A. No. 23-1187-GBW" = "1:23-cv-01187-GBW";
 * "GJH-19-1944" = "8:19-cv-01944"). A label ("Nos.", "Civ. A. No."), a sentence's closing
 * period, a consolidated appeal's "(L)" or "(CON)", a magistrate's "(ASx)" and a dash's
 * typesetting (en dash for hyphen) are not part of the number.
 */
export function docketKey(value: string): string {
  const bare = value
    // A dash as a PDF or a reporter sets it (en dash, minus, non-breaking hyphen) is a hyphen.
    .replace(/[\u2010\u2011\u2013\u2212]/g, '-')
    .replace(/^\s*(?:[\w.]+\s+)*Nos?\.?\s*:?\s*/i, '')
    // A court of appeals' mark of a consolidated appeal's place ("02-7079(L)", the lead appeal;
    // "02-7329(CON)", a consolidated one; "(XAP)", a cross-appeal) is no part of its number.
    .replace(/\s*\((?:L|CON|XAP)\)/g, '')
    // The Central District of California's mark of the magistrate judge a case is referred to,
    // capitals and an "x" ("CV 17-2778 BRO (ASx)"), says who has the case, as judges' initials
    // do: no part of its number.
    .replace(/\s*\([A-Z]{1,4}x\)/g, '')
    .replace(/^\s*Civ(?:il)?\.?\s*A(?:ction)?\.?\s*/i, '')
    // "C.A." is "Civil Action" abbreviated (a Massachusetts caption's "C.A. 88-064"): a label.
    .replace(/^\s*C\.\s?A\.\s+(?=\d)/, '')
    .replace(
      /\s*\(([A-Z]{2,4}(?:\/[A-Z]{2,4})*)\)/g,
      (_all, initials: string) => `-${initials.replace(/\//g, '-')}`,
    )
    .replace(/[.,;:]+$/, '')
    .trim()
    .replace(SPACED_FEDERAL, '$1-$2-$3')
    .replace(SPACED_INITIALS, '-$1')
  const federal =
    FEDERAL.exec(bare) ??
    COMPACT_FEDERAL.exec(bare) ??
    PREFIX_FEDERAL.exec(bare) ??
    CIV_FEDERAL.exec(bare) ??
    OFFICE_FEDERAL.exec(bare)
  if (federal) return `${federal[1]}-${Number(federal[2])}`
  // The judge's initials a court prints after its own writing of a number ("A 92 CA 563 SS",
  // "CIV S-91-0300 GGH P") say who has the case, as the federal suffix does: the same number.
  return bare
    .replace(/(?<=\d)(?:[ \t]+[A-Z]{1,4}){1,2}$/, '')
    .replace(/\s+/g, ' ')
    .toUpperCase()
}

/**
 * Whether a docket answers a label: the same number, or the first of a label's consolidated
 * numbers ("Nos. 74319, 74259", "Nos. 16-1684/17-1144": a table's cell holds the lead number).
 */
export function sameDocket(value: string, expected: string): boolean {
  if (docketKey(value) === docketKey(expected)) return true
  // A slash lists two numbers only between whole ones ("16-1684/17-1144"); inside one it is part
  // of it ("651234/2023").
  const numbers = expected
    .split(/\s*[,;&]\s*|\s+and\s+|\s*\/\s*(?=\d{2}-\d)(?<=\d{2}-\d+\s*\/\s*)/)
    .filter((n) => /\d/.test(n))
  return numbers.length > 1 && docketKey(value) === docketKey(numbers[0]!)
}

/**
 * A court or judge name's normal form: lower case, letters and digits only, single spaces. An
 * accent is the same letter typed without it ("Gelpí" = "Gelpi"), as many filings print names.
 */
export function nameKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const DIRECTION_LETTERS: Record<string, string> = {
  n: 'northern',
  s: 'southern',
  e: 'eastern',
  w: 'western',
  c: 'central',
  m: 'middle',
}
const COURT_FILLER = new Set('the for of in at and state commonwealth en banc'.split(' '))

/**
 * A court's identity: the words that tell courts apart, in any order, whatever the layout
 * ("United States District Court, Northern District of Texas, Dallas Division" = "United States
 * District Court for the Northern District of Texas"; "Supreme Court of the State of Alaska" =
 * "Supreme Court of Alaska"; "U.S. District Court" = "United States District Court"). A seat
 * ("(Bangor)", "Dallas Division", "Winston-Salem Division", "M.D. Ala., N.D.") and "en banc" say
 * where or how it sat, not which court it is;
 * numbered divisions and districts ("Second District, Division Three") stay.
 */
export function courtKey(value: string): string {
  const words = value
    .toLowerCase()
    // A docket report's office or its CM/ECF release after the court's name ("Northern District
    // of New York - Main Office (Syracuse)", "… - CM/ECF LIVE, Ver 6.3.3 (Chicago)"): which of
    // its offices or which software printed the report, not which court it is.
    .replace(/\s+[-–—]\s+(?:[a-z]+\s+)?office\b.*$|\s+[-–—]\s+cm\s?\/\s?ecf\b.*$/, ' ')
    .replace(/\([^)]*\)/g, ' ')
    // A district's division abbreviated after it ("M.D. Alabama, N.D.": its Northern Division).
    .replace(/^(.*(?:\bdistrict\b|\b[nsewcm]\.\s?d\.).*?),\s*[nsewc]\.\s?d\.\s*$/, '$1')
    .replace(/\bu\.\s?s\.|\bus\b/g, 'united states')
    .replace(
      /\b([nsewcm])\.\s?d\.(?=\s|$|,)/g,
      (_all, d: string) => `${DIRECTION_LETTERS[d]} district`,
    )
    .replace(/,?\s*[a-z]+(?:[- ][a-z]+)? division\b/g, (division) =>
      /\b(?:one|two|three|four|five|six|seven|eight|[0-9]+|first|second|third|fourth|fifth|sixth|civil|criminal|family|probate|juvenile|chancery|law|appellate|general)\s+division$/.test(
        division.trim().replace(/^,\s*/, ''),
      )
        ? division
        : ' ',
    )
    // A federal court's seat after "at" ("Western District of Washington at Seattle"), as its
    // divisions are printed: where it sat, not which court it is.
    .replace(/^(?=.*\bunited states\b)(.*\bdistrict\b.*?),?\s+at\s+[a-z]+(?:\s+[a-z]+)?\s*$/, '$1')
    .replace(/\bappeals\b/g, 'appeal')
    // An apostrophe or an ʻokina inside a word ("Hawaiʻi", "Surrogate's") is the same word.
    .replace(/(?<=[a-z])[‘ʻ'’](?=[a-z])/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !COURT_FILLER.has(word))
  return [...new Set(words)].sort().join(' ')
}

/** Words that say whose a court is, not which: its sovereign and seat ("State of Georgia", "U.S."). */
const STATE_WORDS = new Set(STATES.flatMap(([name]) => name.toLowerCase().split(' ')))

const SOVEREIGN_WORDS = new Set(['united', 'states', 'washington', 'd', 'c', ...STATE_WORDS])

/**
 * Whether two court names name one court: the same identity (courtKey), or the same but for the
 * sovereign one of them adds ("Superior Court of Fulton County" = "…, State of Georgia").
 */
export function sameCourt(a: string, b: string): boolean {
  const x = new Set(courtKey(a).split(' '))
  const y = new Set(courtKey(b).split(' '))
  const onlyX = [...x].filter((w) => !y.has(w) && !misreadOf(w, y))
  const onlyY = [...y].filter((w) => !x.has(w) && !misreadOf(w, x))
  // A sovereign one name adds is no other court; two different sovereigns are ("District of
  // Kansas", "District of Arkansas").
  const otherSovereign = onlyX.some(isStateWord) && onlyY.some(isStateWord)
  return (
    !otherSovereign &&
    onlyX.concat(onlyY).every((word) => SOVEREIGN_WORDS.has(word)) &&
    x.has('court') === y.has('court')
  )
}

/** Whether a word is one of a state's name's words. */
const isStateWord = (word: string) => STATE_WORDS.has(word)

// Words as long as this at least may differ by a scan's one misread letter and stay one word.
const DAMAGED_WORD_MIN = 5

/**
 * Whether a word is one of the other name's words but for a scan's damage: both five letters or
 * more and one letter apart (one changed, added, dropped or two swapped: "Illinios", "DI7TRICT",
 * "UMITED"). The labels keep a court's name as the page prints it, damage included, and an answer
 * that reads it right names the same court. Direction words differ by two letters or more
 * ("Eastern", "Western"; "Northern", "Southern"), so they stay apart.
 */
function misreadOf(word: string, words: ReadonlySet<string>): boolean {
  if (word.length < DAMAGED_WORD_MIN) return false
  for (const other of words)
    if (other.length >= DAMAGED_WORD_MIN && oneLetterApart(word, other)) return true
  return false
}

/**
 * A party list as a review table's reader would accept it: the lead party named (the first of
 * the expected list) and no name that is not a party of that side. A caption's "Jane Roe, et
 * al." lists only its lead party: the figures report this beside the exact-list rule.
 */
export function partiesLeadMatch(names: readonly string[], expected: readonly string[]): boolean {
  if (names.length === 0 || expected.length === 0) return false
  const wanted = new Set(expected.map(normalizePartyName))
  const given = names.map(normalizePartyName)
  return given.includes(normalizePartyName(expected[0]!)) && given.every((name) => wanted.has(name))
}

/** A judge's first and last names: "Jane M. Doe" and "Jane Doe" are one judge. */
export function judgeKey(value: string): string {
  const words = nameKey(value)
    .replace(/\s+(?:jr|sr|ii|iii|iv)$/, '')
    .split(' ')
    .filter((word) => word.length > 1)
  return `${words[0] ?? ''} ${words[words.length - 1] ?? ''}`
}

/** Party lists as sets of normalised names. */
export function partyKey(names: readonly string[]): string {
  return [...new Set(names.map(normalizePartyName))].sort().join(' | ')
}

/** Whether an answer's value equals the expected value of a column matched as `kind`. */
export function matches(kind: MatchKind, answer: FieldAnswer, expected: ExpectedValue): boolean {
  const value = answer.value
  if (value === null) return false
  switch (kind) {
    case 'dates':
      return value === expected
    case 'amounts': {
      const money = expected as Money
      return (
        typeof value === 'number' &&
        Math.abs(value - money.amount) < 0.005 &&
        answer.display.startsWith(money.currency)
      )
    }
    case 'caseNumbers':
      return typeof value === 'string' && sameDocket(value, expected as string)
    case 'courts':
      return typeof value === 'string' && sameCourt(value, expected as string)
    case 'judges': {
      if (typeof value !== 'string') return false
      // A judge named by surname alone ("BROWN, J.") is that judge whatever the first name.
      const surnameOnly = (name: string) => nameKey(name).split(' ').length === 1
      if (surnameOnly(expected as string) || surnameOnly(value)) {
        return (
          judgeKey(value).split(' ').pop() ===
          judgeKey(expected as string)
            .split(' ')
            .pop()
        )
      }
      return judgeKey(value) === judgeKey(expected as string)
    }
    case 'parties': {
      const names = Array.isArray(value) ? value : String(value).split(/;\s*/)
      return partyKey(names) === partyKey(expected as string[])
    }
    case 'yesNo':
      return typeof value === 'boolean' && value === expected
    case 'text':
      return (
        typeof value === 'string' &&
        typeof expected === 'string' &&
        nameKey(value) === nameKey(expected)
      )
  }
}
