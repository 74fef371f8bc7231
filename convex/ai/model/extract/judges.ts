// Judges, named as filings name them: "Hon. Jane M. Doe", "The Honorable Jane M. Doe", "Judge Jane
// Doe", "Magistrate Judge ...", "Justice ...", a signature "/s/ Jane M. Doe" over "United States
// District Judge", and "JANE M. DOE, U.S.D.J." or "..., J.S.C.". The value is the name without its
// title ("Jane M. Doe"). A surname alone ("Judge Doe's Individual Practices") names no one fully
// and is not taken. Delaware's Court of Chancery has a Chancellor and Vice Chancellors.
import { repairOcrWords } from './ocrWords'
import { recase } from './text'
import type { Mention } from './types'

/** The bench a title places the judge on, when the text says. */
export type Bench = 'district' | 'magistrate' | 'bankruptcy' | 'circuit' | 'state' | 'unknown'

/** A judge named in the text, with how the text introduced them. */
export type JudgeMention = Mention<string> & {
  bench: Bench
  form:
    | 'honorific'
    | 'title'
    | 'signature'
    | 'author'
    | 'panel'
    | 'parenthetical'
    | 'dissent'
    | 'concurrence'
}

// One word of a name: "Jane", "M.", "DOE", "O'Neil", "McAllister", "Smith-Jones", and a name
// whose particle is written into it with a capital after it ("LaShann", "DeArcy", "DiMarzio").
const NAME_WORD =
  "(?:Mc|Mac|O['’]|[A-Z][a-z]{1,2}(?=[A-Z][a-z]))?[A-Z](?:[a-z]+|[A-Z]+)?(?:[-'’][A-Z][A-Za-z]+)?\\.?"
const PARTICLE = '(?:de|van|von|da|del|della|di|la|le|du|St\\.)'
// Words of a name stand one or two spaces apart: a wider gap is a column of the layout.
const NAME = `(?<name>${NAME_WORD}(?: {1,2}(?:${PARTICLE} {1,2})?${NAME_WORD}){1,4}(?:,? {1,2}(?:Jr\\.|Sr\\.|JR\\.|SR\\.|II|III|IV))?)`
const NOT_NAMES = new Set(
  'united states district court judge judges magistrate chief senior circuit bankruptcy justice the honorable hon southern northern eastern western central middle county state of new plaintiff plaintiffs defendant defendants order dated date so ordered re dear presiding jury demand referred presided civil division branch served terminated filed'.split(
    ' ',
  ),
)

// A place named for a judge ("the Judge John J. Doe Youth Center", "Judge Roe Courthouse") is
// no judge: a word of an institution's name ends the name's run. So is an organisation named for
// an office ("County Judge Executive Association, Inc.", Kentucky's county executives).
const PLACE_WORDS = new Set(
  'center centre ctr courthouse building school academy institute facility detention youth jail prison hospital association inc llc corporation company department cabinet commission council'.split(
    ' ',
  ),
)

// A scanned signature block carries the scanner's debris: stray marks after the signed name
// ("P. KEVIN DAVEY  ,.',;  '~"), a title word with one misread character ("Circ:uit Judge",
// "s-e~ior United States District Judge"). The judge's title on the next line still says it.
// Debris stands apart from the name (two spaces) and holds no caption column mark (")", "§").
const SCAN_DEBRIS = '(?:[ \\t]*,?[ \\t]*|[ \\t]{2,}[^A-Za-z0-9\\n)(§]{1,24})'
const SCANNED_WORD = '[A-Z][a-z]{1,8}[^\\sA-Za-z][a-z]{1,8}'

// An e-signed name ("/s/ Jane M. Doe") may stand over the signature's rule, the title under it;
// pleading paper numbers the rule's line ("16   ________").
const SIGNATURE_RULE = '(?:[ \\t]*(?:\\d{1,2}[ \\t]+)?_{3,}[_ \\t]*\\n)?'

// A trial court's judge signs as its court's judge: "Superior Court Judge", "CIRCUIT COURT JUDGE".
const COURT_KIND =
  '(?:Superior|SUPERIOR|Circuit|CIRCUIT|District|DISTRICT|County|COUNTY|Probate|PROBATE|Family|FAMILY)'

// "Justice" after a word that makes it a cause's or an office's name, not a judge's title: "the
// Attorney General for Social Justice Jane Doe", "the Criminal Justice Council".
const NOT_JUSTICE_TITLE =
  '[Ss]ocial|SOCIAL|[Cc]riminal|CRIMINAL|[Jj]uvenile|JUVENILE|[Rr]acial|RACIAL|[Ee]nvironmental|[Ee]conomic|[Rr]estorative'

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
    // A name wrapped after its first word: "the Hon. Lorraine⏎P. Escobar".
    re: new RegExp(
      `(?:Hon(?:orable)?\\.?|HON\\.)[ \\t]+(?<first>[A-Z][a-z]+)[ \\t]*\\n[ \\t]*(?<rest>(?:[A-Z]\\.[ \\t]+)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\\b`,
      'g',
    ),
    form: 'honorific',
    bench: () => 'unknown',
  },
  {
    re: new RegExp(`${BENCH_WORDS}(?:Judge|JUDGE)[ \\t]+${NAME}`, 'g'),
    form: 'title',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    // A docket's labelled field: "Ordering Judge: Jane M. Doe, Judge", "Presiding Judge: Hon.
    // Jane Doe", "Magistrate Judge: John Roe". The label starts its line or a column.
    re: new RegExp(
      `(?<=(?:^|\\n|[ \\t]{2})[ \\t]*)(?:(?:Ordering|ORDERING|Assigned|ASSIGNED|Presiding|PRESIDING|Trial|TRIAL|Sentencing|SENTENCING|Referring|REFERRING|(?<bench>District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY))[ \\t]+)?(?:Judge|JUDGE)[ \\t]*:[ \\t]*(?:(?:The[ \\t]+)?(?:Hon(?:orable)?\\.?|HON\\.|HONORABLE)[ \\t]+)?${NAME}`,
      'g',
    ),
    form: 'title',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    re: new RegExp(
      `(?<!\\b(?:of|OF|Of|${NOT_JUSTICE_TITLE})[ \\t]{1,2})\\b(?:Justice|JUSTICE|(?:Vice\\s+)?Chancellor|(?:VICE\\s+)?CHANCELLOR)[ \\t]+${NAME}`,
      'g',
    ),
    form: 'title',
    bench: () => 'state',
  },
  {
    // "/s/ Jane M. Doe" or "JANE M. DOE" on its own line above "United States District Judge"
    // ("United States Senior District Judge", "United States District Court Judge").
    re: new RegExp(
      `(?:\\/s\\/[ \\t]*)?${NAME}${SCAN_DEBRIS}\\n${SIGNATURE_RULE}[ \\t]*(?:(?:Chief|CHIEF|Senior|SENIOR)\\s+|\\S{1,10}[ \\t]+)?(?:United\\s+States|UNITED\\s+STATES|U\\.\\s?S\\.)\\s+(?:(?:Chief|CHIEF|Senior|SENIOR)\\s+)?(?<bench>District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY|Circuit|CIRCUIT)\\s+(?:(?:Court|COURT)\\s+)?(?:Judge|JUDGE)`,
      'g',
    ),
    form: 'signature',
    bench: (m) => benchOf(m.groups?.bench),
  },
  {
    // A name on its own line over a judge's title in other words: "Circuit Judge", "Judge of the
    // San Francisco Superior Court", "Chief Justice of the United States", "Superior Court Judge",
    // an agency's adjudicator ("Veterans Law Judge", "Administrative Law Judge").
    re: new RegExp(
      `(?<=(?:^|\\n)[ \\t]*)(?:\\/s\\/[ \\t]*)?${NAME}${SCAN_DEBRIS}\\n[ \\t]*(?:(?:Chief|CHIEF|Senior|SENIOR|Presiding|PRESIDING|Associate|ASSOCIATE|Special|SPECIAL|(?:Veterans|VETERANS|Administrative|ADMINISTRATIVE)[ \\t]+(?:Law|LAW)|Circuit|CIRCUIT|District|DISTRICT|${COURT_KIND}[ \\t]+(?:Court|COURT)|Trial|TRIAL|${SCANNED_WORD})[ \\t]+)?(?:Judge|JUDGE|Justice|JUSTICE)\\b`,
      'g',
    ),
    form: 'signature',
    bench: () => 'state',
  },
  {
    re: new RegExp(
      `${NAME},?[ \\t]+(?<bench>U\\.S\\.D\\.J\\.|U\\.S\\.M\\.J\\.|U\\.S\\.B\\.J\\.|J\\.S\\.C\\.|A\\.J\\.S\\.C\\.)`,
      'g',
    ),
    form: 'signature',
    bench: (m) => OFFICE_INITIALS[m.groups?.bench ?? ''] ?? 'state',
  },
]

const OFFICE_INITIALS: Record<string, Bench> = {
  'U.S.D.J.': 'district',
  'U.S.M.J.': 'magistrate',
  'U.S.B.J.': 'bankruptcy',
}

function benchOf(word: string | undefined): Bench {
  const key = (word ?? '').toLowerCase()
  return key === 'district' || key === 'magistrate' || key === 'bankruptcy' || key === 'circuit'
    ? key
    : 'unknown'
}

const OFFICE_TITLES =
  /^(?:Senator|SENATOR|Representative|REPRESENTATIVE|Governor|GOVERNOR|Mayor|MAYOR|Secretary|SECRETARY|Commissioner|COMMISSIONER|Sheriff|SHERIFF|Speaker|SPEAKER|Councilmember|Councilman|Councilwoman|Assemblyman|Assemblywoman|Delegate|Ambassador)$/

/** The name as a table shows it: title dropped, capitals recased, a trailing comma removed. */
function cleanName(raw: string): string | null {
  const words = repairOcrWords(raw)
    .replace(/[,\s]+$/, '')
    .split(/[ \t]+/)
  while (words.length > 0 && NOT_NAMES.has(words[0]!.toLowerCase().replace(/\.$/, '')))
    words.shift()
  while (
    words.length > 0 &&
    NOT_NAMES.has(words[words.length - 1]!.toLowerCase().replace(/[.,]$/, ''))
  ) {
    words.pop()
  }
  const last = words[words.length - 1]
  // A sentence's period after the surname is not part of the name ("Judge Sarah L. Cave.").
  if (last && /\p{L}{2}\.$/u.test(last) && !/^(?:Jr|Sr|JR|SR)\.$/.test(last)) {
    words[words.length - 1] = last.slice(0, -1)
  }
  const real = words.filter(
    (word) => !/^[A-Z]\.$/.test(word) && !/^(?:Jr|Sr)\.$|^I{2,3}$|^IV$/.test(word),
  )
  if (real.length < 2 || words.some((word) => NOT_NAMES.has(word.toLowerCase()))) return null
  // An honorific given an official off the bench: "Hon. Senator Jane Doe", "Hon. Mayor John Roe".
  if (OFFICE_TITLES.test(words[0]!)) return null
  if (words.some((word) => PLACE_WORDS.has(word.toLowerCase().replace(/^\W+|\W+$/g, ''))))
    return null
  // A name ends on its surname: "LOUIS J, LEFKOWITZ" cut at a scanned comma is no name.
  if (/^\p{Lu}$/u.test(words[words.length - 1]!)) return null
  return printedName(words.join(' '))
}

/** A name as a table shows it: capitals recased, a generation's numeral kept ("Kuntz, II"). */
function printedName(raw: string): string {
  if (/\p{Ll}/u.test(raw)) return raw
  return recase(raw).replace(/\b(?:Ii|Iii|Iv)$/, (numeral) => numeral.toUpperCase())
}

// An opinion's author line: "BROWN, C.J.", "SMITH, J., for the court.", "PETERS, J.P.", "853 *853
// CHAMBERS, J." or "*13 SELYA, Circuit Judge." (a reporter's star paging before it), "BENTON,
// Circuit Judge.", "MICHAEL L. KATZ, J.:", "JANE DOE, II, United States Senior District Judge:"
// at the start of a line, not followed by "dissents", "concurring" or "and ..." (a separate
// opinion or a list of votes). Initials are no surname: "J.R., J.S. and S.S." lists minors.
// An order's signature line reads so too, after its closing words ("ENTER: Jane M. Doe, Judge",
// "SO ORDERED. JANE M. DOE, DISTRICT JUDGE") or a signature rule ("__________ Jane M. Doe, ...").
// A district court's memorandum may open "Lindqvist, D.J." on a line of its own. A line ending
// in a comma whose next line ends the list ("DAWKINS, P. J., / HOLLIS and REYES, JJ.") is a
// panel's heading, not an author line, and so is a presiding justice's line whose list runs on to
// "JJ." on that line or on the lines under it, one name a line (New York's "SMITH, J.P., / DOE /
// ROE, JJ."). A two-column print may run the other column's words on two spaces after the author
// line ("HAND, District Judge.  and the Board was ordered ..."): that "and" joins no vote.
const AUTHOR_LINE =
  /^[ \t]*(?:(?:\d+[ \t]*)?\*[ \t]*\d+[ \t]*)?(?:[~|_][^A-Za-z\n]{0,40}I?[ \t]+|\/s\/[ \t]*)?(?:(?:ENTER(?:ED)?|Enter(?:ed)?|SO[ \t]+ORDERED|So[ \t]+[Oo]rdered)[ \t]*[:.]?[ \t]+)?(?<name>[A-Z][A-Za-z'’.-]+(?:[ \t]+[A-Z][A-Za-z'’.-]+){0,2}(?:,?[ \t]+(?:Jr\.|Sr\.|JR\.|SR\.|II|III|IV))?),[ \t]*(?:C\.[ \t]?J\.|J\.(?:[ \t]?P\.)?(?![ \t]?[A-Z]\.)|J:|P\.[ \t]?J\.|(?<initials>D|M)\.[ \t]?J\.(?=[ \t]*[:.]?[ \t]*(?:\n|$))|(?:Chief[ \t]+|Senior[ \t]+|Associate[ \t]+|CHIEF[ \t]+)?(?:Justice|JUSTICE|Judge|JUDGE)|(?:United[ \t]+States[ \t]+|UNITED[ \t]+STATES[ \t]+|U\.[ \t]?S\.[ \t]+)?(?:Chief[ \t]+|Senior[ \t]+|CHIEF[ \t]+|SENIOR[ \t]+)?(?<bench>Circuit|District|Magistrate|Bankruptcy|CIRCUIT|DISTRICT|MAGISTRATE|BANKRUPTCY)[ \t]+(?:Judge|JUDGE))(?![ \t]*[.,:;]?[ \t]*,?[ \t]*(?:dissent|concur|would|does|did|not[ \t]+(?:particip|voting|sitting)|recused|joins?\b|(?<![.:][ \t]{2,})and\b|JJ\.)|[ \t]*,[ \t]*\n[^\n]*(?:\band\b|\bJJ\.)|(?:(?<=J\.[ \t]?P\.|P\.[ \t]?J\.)|[ \t]?P\.)(?:[^\n]*\bJJ\.|[^\n]*\n(?:[ \t]*[A-Z][A-Za-z'’. -]{1,40}\n){0,6}[ \t]*[A-Z][A-Za-z'’. -]{1,40},[ \t]*JJ\.))/gm
// A two-column print may set the author line at the end of the other column's line, two spaces
// on ("v. John Doe, in his capacity as Director,  McKEAGUE, District Judge."): a judge's full title
// closing the line.
const COLUMN_AUTHOR =
  /(?<=\S[ \t]{2,})(?<name>(?:Mc|Mac)?[A-Z][A-Za-z'’-]+),[ \t]*(?:Chief[ \t]+|Senior[ \t]+|CHIEF[ \t]+|SENIOR[ \t]+)?(?<bench>Circuit|District|Magistrate|Bankruptcy|CIRCUIT|DISTRICT|MAGISTRATE|BANKRUPTCY)[ \t]+(?:Judge|JUDGE)[ \t]*[.:][ \t]*$/gm
// Pennsylvania's appellate courts print the author under the opinion's title: "MEMORANDUM OPINION
// / BY JUDGE FALKOWSKI", "OPINION BY PRESIDENT JUDGE COHN JUBELIRER"; Kentucky's heads its
// opinion "OPINION OF THE COURT BY JUSTICE KELLER". A column beside the name
// ("BY JUDGE X      FILED: July 2, 2021") stands two spaces away.
const OPINION_BY =
  /(?:\b(?:Opinion|OPINION|Written)[ \t]+(?:(?:of|OF)[ \t]+(?:the|THE)[ \t]+(?:Court|COURT)[ \t]+)?|(?<=(?:^|\n)[ \t]*))(?:by|BY)[ \t]+(?:(?:Chief|CHIEF|Associate|Presiding|PRESIDING|President|PRESIDENT|Senior|SENIOR)[ \t]+)?(?:Judge|Justice|JUDGE|JUSTICE)[ \t]+(?<name>[A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+)?)(?![A-Za-z'’-])/g
// "The opinion of the Court was delivered by PASHMAN, J."; the D.C. Circuit's "Opinion for the
// court filed by Circuit Judge GARLAND."; Illinois's and the Supreme Court's "JUSTICE HOLLOWAY
// delivered the judgment of the court" ("… the opinion of the Court").
const DELIVERED_BY =
  /\b(?:(?:(?:Chief|CHIEF|Presiding|PRESIDING)[ \t]+)?(?:Justice|JUSTICE|Judge|JUDGE)[ \t]+(?<author>[A-Z][A-Za-z'’-]+)[ \t]+delivered[ \t]+the[ \t]+(?:judgment|opinion)[ \t]+of[ \t]+the[ \t]+[Cc]ourt|[Oo]pinion[ \t]+of[ \t]+the[ \t]+[Cc]ourt[ \t]+was[ \t]+delivered[ \t]+by[ \t]+(?:(?:Chief[ \t]+)?Justice[ \t]+)?(?<name>[A-Z][A-Za-z'’-]+)(?=,[ \t]*(?:C\.[ \t]?)?J\.|[ \t]*\.)|[Oo]pinion[ \t]+for[ \t]+the[ \t]+[Cc]ourt[ \t]+filed[ \t]+by[ \t]+(?:(?:Chief|Senior)[ \t]+)?(?:Circuit[ \t]+)?Judge[ \t]+(?<judge>[A-Z][A-Za-z'’-]+)(?=[ \t]*[.,]))/g
// "Before BROWN, STEWART, and MOORE, JJ."; "Before: Peters, J.P., Rose, Malone Jr. and Garry, JJ.";
// "Before GRUENDER, MELLOY, and BENTON, Circuit Judges."
const PANEL_LINE =
  /\b(?:Before|BEFORE|Present|PRESENT)[ \t]*:?[ \t]+([^\n]{3,200}?)(?:,?[ \t]*(?:JJ\.|Circuit[ \t]+Judges|Judges|Justices|CIRCUIT[ \t]+JUDGES|JUDGES))/g
// A state appellate panel listed without "Before": the presiding justice first, "J.P." (or "P.J."),
// the others after, closing on "JJ.", on one line or one name a line, as New York's Appellate
// Division prints its bench ("RENEE A. SMITH, J.P. / JOHN DOE / ALEX POE, JJ.") and its vote line
// ("SMITH, J.P., DOE and POE, JJ., concur." names the justices who joined the decision).
const PRESIDING_PANEL =
  /^[ \t]*(?<list>[A-Z][A-Za-z'’. -]{1,40},[ \t]*(?:J\.[ \t]?P\.|P\.[ \t]?J\.)(?:,?[ \t]*\n?[ \t]*[A-Z][A-Za-z'’. -]{1,40}?(?:,|[ \t]+and)?){1,8}),[ \t]*JJ\.(?=[ \t]*(?:,[ \t]*concur\.?)?[ \t]*(?:\n|$))/gm
// A place is no author: "COMMONWEALTH OF KENTUCKY, JUSTICE AND PUBLIC SAFETY CABINET" ends a line
// as "SMITH, JUSTICE" would.
const NOT_AUTHORS = new Set(
  'per curiam ordered adjudged decreed it is so the court dated signed entered filed before present affirmed reversed denied granted plaintiff plaintiffs defendant defendants appellant appellee respondent petitioner and of judges justices'.split(
    ' ',
  ),
)

// A decision cited by its judge in parentheses: "the District of Connecticut (Arterton, J.)".
// New York's opinions name the judge below in full: "Supreme Court, Kings County (Rosalind T. Akers,
// J.)".
const PARENTHETICAL =
  /\((?<name>(?:[A-Z][a-z]+\.?[ \t]+(?:[A-Z]\.[ \t]+)?)?[A-Z][A-Za-z'’-]+),\s*(?:C\.\s?)?J\.\)/g

/** Judges named in parentheses after a court, by surname (on an appeal, the judge below). */
function findParenthetical(text: string): JudgeMention[] {
  return [...text.matchAll(PARENTHETICAL)].map((match) => {
    const raw = match.groups!.name!
    const start = match.index + 1
    const name = /\p{Ll}/u.test(raw) ? raw : recase(raw)
    return {
      value: name,
      display: name,
      start,
      end: start + raw.length,
      form: 'parenthetical',
      bench: 'unknown',
    }
  })
}

/** The judges of a "Before ..." line, by surname. */
function findPanel(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const match of text.matchAll(PANEL_LINE)) {
    const list = match[1]!
    const listStart = match.index + match[0].indexOf(list)
    for (const piece of list.matchAll(/[A-Z][A-Za-z'’-]+(?:[ \t]+(?:Jr\.|JR\.))?/g)) {
      const word = piece[0]
      if (
        NOT_AUTHORS.has(word.toLowerCase()) ||
        /^(?:J|JJ|P|C|Chief|Senior|Circuit|District|Judge|Judges|Justice)$/.test(word)
      )
        continue
      const name = /\p{Ll}/u.test(word) ? word : recase(word)
      const start = listStart + piece.index
      found.push({
        value: name,
        display: name,
        start,
        end: start + word.length,
        form: 'panel',
        bench: 'circuit',
      })
    }
  }
  return found
}

/** The justices of a presiding justice's panel list (PRESIDING_PANEL), each name as printed. */
function findPresidingPanel(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const match of text.matchAll(PRESIDING_PANEL)) {
    const list = match.groups!.list!
    const listStart = match.index + match[0].indexOf(list)
    for (const piece of list.matchAll(/[^,\n]+/g)) {
      for (const part of piece[0].split(/[ \t]+and[ \t]+/)) {
        const raw = part.trim()
        if (!/[A-Za-z]{2}/.test(raw) || /^(?:J\.[ \t]?P|P\.[ \t]?J)\.$/.test(raw)) continue
        const name = /\p{Ll}/u.test(raw) ? raw : recase(raw)
        const start = listStart + piece.index + piece[0].indexOf(raw)
        found.push({
          value: name,
          display: name,
          start,
          end: start + raw.length,
          form: 'panel',
          bench: 'state',
        })
      }
    }
  }
  return found
}

/** Authors named by surname in an opinion's author line or "Opinion by Justice X". */
function findAuthors(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const re of [AUTHOR_LINE, COLUMN_AUTHOR, OPINION_BY, DELIVERED_BY]) {
    for (const match of text.matchAll(re)) {
      const raw = match.groups!.name ?? match.groups!.judge ?? match.groups!.author!
      if (raw.split(/\s+/).some((word) => NOT_AUTHORS.has(word.toLowerCase()))) continue
      if (!/\p{L}{2}/u.test(raw)) continue
      const name = printedName(raw)
      const start = match.index + match[0].indexOf(raw)
      found.push({
        value: name,
        display: name,
        start,
        end: start + raw.length,
        form: 'author',
        bench: INITIALS_BENCH[match.groups!.initials ?? ''] ?? benchOf(match.groups!.bench),
      })
    }
  }
  return found
}

// An author line's office in initials: "Saris, D.J." (a district judge), "Doe, M.J.".
const INITIALS_BENCH: Record<string, Bench> = { D: 'district', M: 'magistrate' }

// Separate opinions, by surname. A vote line or an opinion's heading: "Kane and Rowe, JJ.,
// dissent", "DONNELLY, J., concurring.", "Smith, Circuit Judge, concurring in part and dissenting
// in part:", "Donnelly, J., concurs, with an opinion." A plain "X, JJ., concur" is a vote with the
// majority (Ohio's and Oklahoma's vote lines), no separate opinion, and is not taken.
const SURNAMES = "[A-Z][A-Za-z'’-]+(?:(?:,[ \\t]*|,?[ \\t]+and[ \\t]+)[A-Z][A-Za-z'’-]+){0,6}"
const OPINION_KIND =
  '(?<kind>concurring[ \\t]+in[ \\t]+part[ \\t]+and[ \\t]+dissenting[ \\t]+in[ \\t]+part|dissenting|dissents?\\b|DISSENTING|concurring|CONCURRING|concurs?,?[ \\t]+(?:with[ \\t]+(?:an?[ \\t]+)?(?:separate[ \\t]+)?opinion|in[ \\t]+(?:the[ \\t]+)?(?:judgment|result)|separately))'
const SEPARATE_LINE = new RegExp(
  `(?:^|(?<=\\n)|(?<=[a-z]\\.[ \\t]{1,3}))[ \\t]*(?<names>${SURNAMES}),[ \\t]*(?:C\\.[ \\t]?J\\.|V\\.[ \\t]?C\\.[ \\t]?J\\.|P\\.[ \\t]?J\\.|JJ?\\.|(?:Chief[ \\t]+|Senior[ \\t]+)?(?:Circuit[ \\t]+|District[ \\t]+)?(?:Judges?|Justices?)|(?:CHIEF[ \\t]+|SENIOR[ \\t]+)?(?:CIRCUIT[ \\t]+|DISTRICT[ \\t]+)?(?:JUDGES?|JUSTICES?)),?[ \\t]+${OPINION_KIND}`,
  'g',
)
// "Justice ERICKSON dissenting to the denial ...", "Judge Doe dissents.", "Chief Justice Roe
// filed a concurring opinion", "Dissent by: Doe". "Judge Doe concurring" alone may be a vote
// with the author ("written by Judge Roe, Judge Doe concurring") and is not taken.
const SEPARATE_TITLE = new RegExp(
  `\\b(?:(?:Chief|CHIEF|Associate|Senior|Circuit|CIRCUIT)[ \\t]+)?(?:Justice|JUSTICE|Judge|JUDGE)[ \\t]+(?<names>[A-Z][A-Za-z'’-]+)[ \\t]*,?[ \\t]*(?:filed[ \\t]+an?[ \\t]+(?<filed>dissenting|concurring)[ \\t]+opinion|(?<kind>dissenting|dissents?\\b|concurring[ \\t]+in[ \\t]+(?:the[ \\t]+)?(?:judgment|result)))|\\b(?<by>Dissent|DISSENT|Concurrence|CONCURRENCE|Concur|CONCUR)[ \\t]*(?:by|BY)[ \\t]*:[ \\t]*(?<byNames>${SURNAMES})`,
  'g',
)

/** Judges who wrote or joined a separate opinion (a dissent, a concurrence), by surname. */
function findSeparateOpinions(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const re of [SEPARATE_LINE, SEPARATE_TITLE]) {
    for (const match of text.matchAll(re)) {
      const groups = match.groups!
      const list = groups.names ?? groups.byNames!
      const kind = (groups.kind ?? groups.filed ?? groups.by ?? '').toLowerCase()
      const form = kind.includes('dissent') ? 'dissent' : 'concurrence'
      const listStart = match.index + match[0].indexOf(list)
      for (const piece of list.matchAll(/[A-Z][A-Za-z'’-]+/g)) {
        const word = piece[0]
        if (NOT_AUTHORS.has(word.toLowerCase()) || NOT_NAMES.has(word.toLowerCase())) continue
        const name = /\p{Ll}/u.test(word) ? word : recase(word)
        const start = listStart + piece.index
        found.push({
          value: name,
          display: name,
          start,
          end: start + word.length,
          form,
          bench: 'unknown',
        })
      }
    }
  }
  return found
}

// A caption's right-hand column may name the judge assigned by surname alone, under the case's
// number: "No. 20 C 4319 / Judge Doe", "SECTION J(5) / JUDGE DOE / MAGISTRATE JUDGE ROE", as
// federal courts in Illinois, Louisiana and Tennessee print it. The title and the surname stand
// alone on their line or after the column's ")" or ":". The judge's field takes it only in a first
// page's caption.
const CAPTION_SURNAME =
  /(?<=(?:^|\n)(?:[^\n]*[)§:])?[ \t]*)(?:(?<bench>Magistrate|MAGISTRATE|District|DISTRICT)[ \t]+)?(?:Judge|JUDGE)[ \t]+(?<name>(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+)[ \t]*(?=\n|$)/g

/** Judges a caption's column names by title and surname alone ("JUDGE DOE"). */
function findCaptionSurnames(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const match of text.matchAll(CAPTION_SURNAME)) {
    const raw = match.groups!.name!
    if (NOT_NAMES.has(raw.toLowerCase()) || NOT_AUTHORS.has(raw.toLowerCase())) continue
    const name = printedName(raw)
    found.push({
      value: name,
      display: name,
      start: match.index,
      end: match.index + match[0].length,
      form: 'title',
      bench: benchOf(match.groups!.bench),
    })
  }
  return found
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

/** Every judge named in `text` by a full name, first to last. */
export function findJudges(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const { re, form, bench } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      let raw = match.groups?.name ?? `${match.groups?.first ?? ''} ${match.groups?.rest ?? ''}`
      let matched = match[0]
      // A docket report's next column starts two spaces on: "Magistrate Judge Kenneth G. Gale
      // Nature of Suit: 440" or "Judge Jane Doe  Jury Demand: None" ends the name before the
      // field's label.
      const label = / {2}\p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?$/u.exec(matched)
      if (
        label &&
        matched.endsWith(raw) &&
        /^[ \t]*(?:of[ \t]+\p{L}+[ \t]*)?:/u.test(text.slice(match.index + matched.length))
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
      const mention: JudgeMention = {
        value: name,
        display: name,
        start,
        end,
        form,
        bench: bench(match),
      }
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
    ...findAuthors(text),
    ...findCaptionSurnames(text),
    ...findPanel(text),
    ...findPresidingPanel(text),
    ...findParenthetical(text),
    ...findSeparateOpinions(text),
  ]) {
    if (!found.some((other) => author.start < other.end && author.end > other.start))
      found.push(author)
  }
  return found.sort((a, b) => a.start - b.start)
}
