// A judge the paper names for a decision other than its own: quoted from another case ("the
// language of Judge X", "the Order of Judge X, in Roe v. Doe"), the author of a reported decision
// below ("Doe, J., 332 F.Supp. 382"), a synopsis's judge of the court below, or the judge an
// appeal's "Appeal from …" heading names under the court below. Pure.
import type { JudgeMention } from './judges'

// "quoting the language of the Honorable X", "in the words of Judge X": another decision's judge.
const QUOTED_JUDGE =
  /\b(?:language|words|opinion|remarks|statement|dissent)\s+of\s+(?:the\s+)?(?:late\s+)?$/i

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

// After an author line's title: a reporter's citation ("Doe, J., 332 F.Supp. 382, rendered
// judgment"), as a headnote's synopsis names the judge whose decision is appealed. The citation
// may wrap after its volume ("Doe, J., 626" ending the line), a two-column print's other column
// between it and "F.Supp. 940".
const CITATION = '\\d+\\s+(?:[A-Z][A-Za-z.]*\\s*){1,4}\\d|\\d{1,4}[ \\t]*(?:\\n|$)'
const REPORTER_AFTER = new RegExp(`^[ \\t]*,[ \\t]*(?:C\\.[ \\t]?)?J\\.,[ \\t]*(?:${CITATION})`)

// A synopsis's first sentence names the court below and its judge, then what that judge did:
// "Defendant was convicted in the Elm Circuit Court, Jane Doe, J., of burglary", "The Superior
// Court, Roe, J., granted summary judgment". The decision's own author is the one who "held"
// (SYNOPSIS_HELD, judgeSurnames.ts). A two-column print may set one line of the other column
// between the court and the judge.
const SYNOPSIS_COURT_BEFORE = /\b(?:Court|COURT),[ \t]*(?:\n[^\n]{0,80})?\s*$/
const SYNOPSIS_TITLE_AFTER =
  /^,\s*(?:(?:Chief|Senior|Circuit|District|Trial)\s+)*(?:J\.|Judge|C\.\s?J\.|Justice),\s*(?!(?:then\s+)?held\b|sitting\b)[a-z]/

// What a synopsis says the judge below did, right after the judge's "J.,": the ruling appealed,
// as a participle ("directing desegregation", "granting summary judgment") or in the past
// ("granted", "entered order"). "held" is the appellate author's (SYNOPSIS_HELD), not taken.
const RULING =
  '(?:direct|grant|deni|deny|dismiss|enter|enjoin|order|approv|certif|refus|sustain|overrul|award|adopt|impos|requir|declar|vacat|reject|allow|issu|render)(?:ying|ing|ied|ed|d)\\b'
const TITLE_THEN_RULING = new RegExp(`^[ \\t]*,[ \\t]*(?:C\\.[ \\t]?)?J\\.,[ \\t]*${RULING}`)

// A synopsis's judge below by full name, after the court below and its comma ("… District Court
// for the Middle District of Florida, Jane Q. Doe, J., granting …", "…, at Elmtown, John Roe,
// J., 362 F.Supp. 1223, entered order …") or opening a line the synopsis wraps to: a name, "J.,"
// and then the ruling or the reported decision's citation. A two-column print may run the other
// column's words into the line, so the name is read only where a comma or the line's start
// precedes it.
const SYNOPSIS_JUDGE_BELOW = new RegExp(
  `(?:(?<=\\n)|(?<=,[ \\t]{1,3}))[ \\t]*(?<name>[A-Z][a-z]+(?:[ \\t]{1,2}[A-Z](?:[a-z]+|\\.)){0,2}[ \\t]{1,2}(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+)(?=[ \\t]*,[ \\t]*(?:C\\.[ \\t]?)?J\\.,[ \\t]*(?:${CITATION}|${RULING}))`,
  'g',
)

/**
 * Judges below a reporter's synopsis names by full name (SYNOPSIS_JUDGE_BELOW), as author-line
 * mentions: `citedDecisionBelow` then says they are the judge below (a 'trial' fact), never the
 * paper's judge.
 */
export function findSynopsisJudgesBelow(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const match of text.matchAll(SYNOPSIS_JUDGE_BELOW)) {
    const raw = match.groups!.name!
    const name = raw.replace(/[ \t]+/g, ' ')
    const start = match.index + match[0].indexOf(raw)
    found.push({
      value: name,
      display: name,
      start,
      end: start + raw.length,
      form: 'author',
      bench: 'unknown',
    })
  }
  return found
}

/**
 * Whether an author line is followed by a reported decision's citation or the ruling below, or is
 * a synopsis's judge of the court below (named after that court, doing anything but holding): the
 * judge below's.
 */
export function citedDecisionBelow(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'author') return false
  const after = text.slice(mention.end, mention.end + 60)
  if (REPORTER_AFTER.test(after) || TITLE_THEN_RULING.test(after)) return true
  const before = text.slice(Math.max(0, mention.start - 120), mention.start)
  return SYNOPSIS_COURT_BEFORE.test(before) && SYNOPSIS_TITLE_AFTER.test(after)
}

/**
 * Whether a mention stands in the paragraph an appeal's "Appeal from …" line opens: the court
 * below, then its judge on the next line, as appellate headings print it ("Appeal from the
 * Circuit Court for Palm Beach County; / Jane Doe, Judge; L.T. Case No. …", "Appeal from the
 * United States District Court …, at Norfolk. / John Roe, Senior District Judge."). The
 * opinion's own author line comes after a blank line.
 */
export function inAppealFromParagraph(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 400), start)
  const paragraph = before.slice(before.search(/\n[ \t]*\n(?![^]*\n[ \t]*\n)/) + 1)
  return /^\s*(?:On\s+)?Appeals?\s+from\b/i.test(paragraph) && /\n[ \t]*$/.test(paragraph)
}
