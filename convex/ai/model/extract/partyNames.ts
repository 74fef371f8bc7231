// Turning the text of a caption's party block into names: "JOHN SMITH and MARY JONES,
// individually and on behalf of all others similarly situated" → ["John Smith", "Mary Jones"];
// "ACME CORP., a Delaware corporation, ACME HOLDINGS, INC., et al." → ["Acme Corp.", "Acme
// Holdings, Inc."]. Fictitious defendants ("DOES 1 through 50, inclusive") and "et al." are not
// parties anyone can be named for, so they are dropped.
import { STATES } from './courtNames'
import { commaPerLine, personLine, personsSuedAs } from './nameLines'
import { addressLike, doubtfulName } from './partyDoubt'
import { custodianAlone, namesOffice, officeOfPerson } from './partyOffices'
import {
  ARTICLE_BEFORE_BODY,
  cityCounty,
  companyAndAtBreak,
  COMPOUND_AND,
  coupleAnd,
  maskChargeSeries,
  organisationAnd,
  unmaskSeriesCommas,
  personPair,
} from './nameJoins'
import { relatorTitle } from './relatorTitles'
import { withoutAddressLines } from './partyAddresses'
import { maskAmountCommas, unmaskAmountCommas } from './inRem'
import { isName, withoutDescriptions } from './nameDescriptions'
import { tidyName } from './nameTidy'
import { invertedPersons } from './invertedNames'
import { inRemLead, propertyName } from './inRemCaption'

// A trade name or alias the caption sues the party under is part of its designation, as the
// caption prints it: "Acme Corp. d/b/a Acme Stores", "Roe Inn a/k/a Roe Associates LLP". A piece
// that starts with one ("…, Inc., d/b/a Acme Stores") belongs to the name before it.
// (A nickname in quotes after "a/k/a" is how an indictment identifies a defendant, no trade name.)
// (So is one spelt out or without its slashes: "doing business as", "AKA".)
// (A relator acting "o/b/o", on behalf of, the one held joins them so: "…ex rel. JANE ROE, ESQ.
// O/B/O JOHN POE" is one title, "ESQ." the relator's suffix.)
const TRADE_NAME = /^(?:d\/b\/a|a\/k\/a|o\/b\/o|dba|aka|doing\s+business\s+as)\s+(?!["“])/i
const TRADE_NAME_TAIL = /\s+(?:d\/b\/a|a\/k\/a|o\/b\/o|dba|aka|doing\s+business\s+as)\s.*$/i
// A sovereign suing on a relator's relation is one party with its relator, a comma between or
// not ("UNITED STATES OF AMERICA, ex rel. JOHN ROE"): the piece that starts "ex rel." is the
// title's.
const RELATION = /^ex\s+rel\.?\s+\S/i

// Pieces that belong to the name before them: "ACME HOLDINGS, INC."; a union's local and its
// federation ("ELM WORKERS UNION, LOCAL 12, AFL-CIO").
const SUFFIX =
  /^(?:Inc|Incorporated|LLC|L\.L\.C|LLP|L\.L\.P|LP|L\.P|Ltd|Limited|Co|Corp|N\.A|NA|P\.C|PC|PLC|P\.L\.C|S\.A|AG|N\.V|B\.V|GmbH|M\.L\.P|MLP|Jr|Sr|II|III|IV|M\.D|MD|Esq|S\.p\.A|SE|Pty|P\.A|PLLC|P\.L\.L\.C|LLLP|S\.C|Ph\.?\s?D|Ed\.?\s?D|Psy\.?\s?D|D\.O|D\.D\.S|DDS|J\.D|R\.N|CPA|Local\s+(?:No\.?\s*)?\d{1,5}[A-Z]?|AFL-?\s?CIO(?:-?\s?CLC)?)\.?$/i

// "QUITMAN COUNTY, Mississippi", "THE COUNTY OF ONONDAGA, NEW YORK": a state after a county or
// city says where it is; it is no second party.
const STATE_NAMES = new Set(STATES.map(([name]) => name.toLowerCase()))
const LOCALITY =
  /\b(?:County|City|Township|Town|Village|Borough|Parish)(?:\s+of\s+[\p{L}.' -]+)?$/iu

// A numbered school district is numbered within its county, whose name follows it ("SCHOOL
// DISTRICT NUMBER 3, CLARENDON COUNTY, SOUTH CAROLINA"): the county says which district it is,
// no second party.
const NUMBERED_DISTRICT = /\bDistrict\s+(?:No\.?|Number|#)\s*\d{1,4}[A-Z]?$/i
const COUNTY_PIECE = /^(?:[\p{Lu}][\p{L}.'’-]*\s+){1,3}County$/iu

/** Whether `piece` is the county of the numbered district `previous` names. */
function districtCounty(previous: string, piece: string): boolean {
  return NUMBERED_DISTRICT.test(previous.trim()) && COUNTY_PIECE.test(piece.trim())
}

const ALIAS_IN_PARENTHESES =
  /[ \t]*\((?:also\s+known\s+as|formerly\s+known\s+as|now\s+known\s+as|a\/k\/a|f\/k\/a|n\/k\/a|aka)\s[^()]*(?:\)|$)/gi

export { isAddressLine } from './partyAddresses'
export { normalizePartyName, partyName } from './nameTidy'

// A surname's small prefix before capitals ("McALEENAN", "MacARTHUR", "DeVOS"): a name set in
// capitals prints it so, and its small letters would keep the whole name from being recased.
const PREFIXED_CAPITALS = /(?<!\p{L})(?:Mc|Mac|De)(?=\p{Lu}{2,}(?!\p{Ll}))/u
const WORD = /[\p{L}'’.-]+/gu

/**
 * The text with each prefixed surname in capitals wholly in capitals, where the word of two
 * letters or more nearest before it (after it, when none is before) is in capitals too: "KEVIN K.
 * McALEENAN" → "KEVIN K. MCALEENAN", which recases as "Kevin K. McAleenan"; "Kevin McALEENAN"
 * stays as printed.
 */
export function withPrefixedCapitals(text: string): string {
  if (!PREFIXED_CAPITALS.test(text)) return text
  const words = [...text.matchAll(WORD)]
  const fullWord = (w: RegExpMatchArray) => w[0].replace(/[^\p{L}]/gu, '').length >= 2
  const inCapitals = (w: RegExpMatchArray | undefined) => !!w && !/\p{Ll}/u.test(w[0])
  let out = text
  for (const [i, word] of words.entries()) {
    if (!PREFIXED_CAPITALS.test(word[0])) continue
    const before = words.slice(0, i).reverse().find(fullWord)
    const neighbour = before ?? words.slice(i + 1).find(fullWord)
    if (!inCapitals(neighbour)) continue
    const at = word.index!
    out = out.slice(0, at) + word[0].toUpperCase() + out.slice(at + word[0].length)
  }
  return out
}

/** The names a block of caption text lists, recased when printed in capitals. */
export function partyNames(block: string): string[] {
  return readPartyNames(block).names
}

/**
 * The names a block lists, and whether its lead name was read but too doubtful to answer (a
 * title, a citation or a stamp where the first name stands): then the side is there, unreadable.
 */
export function readPartyNames(block: string): { names: string[]; doubted: boolean } {
  const relator = relatorTitle(block) ?? custodianAlone(block)
  if (relator) return { names: [relator], doubted: false }
  // Property sued in rem leads the block with its description whole ("REAL PROPERTY LOCATED AT
  // 12 ELM ROAD, DALE, OHIO, …THEREON"); the owners sued with it follow as any list.
  const property = inRemLead(block)
  if (property) {
    const others = property.rest ? readPartyNames(property.rest).names : []
    return { names: [propertyName(property.lead), ...others], doubted: false }
  }
  block = withPrefixedCapitals(block.replace(DIVISION_BEFORE, '').replace(SPACED_STAMP_BEFORE, ''))
  const numbered = numbersParties(block)
  // A hyphenated name broken over two lines of the caption ("COOPER-\nEDMONDS") is one word.
  // Persons listed one to a line with no mark between them are as many names.
  const text = withoutAddressLines(
    companyAndAtBreak(commaPerLine(withoutDocketBefore(withoutJudgeRows(block).trim()))),
  )
    // "JURY TRIAL DEMANDED", printed beside the names, ran into them.
    .replace(/\b(?:JURY\s+TRIAL\s+DEMANDED|DEMAND\s+FOR\s+(?:A\s+)?JURY\s+TRIAL)\b/g, ' ')
    // …and so did its note in brackets ("[CIVIL RIGHTS ACTION]", "[CLASS ACTION]"), and the stamp
    // of a redacted paper's public copy ("REDACTED VERSION", "FILED UNDER SEAL").
    .replace(/\[[A-Z][A-Z .'-]*\]/g, ' ')
    // A party's other name in parentheses ("JANE ROE (also known as JOHN ROE)"), its ")" perhaps
    // cut with the block's end, is no second party.
    .replace(ALIAS_IN_PARENTHESES, '')
    .replace(/\b(?:(?:REDACTED|PUBLIC)\s+VERSION|FILED\s+UNDER\s+SEAL|REDACTED)\b/g, ' ')
    .replace(/(\p{Lu})-[ \t]*\n[ \t]*(?=\p{Lu})/gu, '$1-')
    // A name closed by its suffix's stop at a line's end ("JOHN ROE, ESQ.", "ACME, INC.") is
    // followed by the next name, as a comma would.
    .replace(
      /\b(Inc|Corp|Co|Ltd|Esq|Jr|Sr|L\.L\.C|L\.P|P\.C|N\.A)\.[ \t]*\n(?=[ \t]*\p{Lu})/giu,
      '$1.,\n',
    )
    // A reporter's footnote call glued to a name ("STEPHEN FOSTER[1]") is no part of it, nor is
    // one set after an initial's stop ("CLARK K.1, by his next friend").
    .replace(/\[\d{1,3}\]/g, '')
    .replace(/(?<=\b\p{Lu}\.)\d{1,2}(?=[,;]|\s|$)/gu, '')
    // An indictment numbers its defendants ("1. JOHN ROE,\n2. MARY POE"), a complaint its parties
    // ("(1) ED ROE, in his official capacity as DIRECTOR, ELM AGENCY, (2) …"): the number is no
    // name, and each number opens a party's entry, as a semicolon would.
    .replace(PARTY_NUMBER, (_mark, offset: number) => (numbered && offset > 0 ? ';' : ''))
    // …and a federal criminal caption by "D-" numbers, before or after the name ("JOHN ROE D-4").
    .replace(DEFENDANT_NUMBER, '')
    .replace(/\s+/g, ' ')
    .trim()
    // A scan's comma for a middle initial's stop ("RUSSELL G, OSWALD;"): a given name, one capital
    // and a surname, all in capitals, opening an entry and closed by a mark, are one name. (An
    // entry printed surname first, "ROE, JANE M, …", opens on its surname's comma, so is left.)
    .replace(GLUED_INITIAL_COMMA, '$1$2$3.$4')
  // A caption that separates its parties with semicolons gives each party one entry, and what
  // follows the name's first comma there describes it ("MAURICE KOTT, DIRECTOR, DIVISION OF …;"
  // "Jessica Roe, a minor, by her guardians, Dale and Vickie Roe;"): the entry's name is its first
  // comma piece.
  const masked = maskChargeSeries(text)
  const entries = masked.includes(';') ? masked.split(/\s*;\s*/) : [masked]
  // Small words run together ("inhis official capacity") say the text layer lost its spaces:
  // the entry's names may be run together too ("GREGORYROE"), so they are doubtful.
  const capitals = leadInCapitals(text)
  const inverted = invertedPersons(entries)
  const names = inverted
    ? inverted.map((name) => {
        const tidy = tidyName(name)
        return { name: tidy, glued: doubtfulName(tidy) }
      })
    : entries.flatMap((entry) =>
        entryNames(
          entries.length > 1 ? firstCommaPiece(entry) : entry,
          RUN_TOGETHER.test(entry),
          capitals,
        ),
      )
  // A doubtful name (OCR damage, a stamp, an address) and every name after it are dropped: a
  // short list is still right, a wrong name is not.
  const doubt = names.findIndex((name) => name.glued)
  const kept = doubt === -1 ? names : names.slice(0, doubt)
  return { names: kept.map((name) => name.name), doubted: doubt === 0 }
}

// The court's division left before the first name when the court's heading and the caption ran
// onto one line ("… NORTHERN DISTRICT OF TEXAS DALLAS DIVISION JANE ROE, Plaintiff"): the heading
// was cut at the district, its division is no name. (A party named for a division is followed by
// its comma or by "of": "PAROLE DIVISION, Defendant", "DIVISION OF PAROLE".)
const DIVISION_BEFORE =
  /^[ \t]*(?:[A-Z][A-Z.'’-]*[ \t]+){1,3}DIVISION[ \t]+(?!OF\b)(?=[A-Z][A-Z.'’-]*[ \t]+[A-Z])/

// A clerk's "FILED" stamp printed letter by letter above the first name ("F I L E D", "F I LED"),
// with its place's line under it ("ELMWOOD, N. C."): no name.
const SPACED_STAMP_BEFORE =
  /^[ \t]*F[ \t]I[ \t]?L[ \t]?E[ \t]?D[ \t]*\n(?:[ \t]*[A-Z][A-Z.'’ -]*,[ \t]*[A-Z]\.[ \t]*[A-Z]\.[ \t]*\n)?/

// A reporter's judges' row, which a page set in two columns runs into the caption's block: the
// opinion's author ("GEWIN, Circuit Judge:"), the panel ("Before ROE and POE, Circuit Judges."),
// "PER CURIAM:". A party's description names a judge's office after a whole name ("JANE ROE,
// District Judge of …"), never a surname alone closed by a colon.
const JUDGE_ROW =
  /^[ \t]*(?:Before\b[^\n]*\b(?:Judges?|Justices?|JJ?)\.?|\p{Lu}[\p{Lu}'’-]+\*?,[ \t]+(?:(?:Senior|Chief|Associate|Presiding)[ \t]+)?(?:(?:Circuit|District|Magistrate|Bankruptcy)[ \t]+)?(?:Judge|Justice|J\.)[ \t]*:|PER[ \t]+CURIAM[ \t]*[:.])[ \t]*$/gmu

/** The block without a reporter's judges' rows set among its lines. */
function withoutJudgeRows(block: string): string {
  return block.replace(JUDGE_ROW, '')
}

// A case number printed beside the "v." line, or on its own line, and read into the block before
// the first name: "JFM-88-2308 '", "1:77-cv-00721-KG-KK", its head cut ("cv-00721-KG-KK").
const DOCKET_BEFORE =
  /^(?:\d{1,2}[ \t]*:[ \t]*)?(?:[A-Za-z]{1,4}-\d{2}-\d{3,5}|(?:\d{2}-)?[A-Za-z]{2}-\d{3,5})(?:-[A-Za-z]{1,4})*[ \t'’*"]*(?=\n|[ \t]+\p{Lu})/u

/** The block without a case number before its first name. */
function withoutDocketBefore(block: string): string {
  return block.replace(DOCKET_BEFORE, '').trimStart()
}

const GLUED_INITIAL_COMMA =
  /(^|;\s*|\b(?:and|AND)\s+)(\p{Lu}{2,}[\p{Lu}'’-]*\s+)(\p{Lu}),(\s+\p{Lu}{2,}[\p{Lu}'’-]*)(?=\s*(?:[,;]|$))/gu

// A party's number at a line's start: "1. JOHN ROE", "(2) MARY POE".
const PARTY_NUMBER = /^[ \t]*(?:\d{1,2}\.|\(\d{1,2}\))[ \t]+(?=\p{Lu})/gmu

/**
 * Whether a block numbers its parties ("(1) ED ROE, …\n(2) MARY POE, …"): two numbers or more at
 * lines' starts, counting from 1.
 */
function numbersParties(block: string): boolean {
  const marks = [...block.trim().matchAll(PARTY_NUMBER)]
  const counts = marks.map((mark) => Number(/\d+/.exec(mark[0])![0]))
  return marks.length >= 2 && counts.every((count, i) => count === i + 1)
}

// A defendant's number in a multi-defendant criminal caption: "D-4 JOHN ROE", "Mary Poe D-11,".
const DEFENDANT_NUMBER =
  /^[ \t]*D-\d{1,3}[ \t]+(?=\p{Lu})|(?<=\p{L})[ \t]+D-\d{1,3}(?=[ \t]*(?:[,;\n]|$|and\b))/gmu

// A person's name in small letters with a middle initial: "Neil H. Roe", "Mary E. McPoe".
const INITIALLED_PERSON = /^\p{Lu}\p{Ll}+\s+(?:\p{Lu}\.\s+)+\p{Lu}\p{Ll}*\p{Lu}?\p{Ll}+$/u

// A word printed in capitals (two letters or more, not an abbreviation such as "D.C." or "U.S.").
const CAPITALS_WORD = /(?:^|\s)\p{Lu}[\p{Lu}'’-]*\p{Lu}(?=[\s,.;]|$)/u

/**
 * Whether the block prints its lead name in capitals ("JOHN ROE, Secretary of State"): federal
 * and most state captions print every party so and describe them in small letters.
 */
function leadInCapitals(text: string): boolean {
  const lead = text.split(/\s*[,;]\s*|\s+and\s+/)[0] ?? ''
  return /^\p{Lu}/u.test(lead) && !/\p{Ll}/u.test(lead) && CAPITALS_WORD.test(lead)
}

/**
 * A piece of a block that prints its names in capitals, read by that convention: a piece with no
 * word in capitals is a description ("County Executive", "Special Operations Command"), null; a
 * name in capitals that runs on in small letters keeps its capitals ("STEVEN ROE County
 * Executive" → "STEVEN ROE").
 */
function capitalsPiece(piece: string): string | null {
  // A name the scan damaged ("KUltr 8ROWNE") stays, so that it ends the list as doubtful.
  if (doubtfulName(piece)) return piece
  // A person's whole name with a middle initial ("Neil H. Roe") describes no one: a reporter's
  // caption lists the persons sued after a body in capitals so.
  if (INITIALLED_PERSON.test(piece)) return piece
  if (!CAPITALS_WORD.test(piece)) return /\p{Ll}/u.test(piece) ? null : piece
  const words = piece.split(/\s+/)
  const cut = words.findIndex(
    (word, i) =>
      i > 0 &&
      (/^\p{Lu}\p{Ll}/u.test(word) || /^\p{Ll}{2,}$/u.test(word)) &&
      !/^(?:d\/b\/a|a\/k\/a|f\/k\/a|dba|ex|rel\.?|de|la|van|von|of|the|and)$/i.test(word),
  )
  return cut > 0 && !words.slice(cut).some((word) => CAPITALS_WORD.test(word))
    ? words.slice(0, cut).join(' ')
    : piece
}

// A piece that only says an office, after the name of the one who holds it: "District Director",
// "Texas Medicaid Director", "Executive Commissioner", "Acting Secretary", "Council Members of …",
// a person's "Doctor" ("Jane N. Roe, Doctor", as an agency's head is sued).
const OFFICE_ONLY =
  /^(?:[\p{Lu}][\p{L}.'’-]*\s+){0,3}(?:Director|Commissioner|Secretary|Manager|Superintendent|Warden|Sheriff|Administrator|Commander|Chief|Officer|Executive|Chair(?:man|person|woman)?|President|Treasurer|Comptroller|Auditor|Mayor|Governor|Doctor)$|^(?:\p{Lu}\p{L}*\s+)?Members\s+of\s/iu

// A ranked office and its seat after the holder's name: "Chief Deputy Oneida County Jail",
// "Acting Chief Medical Examiner for the City of New York". A rank opens no one's name; what follows
// the office is its seat (a place or a body), never a person ("Chief Deputy Jan Roe" is a name).
const RANKED_OFFICE =
  /^(?:Acting|Interim|Assistant|Associate|Deputy|Chief|Executive|Senior)\s+(?:\p{Lu}[\p{L}'’-]*\s+){0,2}?(?:Deputy|Chief|Director|Commissioner|Secretary|Examiner|Officer|Warden|Sheriff|Superintendent|Administrator|Inspector|Counsel)(?:$|\s+(?:of|for|at|in)\s|\s+(?=.*\b(?:County|City|State|Jail|Department|Office|Division|Bureau|Facility|Center|Prison|Police)\b))/u

// "SHAUNA ROE, DEB POE, CARL DOE-LYON; LEE ROE, by his next friends, …": a semicolon entry may
// itself list persons with commas; three or more pieces, each a person's name (a suffix aside)
// and none an office, are that many names.
const LISTED_PERSONS_MIN = 3

/** Whether an entry's comma pieces are a list of persons' names. */
function listOfPersons(pieces: readonly string[]): boolean {
  const named = pieces.filter((piece) => piece !== '' && !SUFFIX.test(piece))
  return (
    named.length >= LISTED_PERSONS_MIN &&
    named.every((piece) => personLine(piece) && !namesOffice(piece))
  )
}

// A plural title before the members of a body a semicolon entry lists: "CITY COUNCIL MEMBERS",
// "Board Members", "COMMISSIONERS", "TRUSTEES".
const MEMBERS_TITLE =
  /^(?:(?:City|County|Town|Village|School|Township)\s+)?(?:Council\s*Members|Councilmembers|Board\s+Members|Commissioners|Trustees|Supervisors)\s+(?=\p{Lu})/iu

/**
 * An entry's name: its first comma piece, with the suffixes and the state that belong to it. An
 * entry that goes on ", and …" is a list of its own ("THE CITY OF ROME, GEORGIA, and OHIO").
 */
function firstCommaPiece(entry: string): string {
  const pieces = entry.split(/\s*,\s*/)
  // (The "and" that opens a list's last entry, "…; and JANE ROE, in her official capacity as Clerk
  // of Elm County, Arizona", joins the entry to the list, not two names inside it.)
  if (pieces.slice(1).some((piece) => /^(?:and|&)\s/i.test(piece)) || listOfPersons(pieces))
    return entry
  // "ELM SCHOOL DISTRICT, Charles Roe, individually and as Superintendent …;": the person after
  // the body, described as sued in person, is a party of the entry too (entryNames reads both).
  if (pieces.length > 2 && personsSuedAs(entry).has(pieces[1]!)) return entry
  // "CITY COUNCIL MEMBERS DAVID ROE, JANE POE, …": the members a body's title introduces, each
  // sued, are that many names (the title is no one's).
  const members = MEMBERS_TITLE.exec(entry)
  if (members && listOfPersons(entry.slice(members[0].length).split(/\s*,\s*|\s+&\s+/)))
    return entry.slice(members[0].length)
  let name = pieces[0]!
  for (const piece of pieces.slice(1)) {
    const bare = piece.replace(/[.,;:\s]+$/, '').toLowerCase()
    const suffix =
      SUFFIX.test(piece.replace(TRADE_NAME_TAIL, '')) ||
      TRADE_NAME.test(piece) ||
      RELATION.test(piece)
    if (!suffix && !(STATE_NAMES.has(bare) && LOCALITY.test(name)) && !districtCounty(name, piece))
      break
    name = `${name}, ${piece}`
  }
  return name
}

const RUN_TOGETHER = /\b(?:in|as|and|of|on)(?:his|her|its|their|the|behalf)\b/i
// Marks a piece that followed a comma with no space after it.
const GLUED = '\uE001'

/** The names one entry of a block lists, each marked when the text layer ran it on. */
function entryNames(
  entry: string,
  runTogether: boolean,
  capitals = false,
): Array<{ name: string; glued: boolean }> {
  let text = maskAmountCommas(entry)
  const suedInPerson = personsSuedAs(entry)
  text = withoutDescriptions(text)
  // A list that runs on in a sentence's case ("STATE of Washington and the Department of Social
  // and Health Services"): the article after "and" is no part of the next name.
  text = text.replace(/\b(and|&)\s+the\s+(?=\p{Lu})/gu, '$1 ')
  // "Police and Fire", "Health and Welfare": an "and" inside an institution's name joins no parties.
  // The joining word keeps its case, so a name in capitals still reads as printed in capitals.
  text = text.replace(
    COMPOUND_AND,
    (all, left: string) => `${left}${all.slice(left.length).replace(/\s+/g, '\uE003')}`,
  )
  text = coupleAnd(text)
  // "All Youth Detained in Juvenile Halls and Camps in Elm County", "ELM PROTECTION AND
  // ADVOCACY, INC.": an "and" between words that stand as no party alone is the name's own.
  text = organisationAnd(text)
  // "THE STATE OF LOUISIANA THROUGH THE LEGISLATURE AND THE JUDGES OF …": a state or body sued
  // through its organs is one party; the "and" there joins the organs, not two parties.
  text = text.replace(/\bthrough\s+[^,;]*/gi, (organs) =>
    organs.replace(/\s+(and)\s+/gi, '\uE003$1\uE003'),
  )
  // A comma glued to the next word ("SMITH,JANEDOE") says the text layer lost its spaces: the
  // names after it may be run together ("JANEDOE"), so they are doubtful.
  text = text.replace(/,(?=\p{L})/gu, `, ${GLUED}`)
  const pieces = text
    .split(/\s*;\s*|,\s*(?:and|&)\s+|\s+and\s+|\s*,\s*/i)
    .map((piece) => unmaskSeriesCommas(unmaskAmountCommas(piece.replace(/\uE003/g, ' '))))
    .map((piece) => piece.trim())
    // A list in a sentence's case names a body with its article ("…, the Elm State Board of
    // Education, and …"): the article is no part of the name.
    .map((piece) => piece.replace(ARTICLE_BEFORE_BODY, ''))
    .flatMap(personPair)
    .filter((piece) => piece !== '')
  const names: string[] = []
  let described: boolean = false
  for (const [at, whole] of pieces.entries()) {
    const previous = names[names.length - 1]
    const belongs = (bare: string) =>
      previous !== undefined &&
      (SUFFIX.test(bare.replace(TRADE_NAME_TAIL, '')) ||
        cityCounty(previous, bare, pieces[at + 1]) ||
        districtCounty(previous, bare) ||
        TRADE_NAME.test(bare) ||
        RELATION.test(bare) ||
        (STATE_NAMES.has(bare.replace(/[.,;:\s]+$/, '').toLowerCase()) && LOCALITY.test(previous)))
    if (belongs(whole.replace(GLUED, ''))) {
      // A suffix after a piece read as a description ("…, Charles Roe, Jr.") is that piece's.
      if (!described) names[names.length - 1] = `${previous}, ${whole.replace(GLUED, '')}`
      continue
    }
    // A piece in small letters describes the name in capitals before it (or goes on describing
    // it); after a name printed in small letters ("…; Jane Roe, Mary Poe") it is the next name.
    const describing: boolean =
      capitals &&
      previous !== undefined &&
      (described || !/\p{Ll}/u.test(previous.replace(/^(?:and|&)\s+/i, '')))
    // (A person described as sued in person is a party: "…, Charles Roe as Superintendent of …".)
    const sued = [...suedInPerson].find((name) => whole === name || whole.startsWith(`${name} as `))
    const read: string | null = !describing ? whole : (sued ?? capitalsPiece(whole))
    described = read === null
    if (read === null) continue
    // "JANE ROE, District Director, …": the office the name before holds is no party; an office
    // printed in capitals as a party ("ELM COUNTY EXECUTIVE") is one.
    const office = read.replace(GLUED, '').trim()
    if (
      previous !== undefined &&
      /\p{Ll}/u.test(office) &&
      (OFFICE_ONLY.test(office) || RANKED_OFFICE.test(office))
    ) {
      described = true
      continue
    }
    // "CHARLES ROE, ELM COUNTY PUBLIC GUARDIAN": the office in capitals after a person's name.
    if (previous !== undefined && officeOfPerson(previous, office)) {
      described = true
      continue
    }
    const piece = read
    const bare = piece.replace(GLUED, '')
    // "JR. Sheriff": the suffix left once the description is cut.
    if (belongs(bare)) {
      names[names.length - 1] = `${previous}, ${bare}`
      continue
    }
    names.push(piece)
  }
  return (
    names
      .map((name) => {
        const tidy = tidyName(name.replace(GLUED, ''))
        return { name: tidy, glued: runTogether || name.includes(GLUED) || doubtfulName(tidy) }
      })
      // An address stays, though it is no name, so that the list ends there: what follows it
      // ("Washington, DC") is the address's.
      .filter(
        ({ name }) =>
          /\p{Lu}/u.test(name) &&
          !/^(?:and|v\.?|vs\.?)$/i.test(name) &&
          (isName(name) || addressLike(name)),
      )
  )
}
