// Judges an opinion or a caption names by surname: an opinion's author line ("BROWN, C.J."),
// "Opinion by Justice X", a panel ("Before A, B and C, JJ."), the judge below in parentheses,
// separate opinions ("DOE, J., dissenting"), a caption column's "JUDGE DOE". findJudges
// (judges.ts) adds each one that overlaps no name it already found.
import { type Bench, type JudgeMention, NOT_NAMES, benchOf, printedName } from './judgeNames'
import { recase } from './text'

// An opinion's author line: "BROWN, C.J.", "SMITH, J., for the court.", "PETERS, J.P.", "853 *853
// CHAMBERS, J." or "*13 SELYA, Circuit Judge." (a reporter's star paging before it), "BENTON,
// Circuit Judge.", "MICHAEL L. KATZ, J.:", "JANE DOE, II, United States Senior District Judge:"
// at the start of a line, not followed by "dissents", "concurring", "filed a dissenting opinion"
// (a headnote's) or "and ..." (a separate opinion or a list of votes). Initials are no surname: "J.R., J.S. and S.S." lists minors,
// and a list of parties' names wrapped so that one opens a line runs on past an initial "J." into
// the next name ("Paul Ray Poe, J. Roy Lind, and ..."): no title.
// An order's signature line reads so too, after its closing words ("ENTER: Jane M. Doe, Judge",
// "SO ORDERED. JANE M. DOE, DISTRICT JUDGE") or a signature rule ("__________ Jane M. Doe, ...").
// A district court's memorandum may open "Lindqvist, D.J." on a line of its own, or with its date
// two spaces on ("LINDQVIST, D.J.    May 4, 2021"). Wisconsin's
// courts set the author after the first paragraph's number ("¶1 JANE DOE, J. The question ..."). A line ending
// in a comma whose next line ends the list ("DAWKINS, P. J., / HOLLIS and REYES, JJ.") is a
// panel's heading, not an author line, and so is a presiding justice's line whose list runs on to
// "JJ." on that line or on the lines under it, one name a line (New York's "SMITH, J.P., / DOE /
// ROE, JJ."). A two-column print may run the other column's words on two spaces after the author
// line ("HAND, District Judge.  and the Board was ordered ..."): that "and" joins no vote. A plural
// title ("ROE, Circuit Judges.") closes a panel's list. A court of chancery's judge signs "ROE,
// Chancellor." or "DOE, Vice Chancellor.", the title closing the line or the column (a university's
// chancellor named in a caption runs on: "JANE ROE, Chancellor of …, in her official capacity").
// A chief or senior judge's rank may stand before the sovereign ("JANE ROE, Chief United States
// District Judge:") as well as after it.
const AUTHOR_LINE =
  /^[ \t]*(?:(?:\d+[ \t]*)?\*[ \t]*\d+[ \t]*|¶[ \t]*\d+[ \t]+)?(?:[~|_][^A-Za-z\n]{0,40}I?[ \t]+|\/s\/[ \t]*)?(?:(?:ENTER(?:ED)?|Enter(?:ed)?|SO[ \t]+ORDERED|So[ \t]+[Oo]rdered)[ \t]*[:.]?[ \t]+)?(?<name>[A-Z][A-Za-z'’.-]+(?:[ \t]+[A-Z][A-Za-z'’.-]+){0,2}(?:,?[ \t]+(?:Jr\.|Sr\.|JR\.|SR\.|II|III|IV))?),[ \t]*(?:C\.[ \t]?J\.|J\.(?:[ \t]?P\.)?(?![ \t]?[A-Z]\.|[ \t]+[A-Z][a-z]+[ \t]+(?:[A-Z]\.[ \t]+)?[A-Z][A-Za-z'’-]+(?:,|[ \t]+and\b))|J:|P\.[ \t]?J\.|(?<initials>D|M)\.[ \t]?J\.(?=[ \t]*[:.]?[ \t]*(?:\n|$)|[ \t]{2,}(?:January|February|March|April|May|June|July|August|September|October|November|December)[ \t]+\d{1,2},[ \t]*\d{4}[ \t]*(?:\n|$))|(?:Chief[ \t]+|Senior[ \t]+|Associate[ \t]+|Presiding[ \t]+|CHIEF[ \t]+|PRESIDING[ \t]+)?(?:Justice|JUSTICE|Judge|JUDGE)(?![sS])|(?:Vice[ \t]+|VICE[ \t]+)?(?:Chancellor|CHANCELLOR)(?=[ \t]*[.:](?:[ \t]*(?:\n|$)|[ \t]{2}))|(?:Chief[ \t]+|Senior[ \t]+|CHIEF[ \t]+|SENIOR[ \t]+)?(?:United[ \t]+States[ \t]+|UNITED[ \t]+STATES[ \t]+|U\.[ \t]?S\.[ \t]+)?(?:Chief[ \t]+|Senior[ \t]+|CHIEF[ \t]+|SENIOR[ \t]+)?(?<bench>Circuit|District|Magistrate|Bankruptcy|CIRCUIT|DISTRICT|MAGISTRATE|BANKRUPTCY)[ \t]+(?:Judge|JUDGE)(?![sS]))(?![ \t]*[.,:;]?[ \t]*,?[ \t]*(?:dissent|concur|would|does|did|filed\b|not[ \t]+(?:particip|voting|sitting)|recused|joins?\b|(?<![.:][ \t]{2,})and\b|JJ\.)|[ \t]*,[ \t]*\n[^\n]*(?:\band\b|\bJJ\.)|(?:(?<=J\.[ \t]?P\.|P\.[ \t]?J\.)|[ \t]?P\.)(?:[^\n]*\bJJ\.|[^\n]*\n(?:[ \t]*[A-Z][A-Za-z'’. -]{1,40}\n){0,6}[ \t]*[A-Z][A-Za-z'’. -]{1,40},[ \t]*JJ\.))/gm
// A two-column print may set the author line at the end of the other column's line, two spaces
// on ("v. John Doe, in his capacity as Director,  McKEAGUE, District Judge."): a judge's full title
// closing the line, a visitor's "sitting by designation" after it.
const COLUMN_AUTHOR =
  /(?<=\S[ \t]{2,})(?<name>(?:Mc|Mac)?[A-Z][A-Za-z'’-]+),[ \t]*(?:Chief[ \t]+|Senior[ \t]+|CHIEF[ \t]+|SENIOR[ \t]+)?(?<bench>Circuit|District|Magistrate|Bankruptcy|CIRCUIT|DISTRICT|MAGISTRATE|BANKRUPTCY)[ \t]+(?:Judge|JUDGE)(?:,[ \t]*sitting[ \t]+by[ \t]+designation)?[ \t]*[.:][ \t]*$/gm
// A Westlaw two-column print may split a left column's author line over two lines, each with
// the other column's words two spaces on: "JANE Q. DOE, UNITED STATES  the parties filed … /
// DISTRICT JUDGE  their joint motion." The name and "United States" (or "Chief", "Senior") end
// the first line's column, the bench and "Judge" open the next.
const SPLIT_AUTHOR =
  /^[ \t]*(?<name>[A-Z][A-Za-z'’.-]+(?:[ \t]+[A-Z][A-Za-z'’.-]+){1,3}(?:,?[ \t]+(?:Jr\.|Sr\.|JR\.|SR\.|II|III|IV))?),[ \t]*(?:(?:CHIEF|Chief|SENIOR|Senior)[ \t]+)?(?:UNITED[ \t]+STATES|United[ \t]+States|CHIEF|Chief|SENIOR|Senior)(?:[ \t]{2,}[^\n]*)?\n[ \t]*(?<bench>DISTRICT|District|MAGISTRATE|Magistrate|BANKRUPTCY|Bankruptcy|CIRCUIT|Circuit)[ \t]+(?:JUDGE|Judge)(?![sS])[ \t]*[.:]?(?=[ \t]*(?:\n|$)|[ \t]{2})/gm
// A state supreme court's opinion headed by its author's title and surname: South Carolina's
// "JUSTICE HEARN:" running into the opinion's first words, Pennsylvania's "JUSTICE DONOHUE" beside
// the column "DECIDED: May 4, 2021". An argument's transcript labels each justice's words so
// ("JUSTICE ROE: Counsel, ..."): where two justices are labelled, none is the author.
const JUSTICE_HEADING =
  /(?<=(?:^|\n)[ \t]*)(?:(?:ACTING|Acting)[ \t]+)?(?:(?:CHIEF|Chief)[ \t]+)?(?:JUSTICE|Justice)[ \t]+(?<name>(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+)(?=[ \t]*:|[ \t]{2,}(?:DECIDED|FILED|Decided|Filed)[ \t]*:)/g

/** The author a justice's heading names (JUSTICE_HEADING); none where two justices are. */
function findJusticeHeadings(text: string): JudgeMention[] {
  const found = [...text.matchAll(JUSTICE_HEADING)].map((match): JudgeMention => {
    const raw = match.groups!.name!
    const start = match.index + match[0].lastIndexOf(raw)
    const name = printedName(raw)
    return {
      value: name,
      display: name,
      start,
      end: start + raw.length,
      form: 'author',
      bench: 'state',
    }
  })
  const names = new Set(found.map((mention) => mention.value.toLowerCase()))
  return names.size === 1 && !NOT_AUTHORS.has([...names][0]!) ? found : []
}

// Pennsylvania's appellate courts print the author under the opinion's title: "MEMORANDUM OPINION
// / BY JUDGE FALKOWSKI", "OPINION BY PRESIDENT JUDGE COHN JUBELIRER"; Kentucky's heads its
// opinion "OPINION OF THE COURT BY JUSTICE KELLER"; the Ninth Circuit's summary page "Opinion By
// Judge Roe; Dissent by Judge Poe". A column beside the name
// ("BY JUDGE X      FILED: July 2, 2021") stands two spaces away.
const OPINION_BY =
  /(?:\b(?:Opinion|OPINION|Written)[ \t]+(?:(?:of|OF)[ \t]+(?:the|THE)[ \t]+(?:Court|COURT)[ \t]+)?|(?<=(?:^|\n)[ \t]*))(?:by|BY|(?<=Opinion[ \t]+)By)[ \t]+(?:(?:Chief|CHIEF|Associate|Presiding|PRESIDING|President|PRESIDENT|Senior|SENIOR)[ \t]+)?(?:Judge|Justice|JUDGE|JUSTICE)[ \t]+(?<name>[A-Z][A-Za-z'’-]+(?: [A-Z][A-Za-z'’-]+)?)(?![A-Za-z'’-])/g
// An opinion's heading naming its author after "BY", the name and its title closing the line (or
// a column two spaces on): Pennsylvania's Superior Court ("MEMORANDUM BY KOVACH, J.:  FILED ..."),
// Maryland's appellate courts ("Opinion by Briggs, J."), Oklahoma's Court of Civil Appeals
// ("OPINION BY LEON W. TRAMMELL, JUDGE:"), a Lexis print's "OPINION BY: WILMA J. ESCOBEDO", and
// Virginia's "MEMORANDUM OPINION* BY" with its footnote's star, Hawaii's "OPINION OF THE COURT BY
// KEALOHA, J.". The heading starts its line: a
// "DISSENTING OPINION BY" names a dissent's author. "by Judge X" is OPINION_BY's.
const OPINION_BY_NAME =
  /(?<=(?:^|\n)[ \t]*)(?:(?:MEMORANDUM|Memorandum)[ \t]+)?(?:OPINION|Opinion|MEMORANDUM|Memorandum|DECISION|Decision)\*?(?:[ \t]+(?:OF[ \t]+THE[ \t]+COURT|of[ \t]+the[ \t]+Court))?[ \t]+(?:BY|by)[ \t]*:?[ \t]+(?!(?:Judge|JUDGE|Justice|JUSTICE|Chief|CHIEF|Presiding|PRESIDING|President|PRESIDENT|Senior|SENIOR|Associate|ASSOCIATE|The|THE)\b)(?<name>(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+\.?(?:[ \t]+(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]*\.?){0,3}?)(?:,[ \t]*(?:(?:[A-Z]\.[ \t]?){0,2}J\.(?:[ \t]?[A-Z]\.){0,2}|(?:(?:Chief|CHIEF|Presiding|PRESIDING|Vice[ -]Chief|VICE[ -]CHIEF)[ \t]+)?(?:Judge|JUDGE|Justice|JUSTICE)))?[ \t]*[.:]?(?=[ \t]*(?:\n|$)|[ \t]{2})/g
// "The opinion of the Court was delivered by PASHMAN, J." (New Jersey's appellate courts set the
// author on the line under it: "… delivered by" / "SMITH, J.A.D."); the D.C. Circuit's "Opinion for the
// court filed by Circuit Judge GARLAND."; Illinois's and the Supreme Court's "JUSTICE HOLLOWAY
// delivered the judgment of the court" ("… the opinion of the Court").
const DELIVERED_BY =
  /\b(?:(?:(?:Chief|CHIEF|Presiding|PRESIDING)[ \t]+)?(?:Justice|JUSTICE|Judge|JUDGE)[ \t]+(?<author>[A-Z][A-Za-z'’-]+)[ \t]+delivered[ \t]+the[ \t]+(?:[Jj]udgment|[Oo]pinion|[Dd]ecision)[ \t]+of[ \t]+the[ \t]+[Cc]ourt|[Oo]pinion[ \t]+of[ \t]+the[ \t]+[Cc]ourt[ \t]+was[ \t]+delivered[ \t]+by\s+(?:(?:Chief[ \t]+)?Justice[ \t]+)?(?<name>[A-Z][A-Za-z'’-]+)(?=,[ \t]*(?:C\.[ \t]?)?J\.|[ \t]*\.)|[Oo]pinion[ \t]+for[ \t]+the[ \t]+[Cc]ourt[ \t]+filed[ \t]+by[ \t]+(?:(?:Chief|Senior)[ \t]+)?(?:Circuit[ \t]+)?Judge[ \t]+(?<judge>[A-Z][A-Za-z'’-]+)(?=[ \t]*[.,]))/g
// The Fourth Circuit's disposition line, "Judge WYNN wrote the opinion, in which Judge Agee
// joined.", and a summary's "Judge Penhallow wrote for the court": the judge the sentence opens
// with wrote the court's opinion (a separate opinion is written "separately" or "a dissent").
const WROTE_FOR =
  /\b(?:(?:Chief|CHIEF|Senior|SENIOR)[ \t]+)?(?:(?:Circuit|District)[ \t]+)?(?:Judge|JUDGE|Justice|JUSTICE)[ \t]+(?<name>[A-Z][A-Za-z'’-]+)[ \t]+wrote[ \t]+(?:the[ \t]+(?:majority[ \t]+|court['’]s[ \t]+|Court['’]s[ \t]+)?opinion\b|for[ \t]+(?:the|a[ \t]+unanimous)[ \t]+(?:court|Court|panel|majority)\b)/g
// A reporter's synopsis names the decision's author between its court and "held": "The District
// Court, Chilson, J., held that …", "The Court of Appeals, Kane, Circuit Judge, held", "The Court
// of Chancery, in and for Elm County, Roe, Chancellor, held", "The District Court, Tom S. Lee,
// J., then held". A visitor's "sitting by designation" may stand before "held"; a two-column
// print may set one line of the other column before it, or inside the title, two spaces after
// the name's comma ("… County, Roe,  the other column's words / Chancellor, held"). The synopsis's other judges (the court
// below's "… Doe, J., denied the motion") did something else, and are not taken.
const SYNOPSIS_HELD =
  /\b(?:Court|COURT|Chancery|Appeals|Division)(?:,\s+(?:in|for|of)\b[^,\n]{1,60})?,\s+(?<name>(?:[A-Z][a-z]+\.?[ \t]+(?:[A-Z]\.[ \t]+)?)?(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+),(?:[ \t]{2,}[^\n]*\n[ \t]*|\s+)(?:(?:Chief|Senior|Circuit|District|Magistrate|Bankruptcy)\s+)*(?:Judge|J\.|C\.\s?J\.|Chancellor|Vice\s+Chancellor|Justice)(?:,\s+sitting\s+by\s+designation)?,?[ \t]*(?:\n[^\n]*)?\s+(?:then\s+)?held\b/g
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
// as "SMITH, JUSTICE" would; nor is a summary's "Dissenting, Judge Roe stated ..." opening a line,
// nor a state appellate docket's bench field ("Quorum Doe, C.J., Roe, Poe, JJ.", "Panel Doe, Roe,
// Poe, JJ."), the field's label read as the first name.
const NOT_AUTHORS = new Set(
  'per curiam ordered adjudged decreed it is so the court dated signed entered filed before present affirmed reversed denied granted plaintiff plaintiffs defendant defendants appellant appellee respondent petitioner and of by judges justices opinion memorandum decision honorable hon dissenting concurring quorum panel'.split(
    ' ',
  ),
)

// A decision cited by its judge in parentheses: "the District of Connecticut (Arterton, J.)".
// New York's opinions name the judge below in full: "Supreme Court, Kings County (Rosalind T. Akers,
// J.)".
const PARENTHETICAL =
  /\((?<name>(?:[A-Z][a-z]+\.?[ \t]+(?:[A-Z]\.[ \t]+)?)?[A-Z][A-Za-z'’-]+),\s*(?:C\.\s?)?J\.\)/g

/** Judges named in parentheses after a court, by surname (on an appeal, the judge below). */
export function findParenthetical(text: string): JudgeMention[] {
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
export function findPanel(text: string): JudgeMention[] {
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
export function findPresidingPanel(text: string): JudgeMention[] {
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

// A reporter's synopsis names the judge below by the ruling appealed: "Appeal from an order of
// the District Court, Jane Q. Doe, J., granting summary judgment." The line wraps so the name
// and its title open a line, as an author line would; the ruling's participle after the title
// says it is no author line.
const RULING_BELOW =
  /^[ \t]*,[ \t]*(?:directing|granting|denying|dismissing|entering|enjoining|ordering|approving|certifying|refusing|sustaining|overruling|holding|finding|awarding|adopting|imposing|requiring|declaring|vacating|affirming|rejecting|allowing)\b/

/** Whether an author line's title runs on into the ruling below (RULING_BELOW). */
function rulingBelow(text: string, end: number): boolean {
  return RULING_BELOW.test(text.slice(end, end + 40))
}

/** Authors named by surname in an opinion's author line or "Opinion by Justice X". */
export function findAuthors(text: string): JudgeMention[] {
  const found: JudgeMention[] = findJusticeHeadings(text)
  for (const re of [
    AUTHOR_LINE,
    COLUMN_AUTHOR,
    SPLIT_AUTHOR,
    OPINION_BY,
    OPINION_BY_NAME,
    DELIVERED_BY,
    WROTE_FOR,
    SYNOPSIS_HELD,
  ]) {
    for (const match of text.matchAll(re)) {
      if (re === AUTHOR_LINE && rulingBelow(text, match.index + match[0].length)) continue
      const raw = match.groups!.name ?? match.groups!.judge ?? match.groups!.author!
      if (raw.split(/\s+/).some((word) => NOT_AUTHORS.has(word.toLowerCase()))) continue
      if (!/\p{L}{2}/u.test(raw)) continue
      // A print's spread words ("MICHAEL  H.  DOE") read as one name.
      const name = printedName(raw.replace(/[ \t]+/g, ' '))
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
// in part:", "Donnelly, J., concurs, with an opinion.", a headnote's "Kane, Circuit Judge, filed a
// dissenting opinion." A plain "X, JJ., concur" is a vote with the
// majority (Ohio's and Oklahoma's vote lines), no separate opinion, and is not taken.
const SURNAMES = "[A-Z][A-Za-z'’-]+(?:(?:,[ \\t]*|,?[ \\t]+and[ \\t]+)[A-Z][A-Za-z'’-]+){0,6}"
const OPINION_KIND =
  '(?<kind>concurring[ \\t]+in[ \\t]+part[ \\t]+and[ \\t]+dissenting[ \\t]+in[ \\t]+part|filed[ \\t]+an?[ \\t]+(?:dissenting|concurring)[ \\t]+opinion|dissenting|dissents?\\b|DISSENTING|concurring|CONCURRING|concurs?,?[ \\t]+(?:with[ \\t]+(?:an?[ \\t]+)?(?:separate[ \\t]+)?opinion|in[ \\t]+(?:the[ \\t]+)?(?:judgment|result)|separately))'
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
export function findSeparateOpinions(text: string): JudgeMention[] {
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
export function findCaptionSurnames(text: string): JudgeMention[] {
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
