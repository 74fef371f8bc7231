// Signatures of judges whose title is no "Judge" or "Justice": a chancery court's Chancellor or
// Vice Chancellor (Delaware, Tennessee, Mississippi), New York's Surrogate, a master or magistrate
// in chancery; and a state's e-filed order that prints the judge's name under "So Ordered" with
// no title at all (South Carolina's Form 4); and an agency's judge signing by initials and surname
// ("M. DOE" over "Veterans Law Judge"). findJudges (judges.ts) adds them.
import { type JudgeMention, NAME, cleanName, printedName } from './judgeNames'

// The name alone on its line (an "/s/" before it), then the title alone on its own line, a blank
// line between or none, as a chancery court's letter opinion and orders sign.
const CHANCERY_SIGNATURE = new RegExp(
  `(?<=(?:^|\\n)[ \\t]*)(?:\\/s\\/[ \\t]*)?${NAME}[ \\t]*,?[ \\t]*\\n(?:[ \\t]*\\n)?[ \\t]*(?:(?:Vice|VICE)[ \\t]+)?(?:Chancellor|CHANCELLOR|Surrogate|SURROGATE|(?:Master|MASTER|Magistrate|MAGISTRATE)[ \\t]+(?:in|IN)[ \\t]+(?:Chancery|CHANCERY))[ \\t]*,?[ \\t]*(?=\\n|$)`,
  'dg',
)

// "So Ordered" on its own line, then (past blank lines or a signature's rule) the name alone on
// its line, or with its title after a comma (TITLE_AFTER). South Carolina's e-filing stamp runs "ELECTRONICALLY FILED - ... - CASE#..." down the
// margin a letter a line: a letter may close any of these lines ("So Ordered M", "Jane A. Doe
// P") or stand on a line of its own between them.
// A judge's title after the name and a comma, to the line's end: "Jane Doe, District Court
// Judge," as Iowa's e-filed orders sign, the judicial district on the line under it.
const TITLE_AFTER =
  '[^\\n]{0,40}\\b(?:Judge|JUDGE|Justice|JUSTICE|Magistrate|MAGISTRATE)\\b[^\\n]{0,60}'
const MARGIN_LETTER = '(?:[ \\t]+[A-Z#\\d-])?'
const SO_ORDERED_NAME = new RegExp(
  `(?<=(?:^|\\n)[ \\t]*)(?:IT[ \\t]+IS[ \\t]+)?(?:SO[ \\t]+ORDERED|So[ \\t]+[Oo]rdered)[ \\t]*[.:!]?${MARGIN_LETTER}[ \\t]*\\n(?:[ \\t]*(?:_{3,}|[A-Z#\\d-])?[ \\t]*\\n){0,4}[ \\t]*(?:\\/s\\/[ \\t]*)?${NAME}[ \\t]*(?:,[ \\t]*${TITLE_AFTER})?(?=\\n|$)`,
  'dg',
)
// A state trial court's signature block with its title printed under the signature's rule and
// the judge's name typed under the title: "________ / JUDGE OF THE SUPERIOR COURT / Jane Doe"
// (California), "JUDGE PRESIDING / Jane Doe" (Texas). The rule, a date before it on the same
// line or none, opens the block; the name stands alone on the line after the title.
const TITLE_OVER_NAME = new RegExp(
  `_{3,}[ \\t]*\\n[ \\t]*(?:(?:JUDGE|Judge)[ \\t]+(?:OF|of)[ \\t]+(?:THE|the)[ \\t]+(?:[A-Z][A-Za-z]*[ \\t]+){0,3}(?:COURT|Court)|(?:JUDGE|Judge)[ \\t]+(?:PRESIDING|Presiding)|(?:PRESIDING|Presiding)[ \\t]+(?:JUDGE|Judge))[ \\t]*\\n[ \\t]*${NAME}[ \\t]*(?=\\n|$)`,
  'dg',
)
// An agency's adjudicator signing by initials and surname over the title ("M. A. DOE" over
// "Veterans Law Judge", as the Board of Veterans' Appeals signs its decisions; "J. ROE" over
// "Administrative Law Judge"): the title says the initials are a judge's name, though no first
// name is given. The title ends its line or runs on after a comma ("…, Board of Veterans' Appeals").
const INITIALED_ADJUDICATOR = new RegExp(
  `(?<=(?:^|\\n)[ \\t]*)(?:\\/s\\/[ \\t]*)?(?<name>(?:[A-Z]\\.[ \\t]?){1,2}[ \\t]*(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’]+(?:-[A-Z][A-Za-z'’]+)?)[ \\t]*\\n[ \\t]*(?:Veterans|VETERANS|Administrative|ADMINISTRATIVE)[ \\t]+(?:Law|LAW)[ \\t]+(?:Judge|JUDGE)[ \\t]*(?=,|\\n|$)`,
  'dg',
)
// A margin letter the name's words took in, two spaces after the surname.
const TRAILING_LETTER = /[ \t]{2}[A-Z]$/

/** Judges signing as chancellor or surrogate, by name alone under "So Ordered", or under a title. */
export function findTitledSignatures(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const re of [CHANCERY_SIGNATURE, SO_ORDERED_NAME, TITLE_OVER_NAME]) {
    for (const match of text.matchAll(re)) {
      const raw = match.groups!.name!.replace(TRAILING_LETTER, '')
      const value = cleanName(raw)
      if (!value) continue
      const [start] = match.indices!.groups!.name!
      const end = start + raw.length
      found.push({
        value,
        display: value,
        start,
        end,
        form: 'signature',
        bench: re === SO_ORDERED_NAME ? 'unknown' : 'state',
      })
    }
  }
  for (const match of text.matchAll(INITIALED_ADJUDICATOR)) {
    const raw = match.groups!.name!
    // At least two letters past the initials: a surname, not a third initial.
    if (!/[A-Za-z'’]{2,}$/.test(raw)) continue
    const value = printedName(raw.replace(/\.(?=\S)/g, '. ').replace(/[ \t]+/g, ' '))
    const [start, end] = match.indices!.groups!.name!
    // An agency's bench, no court's: a court reviewing the agency signs over its own title.
    found.push({ value, display: value, start, end, form: 'signature', bench: 'unknown' })
  }
  return found
}
