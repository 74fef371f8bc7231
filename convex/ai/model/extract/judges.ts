// Judges, named as filings name them: "Hon. Jane M. Doe", "The Honorable Jane M. Doe", "Judge Jane
// Doe", "Magistrate Judge ...", "Justice ...", a signature "/s/ Jane M. Doe" over "United States
// District Judge", and "JANE M. DOE, U.S.D.J." or "..., J.S.C.". The value is the name without its
// title ("Jane M. Doe"). A surname alone ("Judge Doe's Individual Practices") names no one fully
// and is not taken. Delaware's Court of Chancery has a Chancellor and Vice Chancellors. A name's
// words and cleaning are in judgeNames.ts; judges named by surname (author lines, panels) in
// judgeSurnames.ts.
import { type Bench, type JudgeMention, NAME, benchOf, cleanName } from './judgeNames'
import {
  findAuthors,
  findCaptionSurnames,
  findPanel,
  findParenthetical,
  findPresidingPanel,
  findSeparateOpinions,
} from './judgeSurnames'
import { findSynopsisJudgesBelow } from './judgeOtherDecision'
import { findRecordJudges } from './judgeRecords'
import { findDocketAuthors } from './judgeDocketAuthor'
import { findTitledSignatures } from './judgeSignatures'
import { findRunOnSignatures } from './judgeRunOnSignature'
import { withoutCoverSheetBoxes } from './coverSheet'
import { minutesJudge } from './minutesJudge'
import { copyMentions, readOnce } from './readOnce'

export type { Bench, JudgeMention } from './judgeNames'

// A scanned signature block carries the scanner's debris: stray marks after the signed name
// ("P. KEVIN DAVEY  ,.',;  '~"), a title word with one misread character ("Circ:uit Judge",
// "s-e~ior United States District Judge"). The judge's title on the next line still says it.
// Debris stands apart from the name (two spaces) and holds no caption column mark (")", "§").
const SCAN_DEBRIS = '(?:[ \\t]*,?[ \\t]*|[ \\t]{2,}[^A-Za-z0-9\\n)(§]{1,24})'
const SCANNED_WORD = '[A-Z][a-z]{1,8}[^\\sA-Za-z][a-z]{1,8}'

// A court's name stamped down the page's margin (the Northern District of California's orders)
// leaves a few of its letters before a signature's title line: "S d nr United States District
// Judge".
const MARGIN_STAMP = '(?:[A-Za-z]{1,3}[ \\t]+){2,3}'

// An e-signed name ("/s/ Jane M. Doe") may stand over the signature's rule, the title under it;
// pleading paper numbers the rule's line ("16   ________").
const SIGNATURE_RULE = '(?:[ \\t]*(?:\\d{1,2}[ \\t]+)?_{3,}[_ \\t]*\\n)?'

// A trial court's judge signs as its court's judge: "Superior Court Judge", "CIRCUIT COURT JUDGE".
const COURT_KIND =
  '(?:Superior|SUPERIOR|Circuit|CIRCUIT|District|DISTRICT|County|COUNTY|Probate|PROBATE|Family|FAMILY)'

// "Justice" after a word that makes it a cause's or an office's name, not a judge's title: "the
// Attorney General for Social Justice Jane Doe", "the Criminal Justice Council", the two words
// wrapped over a line's end as well.
const NOT_JUSTICE_TITLE =
  '[Ss]ocial|SOCIAL|[Cc]riminal|CRIMINAL|[Jj]uvenile|JUVENILE|[Rr]acial|RACIAL|[Ee]nvironmental|[Ee]conomic|[Rr]estorative'

// An e-filing system's signature stamp before the judge's name (Wisconsin's circuit courts), or
// a PDF's digital signature ("Digitally signed by") set over the judge's title.
const E_SIGNED =
  '(?:Electronically|ELECTRONICALLY|Digitally|DIGITALLY)[ \\t]+(?:signed|SIGNED)[ \\t]+(?:by|BY)[ \\t]+'

const MAGISTRATE_AFTER =
  /^[ \t]*(?:,\s*|\n[ \t]*)(?:(?:United\s+States|UNITED\s+STATES|U\.\s?S\.)\s+)?(?:Magistrate|MAGISTRATE)\s+(?:Judge|JUDGE)\b(?![ \t]*:)/
const MAGISTRATE_BEFORE = /\b(Magistrate|MAGISTRATE)[ \t]+$/

// A judge's office by its initials: "U.S.D.J.", "U.S.M.J.", "U.S.B.J.", New Jersey's "J.S.C.";
// the federal ones typed without their periods ("USDJ"), any with the last period lost
// ("U.S.D.J", "J.S.C"). A bare "JSC" is a company's (a joint-stock company), no judge's.
const OFFICE_INITIALS_WORD =
  '(?<bench>(?:A\\.)?J\\.S\\.C\\.?(?![A-Za-z])|U\\.S\\.[DMB]\\.J\\.?(?![A-Za-z])|US[DMB]J(?![A-Za-z]))'

// A name's word where a line may break inside the name, and what must follow its end there: the
// sentence's or entry's end, the date signed, or the verb of what the judge did ("… Holmes has
// recommended"); after a first line ending on an initial, any word in lower case.
const WRAP_WORD = '[A-Z][a-z]+'
const WRAP_SURNAME = `(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Dated|DATED)\\b)${WRAP_WORD}(?:-[A-Z][A-Za-z]+)?`
const WRAP_END =
  '(?=[ \\t]*(?:[.,;(]|on[ \\t]+\\d|\\n|$)|[ \\t]+(?:has|had|was|who|entered|granted|denied|signed|issued|held|ordered|found|presided|recommended|concluded)\\b)'

const BENCH_WORDS =
  '(?:(?:Chief|Senior)\\s+)?(?:(?:United\\s+States|U\\.\\s?S\\.)\\s+)?(?<bench>District|Magistrate|Bankruptcy|Circuit)?\\s*'
const PATTERNS: Array<{
  re: RegExp
  form: JudgeMention['form']
  bench: (m: RegExpExecArray) => Bench
}> = [
  {
    re: new RegExp(
      `(?:The\\s+|THE\\s+)?(?:Hon(?:orable|ORABLE)?\\.?|HON\\.|HONORABLE)(?:[ \\t]+|[ \\t]*\\n[ \\t]*)${NAME}`,
      'g',
    ),
    form: 'honorific',
    bench: () => 'unknown',
  },
  {
    // A caption's right-hand column labels its judge on one line and names them on the next,
    // beside the left column's party words: "…NELSON,   )  Honorable:" over "a minor, by his
    // next friends   )  David M. Lawson" (the Eastern District of Michigan's caption).
    re: new RegExp(
      `(?<=[)§][ \\t]*)(?:Honorable|HONORABLE|Hon\\.|HON\\.|Judge|JUDGE)[ \\t]*:[ \\t]*\\n[^\\n]*?[)§][ \\t]+${NAME}[ \\t]*(?=\\n|$)`,
      'g',
    ),
    form: 'honorific',
    bench: () => 'unknown',
  },
  {
    // A name wrapped after its first word or its initial: "the Hon. Lorraine⏎P. Escobar", "Hon.
    // Lorraine P.⏎Escobar".
    re: new RegExp(
      `(?:Hon(?:orable)?\\.?|HON\\.)[ \\t]+(?<first>[A-Z][a-z]+(?:[ \\t]+[A-Z]\\.)?)[ \\t]*\\n[ \\t]*(?<rest>(?:[A-Z]\\.[ \\t]+)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\\b`,
      'g',
    ),
    form: 'honorific',
    bench: () => 'unknown',
  },
  {
    // A name broken over a line's end inside it, in prose or a notice's docket text: "Magistrate
    // Judge Barbara D.⏎Holmes", "District Judge John⏎Q. Roe", "Signed by Judge Jon⏎Poe. (abc)".
    // The first line ends on an initial, or on one word where wrapped prose breaks (a long
    // line); the next goes on with the surname and then ends, or the sentence or entry does.
    re: new RegExp(
      `${BENCH_WORDS}(?:Judge|JUDGE)[ \\t]+(?<first>${WRAP_WORD}[ \\t]+[A-Z]\\.)[ \\t]*\\n[ \\t]*(?<rest>${WRAP_SURNAME})(?:${WRAP_END}|(?=[ \\t]+[a-z]))`,
      'g',
    ),
    form: 'title',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    re: new RegExp(
      `${BENCH_WORDS}(?:Judge|JUDGE)(?<=(?:^|\\n)[^\\n]{29,})[ \\t]+(?<first>${WRAP_WORD})[ \\t]*\\n[ \\t]*(?<rest>(?:[A-Z]\\.[ \\t]+)?${WRAP_SURNAME})${WRAP_END}`,
      'g',
    ),
    form: 'title',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    // The title ending its line after "by" or "before", the name on the next, then the entry's
    // or sentence's end: a notice's "… MOTION TO DISMISS by Judge⏎Jon S. Poe. (abc)". (A
    // minute order's "UNITED STATES DISTRICT JUDGE" over "Jane Roe, Deputy Clerk" is not.)
    re: new RegExp(
      `(?<=\\b(?:by|BY|before|BEFORE)[ \\t]+)${BENCH_WORDS}(?:Judge|JUDGE)[ \\t]*\\n[ \\t]*${NAME}(?:(?<=[a-z]\\.)|(?=[ \\t]*(?:\\(|on[ \\t]+\\d)))`,
      'g',
    ),
    form: 'title',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    re: new RegExp(`${BENCH_WORDS}(?:Judge|JUDGE)[ \\t]+${NAME}`, 'g'),
    form: 'title',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    // A docket's labelled field: "Ordering Judge: Jane M. Doe, Judge", "Presiding Judge: Hon.
    // Jane Doe", "Magistrate Judge: John Roe", "Judge Assigned: Jane Doe". The label starts its
    // line or a column (a tab's cell: "Time: 12 minutes⇥Judge: Ann B. Cole"), or follows
    // a caption's ")" column (the Northern District of Illinois: "v.  ) Judge: Jane Doe").
    re: new RegExp(
      `(?<=(?:^|\\n|\\t|[ \\t]{2}|[)§][ \\t]*)[ \\t]*)(?:(?:Ordering|ORDERING|Assigned|ASSIGNED|Presiding|PRESIDING|Trial|TRIAL|Sentencing|SENTENCING|Referring|REFERRING|(?<bench>District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY))[ \\t]+)?(?:Judge|JUDGE)(?:[ \\t]+(?:Assigned|ASSIGNED))?[ \\t]*:[ \\t]*(?:(?:The[ \\t]+)?(?:Hon(?:orable)?\\.?|HON\\.|HONORABLE)[ \\t]+)?${NAME}`,
      'g',
    ),
    form: 'title',
    // A scan's wide spacing may part the office from its label ("Magistrate  Judge:  John Roe"):
    // the field then starts at "Judge:", and the word before it still says the bench.
    bench: (m) =>
      benchOf(
        m.groups?.bench ??
          MAGISTRATE_BEFORE.exec(m.input.slice(Math.max(0, m.index - 16), m.index))?.[1],
      ),
  },
  {
    // A reporter print's "Judges:" line naming one judge and their bench, the line's only words:
    // "Judges: Jane M. Doe, United States District Judge." (a panel lists several names there).
    re: new RegExp(
      `(?<=(?:^|\\n)[ \\t]*)(?:Judges|JUDGES)[ \\t]*:[ \\t]*${NAME},[ \\t]*(?:(?:Chief|CHIEF|Senior|SENIOR)[ \\t]+)?(?:(?:United[ \\t]+States|UNITED[ \\t]+STATES|U\\.[ \\t]?S\\.)[ \\t]+)?(?<bench>District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY)[ \\t]+(?:Judge|JUDGE)\\.?[ \\t]*(?=\\n|$)`,
      'g',
    ),
    form: 'title',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    re: new RegExp(
      `(?<!\\b(?:of|OF|Of|${NOT_JUSTICE_TITLE})\\s{1,3})\\b(?:Justice|JUSTICE|(?:Vice\\s+)?Chancellor|(?:VICE\\s+)?CHANCELLOR)[ \\t]+${NAME}`,
      'g',
    ),
    form: 'title',
    bench: () => 'state',
  },
  {
    // "/s/ Jane M. Doe" or "JANE M. DOE" on its own line above "United States District Judge"
    // ("United States Senior District Judge", "United States District Court Judge").
    re: new RegExp(
      `(?:(?:\\/|(?<=(?:^|\\n)[ \\t]*))s\\/[ \\t]*)?${NAME}${SCAN_DEBRIS}\\n${SIGNATURE_RULE}[ \\t]*(?:(?:Chief|CHIEF|Senior|SENIOR)\\s+|\\S{1,10}[ \\t]+|${MARGIN_STAMP})?(?:United\\s+States|UNITED\\s+STATES|U\\.\\s?S\\.)\\s+(?:(?:Chief|CHIEF|Senior|SENIOR)\\s+)?(?<bench>District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY|Circuit|CIRCUIT)\\s+(?:(?:Court|COURT)\\s+)?(?:Judge|JUDGE|Judg(?=[ \\t]*(?:\\n|$)))`,
      'g',
    ),
    form: 'signature',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    // A name on its own line over a judge's title in other words: "Circuit Judge", "Judge of the
    // San Francisco Superior Court", "Chief Justice of the United States", "Superior Court Judge",
    // "Chief Bankruptcy Judge", an agency's adjudicator ("Veterans Law Judge", "Administrative Law
    // Judge", the Tax Court's "Special Trial Judge"). Wisconsin's e-filed orders print "Electronically signed by" before the name, the
    // Tax Court "(Signed)".
    re: new RegExp(
      `(?<=(?:^|\\n)[ \\t]*)(?:\\/s\\/[ \\t]*|\\((?:Signed|SIGNED)\\)[ \\t]*|${E_SIGNED})?${NAME}${SCAN_DEBRIS}\\n[ \\t]*(?:(?:Chief|CHIEF|Senior|SENIOR)[ \\t]+)?(?:(?:Presiding|PRESIDING|Associate|ASSOCIATE|Special|SPECIAL|(?:Veterans|VETERANS|Administrative|ADMINISTRATIVE)[ \\t]+(?:Law|LAW)|Circuit|CIRCUIT|District|DISTRICT|(?<lineBench>Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY)|${COURT_KIND}[ \\t]+(?:Court|COURT)|Trial|TRIAL|${SCANNED_WORD})[ \\t]+){0,2}(?:Judge|JUDGE|Justice|JUSTICE)\\b`,
      'g',
    ),
    form: 'signature',
    // "MAGISTRATE JUDGE" or "Chief Bankruptcy Judge" under the name, "United States" left out.
    bench: (m) => (m.groups?.lineBench ? benchOf(m.groups.lineBench) : 'state'),
  },
  {
    // An e-signature and its title on one line, wherever the line's other column puts it:
    // "Dated: March 4, 2024      /s/ Jane M. Doe, United States District Judge".
    re: new RegExp(
      `\\/s\\/[ \\t]*${NAME}[ \\t]*,[ \\t]*(?:(?:Chief|CHIEF|Senior|SENIOR)[ \\t]+)?(?:(?:United[ \\t]+States|UNITED[ \\t]+STATES|U\\.[ \\t]?S\\.)[ \\t]+)?(?:(?:Chief|CHIEF|Senior|SENIOR)[ \\t]+)?(?<bench>District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY|Circuit|CIRCUIT)[ \\t]+(?:(?:Court|COURT)[ \\t]+)?(?:Judge|JUDGE)\\b`,
      'g',
    ),
    form: 'signature',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    // An e-signature over the district court's name, the judge's title left out: "/s/ Jane M.
    // Doe" over "Jane M. Doe" (the name typed again) over "United States District Court". A
    // clerk's signature names the clerk's office on the line between.
    re: new RegExp(
      `\\/s\\/[ \\t]*${NAME}[_ \\t]*\\n(?:[ \\t]*(?![^\\n]*\\b(?:Clerk|CLERK|Deputy|DEPUTY|Attorney|ATTORNEY|Counsel|COUNSEL))[A-Z][A-Za-z.'’ -]{2,40}\\n)?[ \\t]*(?:United[ \\t]+States|UNITED[ \\t]+STATES|U\\.[ \\t]?S\\.)[ \\t]+(?:District|DISTRICT)[ \\t]+(?:Court|COURT)[ \\t]*(?=\\n|$)`,
      'g',
    ),
    form: 'signature',
    bench: () => 'district',
  },
  {
    re: new RegExp(`${NAME},?[ \\t]+${OFFICE_INITIALS_WORD}`, 'g'),
    form: 'signature',
    bench: (m) => officeBench(m.groups?.bench),
  },
  {
    // The office's initials on the line under a name that starts its own line, as New Jersey's
    // judges sign: "Jane M. Doe" over "U.S.D.J.", the initials alone on their line.
    re: new RegExp(
      `(?<=(?:^|\\n)[ \\t]*)(?:\\/?s\\/[ \\t]*)?${NAME}[ \\t]*,?[ \\t]*\\n[ \\t]*${OFFICE_INITIALS_WORD}[ \\t]*(?=\\n|$)`,
      'g',
    ),
    form: 'signature',
    bench: (m) => officeBench(m.groups?.bench),
  },
]

const OFFICE_INITIALS: Record<string, Bench> = {
  USDJ: 'district',
  USMJ: 'magistrate',
  USBJ: 'bankruptcy',
}

/** The bench an office's initials name, their periods aside: "U.S.M.J." a magistrate's. */
function officeBench(initials: string | undefined): Bench {
  return OFFICE_INITIALS[(initials ?? '').replace(/\./g, '')] ?? 'state'
}

// A signature block in the page's right-hand column: the name on its own line, the judge's title
// under it at the same column while the left-hand column goes on beside it ("Dated: April 9,
// 2021      Justice of the Superior Court").
const COLUMN_NAME = new RegExp(
  `(?<=(?:^|\\n)(?<indent>[ \\t]{8,}))(?:\\/s\\/[ \\t]*)?${NAME}[ \\t]*\\n(?<next>[^\\n]*)`,
  'g',
)
const COLUMN_TITLE = new RegExp(
  `^(?:(?:Chief|CHIEF|Senior|SENIOR|Presiding|PRESIDING|Associate|ASSOCIATE|${COURT_KIND}[ \\t]+(?:Court|COURT))[ \\t]+)?(?:Judge|JUDGE|Justice|JUSTICE)\\b`,
)

/** Judges signing in the right-hand column over their title, beside the left column's words. */
function findColumnSignatures(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const match of text.matchAll(COLUMN_NAME)) {
    const { indent, next, name: raw } = match.groups!
    const column = indent!.length
    const left = next!.slice(0, column)
    const title = next!.slice(column)
    // The line beside must hold the left column's words, ending two spaces before the title; a
    // title under the name alone is the plain signature's.
    if (!/\S[ \t]{2,}$/.test(left) || !COLUMN_TITLE.test(title)) continue
    const name = cleanName(raw!)
    if (!name) continue
    const start = match.index
    found.push({
      value: name,
      display: name,
      start,
      end: start + match[0].indexOf(raw!) + raw!.length,
      form: 'signature',
      bench: 'state',
    })
  }
  return found
}

// The end of a bracketed assignment note's right-hand column on the next line: "Freeman -
// Courtroom 3]", "Freeman]".
const BRACKET_REST =
  /^[^\n]*?(?:^|[ \t]{2,})((?:[A-Z][A-Za-z'’-]+|[A-Z]\.)(?:[ ](?:[A-Z][A-Za-z'’-]+|[A-Z]\.)){0,2})(?:[ \t]+[-\u2013\u2014][ \t]+[^\]\n]{1,30})?\][ \t]*(?:\n|$)/d

/**
 * The words that finish a judge's name in a two-column caption's bracketed assignment note, as
 * California pleadings print it beside the parties: "[Assigned to the Honorable Beth Labson" over
 * "… GUERSENZVAIG,  Freeman - Courtroom 3]". The name ends its line inside an open "[", and the
 * next line's right-hand column closes the bracket. Null for any other name.
 */
function bracketRest(
  text: string,
  start: number,
  end: number,
): { words: string; end: number } | null {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', end)
  if (lineEnd === -1 || text.slice(end, lineEnd).trim() !== '') return null
  const before = text.slice(lineStart, start)
  if (!/\[[^\]]*$/.test(before)) return null
  const next = BRACKET_REST.exec(text.slice(lineEnd + 1))
  if (!next) return null
  return { words: next[1]!, end: lineEnd + 1 + next.indices![1]![1] }
}

// The CM/ECF docket report's header fields printed in the column beside "Assigned to:", cut
// where the name's match may end: "Nature" of "Nature of Suit:", "Jury" or "Jury Demand".
const DOCKET_COLUMN_LABEL =
  / (?:Nature|Jury(?: Demand)?|Cause|Jurisdiction|Demand|Date(?: Filed| Terminated)?)$/
const DOCKET_COLUMN_REST = /^(?: of Suit| Demand| Filed| Terminated)?[ \t]*:/

/**
 * A docket report whose columns came out one space apart glues the next field's label to the
 * judge's name: "Assigned to: District Judge Jane Doe Nature of Suit: 440". Only the report's
 * own field labels, followed by their colon, are cut at one space, so a name's last word is not
 * taken for a label.
 */
function docketColumnLabel(matched: string, after: string): RegExpExecArray | null {
  const label = DOCKET_COLUMN_LABEL.exec(matched)
  return label && DOCKET_COLUMN_REST.test(after) ? label : null
}

// A scan's zero for a middle initial's "O" between a name's words ("MARIANNE  0.  BATTANI").
const ZERO_INITIAL = /(?<=\b[A-Z][A-Za-z'’-]+[ \t]{1,2})0\.(?=[ \t]{1,2}[A-Z][A-Za-z'’-])/g

/**
 * The page with a scan's zero read back as the initial "O" it stands for (same length, so
 * offsets hold): the name's words are then a name's.
 */
function withInitialsMended(text: string): string {
  return text.replace(ZERO_INITIAL, 'O.')
}

/** Every judge named in `text` by a full name, first to last. */
export function findJudges(page: string): JudgeMention[] {
  return findJudgesKept(page)
}

const findJudgesKept = readOnce(readJudges, copyMentions)

function readJudges(page: string): JudgeMention[] {
  const text = withInitialsMended(withoutCoverSheetBoxes(page))
  const found: JudgeMention[] = []
  for (const { re, form, bench } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      let raw = match.groups?.name ?? `${match.groups?.first ?? ''} ${match.groups?.rest ?? ''}`
      let matched = match[0]
      // A docket report's next column starts two spaces on: "Magistrate Judge Kenneth G. Gale
      // Nature of Suit: 440" or "Judge Jane Doe  Jury Demand: None" ends the name before the
      // field's label.
      const label =
        / {2}\p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?$/u.exec(matched) ??
        docketColumnLabel(matched, text.slice(match.index + matched.length))
      if (
        label &&
        matched.endsWith(raw) &&
        (/^[ \t]*(?:of[ \t]+\p{L}+[ \t]*)?:/u.test(text.slice(match.index + matched.length)) ||
          DOCKET_COLUMN_REST.test(text.slice(match.index + matched.length)))
      ) {
        matched = matched.slice(0, label.index)
        raw = raw.slice(0, raw.length - label[0].length)
      }
      const name = cleanName(raw)
      if (!name) continue
      const start = match.index
      const end =
        start +
        matched.length -
        (/\p{L}{2}\.$/u.test(matched) && !/(?:Jr|Sr|JR|SR|J|C)\.$/.test(matched) ? 1 : 0)
      const overlapping = found.findIndex((other) => start < other.end && end > other.start)
      const rest = form === 'honorific' ? bracketRest(text, start, end) : null
      const full = rest ? cleanName(`${raw} ${rest.words}`) : null
      const mention: JudgeMention = {
        value: full ?? name,
        display: full ?? name,
        start,
        end: full && rest ? rest.end : end,
        form,
        bench: bench(match),
      }
      // "the Honorable Jane Doe, United States Magistrate Judge": the title after the name says
      // the bench (a magistrate is the case's judge only when asked for).
      if (mention.bench === 'unknown' && MAGISTRATE_AFTER.test(text.slice(end, end + 60)))
        mention.bench = 'magistrate'
      if (overlapping === -1) found.push(mention)
      else if (mention.bench !== 'unknown' && found[overlapping]!.bench === 'unknown') {
        // "Hon. Jane Doe, United States District Judge": keep the span that says which bench.
        const other = found[overlapping]!
        found[overlapping] = {
          ...mention,
          start: Math.min(start, other.start),
          end: Math.max(end, other.end),
        }
      }
    }
  }
  for (const author of [
    ...findColumnSignatures(text),
    ...findTitledSignatures(text),
    ...findRunOnSignatures(text),
    ...findRecordJudges(text),
    ...findDocketAuthors(text),
    ...findAuthors(text),
    ...findSynopsisJudgesBelow(text),
    ...findCaptionSurnames(text),
    ...findPanel(text),
    ...findPresidingPanel(text),
    ...findParenthetical(text),
    ...findSeparateOpinions(text),
  ]) {
    if (!found.some((other) => author.start < other.end && author.end > other.start))
      found.push(author)
  }
  // A minutes form's judge is the name after "Present: The Honorable", cut from the clerk's cell
  // run on after it (minutesJudge.ts): it stands in for whatever else read those words.
  const minutes = minutesJudge(text)
  if (minutes) {
    const kept = found.filter((other) => other.end <= minutes.start || other.start >= minutes.end)
    if (minutes.mention) kept.push(minutes.mention)
    return kept.sort((a, b) => a.start - b.start)
  }
  return found.sort((a, b) => a.start - b.start)
}
