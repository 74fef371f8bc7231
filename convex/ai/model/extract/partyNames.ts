// Turning the text of a caption's party block into names: "JOHN SMITH and MARY JONES,
// individually and on behalf of all others similarly situated" → ["John Smith", "Mary Jones"];
// "ACME CORP., a Delaware corporation, ACME HOLDINGS, INC., et al." → ["Acme Corp.", "Acme
// Holdings, Inc."]. Fictitious defendants ("DOES 1 through 50, inclusive") and "et al." are not
// parties anyone can be named for, so they are dropped.
import { STATES } from './courtNames'
import { repairOcrWords } from './ocrWords'
import { commaPerLine, personLine, personsSuedAs } from './nameLines'
import { addressLike, doubtfulName } from './partyDoubt'
import { custodianAlone, namesOffice, officeOfPerson, withoutOfficeBefore } from './partyOffices'
import {
  ARTICLE_BEFORE_BODY,
  cityCounty,
  companyAndAtBreak,
  COMPOUND_AND,
  personPair,
} from './nameJoins'
import { relatorTitle } from './relatorTitles'
import { withoutAddressLines } from './partyAddresses'
import { LEADING_DEBRIS, maskAmountCommas, unmaskAmountCommas } from './inRem'
import { recase } from './text'

// Descriptions that follow a name and are no part of it.
const DESCRIPTORS: RegExp[] = [
  // "individually and on behalf of …", "individually and as Trustee": the "and" joins the
  // descriptions; "OFFICER ROE, individually, and SERGEANT POE" keeps its "and" between names.
  /,?\s*\b(?:individually|derivatively|personally|directly)\b(?:\s*,?\s*and(?=\s+(?:on|for|as|in)\b))?(?:\s+(?:on\s+behalf\s+of|for\s+the\s+benefit\s+of)\s+[^,;]*(?:,\s*(?:Inc|LLC|Corp|Co|Ltd|L\.?P|LLP|N\.A)\.?(?=[,;\s]|$))?)?/gi,
  /,?\s*\bon\s+behalf\s+of\s+(?:himself|herself|itself|themselves|all\s+others|a\s+class|the\s+class|others)[^,;]*/gi,
  // "JANE ROE on behalf of JOHN ROE, for themselves and …": the one she sues for is named in her
  // entry, not as a party of the caption's own.
  /\s+on\s+behalf\s+of\s+(?=\p{Lu})[^,;]*/gu,
  /,?\s*\b(?:as|in\s+(?:his|her|its|their)\s+(?:official\s+)?capacit(?:y|ies)\s+as)\s+(?:the\s+)?(?:trustee|executor|executrix|administrator|administratrix|guardian|parent|next\s+friend|personal\s+representative|receiver|assignee|successor|representative|liquidating\s+trustee)\b[^,;]*/gi,
  // "in his official capacity as Speaker of the House", "each in his official capacity of the
  // State of Tennessee" (and OCR's "CAPACITYAS"): the office held is no party.
  // The office's seat may follow ("…as Commissioner of Corrections, Indiana Department of
  // Corrections").
  /,?\s*\b(?:each\s+)?in\s+(?:his|her|its|their)\s+(?:official\s+|individual\s+|personal\s+)?capacit(?:y|ies)\s*(?:as|of)\b[^,;]*(?:,\s*(?!(?:and|&)\s)[^,;]*?\b(?:(?:Department|Division|Bureau|Office)\s+of\b|Correctional\s+(?:Facility|Institution|Center))[^,;]*)?/gi,
  /,?\s*\b(?:(?:each|all|both)\s+)?in\s+(?:his|her|its|their)\s+(?:official|individual|personal)\s+capacit(?:y|ies)(?:\s+only\b)?/gi,
  // "a limited liability company" describes; "THE CONTROL GROUP COMPANY, LLC" is a name (its
  // suffix follows).
  /,\s*(?:an?|the)\s+(?:[A-Z][A-Za-z]+\s+){0,3}(?:corporation|limited\s+liability\s+company|limited\s+partnership|general\s+partnership|partnership|banking\s+association|individual|municipal\s+corporation|company|entity|association|business\s+trust|trust|minor|public\s+benefit\s+corporation|professional\s+corporation|non-?profit\s+corporation)\b(?![^,;]*,\s*(?:Inc|LLC|L\.L\.C|Corp|Co|Ltd|LP|LLP|L\.P|N\.A|P\.C)\b)[^,;]*/gi,
  // "et al." and a scan's reading of it ("ET ALI", "et al1").
  /,?\s*\bet\s+al(?:\.|[.,]?\s*[Il1|](?=\s|$|[,;]))?/gi,
  // "STEPHEN FOSTER & others", Massachusetts' way of writing "et al.".
  /,?\s*(?:&|\band)\s+others\b/gi,
  // Fictitious parties sued under a placeholder and a numbered range, in figures or in roman
  // numerals as Arizona writes them: "DOES 1 through 50" ("DOES, 1 through 10"), "JOHN and JANE
  // DOES I-X", "ABC CORPORATIONS 1-10". No one is named by them, and "JOHN and JANE" is no list of two.
  /,?\s*(?:and\s+)?(?:(?:JOHN|JANE)\s+(?:(?:and|&)\s+(?:JOHN|JANE)\s+)?)?(?:DOES?|ROES?)\s*,?\s+(?:\d+|[IVXL]+)\s*(?:through|thru|to|-|–)\s*(?:\d+|[IVXL]+)\b(?:\s*,?\s*inclusive)?/gi,
  /,?\s*(?:and\s+)?\b[A-Z]{3}\s+(?:CORPORATIONS|COMPANIES|ENTITIES|PARTNERSHIPS|Corporations|Companies|Entities|Partnerships)\s+(?:\d+|[IVXL]+)\s*(?:through|thru|to|-|–)\s*(?:\d+|[IVXL]+)\b(?:\s*,?\s*inclusive)?/g,
  // …or under a list of numbers ("JOHN DOES 1, 2, 3 AND 4", "ROES 1 and 2").
  /,?\s*(?:and\s+)?(?:(?:JOHN|JANE)\s+(?:(?:and|&)\s+(?:JOHN|JANE)\s+)?)?(?:DOES?|ROES?)\s+\d+(?:(?:\s*,\s*\d+)+(?:\s*,?\s*(?:and|&)\s+\d+)?|\s*,?\s*(?:and|&)\s+\d+)\b/gi,
  /,?\s*\binclusive\b/gi,
  /\(\s*(?:["“][^"”]*["”]|the\s+[^)]*)\)/gi,
  // A second decision's number in the case's title ("COMMISSIONER OF CORRECTION (No. 2)").
  /\(\s*No\.?\s*\d{1,2}\s*\)/gi,
  // "a minor child, by and through her guardians, Dale and Vickie Braam": the next friend is no party.
  /,?\s*\b(?:a\s+minor(?:\s+child)?|minors?|deceased|an?\s+(?:single|married)\s+person|an?\s+incapacitated\s+person|an?\s+incompetent)\b/gi,
  // "T.T., by her parents and next friends, K.T. and S.T.": parents in the plural are a pair, both
  // named after the comma, and neither is a party.
  /,?\s*\bby\s+(?:and\s+through\s+)?(?:her|his|their|its)\s+parents(?:\s+and\s+(?:natural\s+guardians|next\s+friends|guardians))?(?:\s+ad\s+litem)?\s*,\s*[^,;]*?\s+and\s+[^,;]*?(?=\s*[,;]|$)/gi,
  // "a minor, by and through her parent and next friend, LORRAINE ROE": the one who sues for the
  // ward is named after the comma (or straight after, "by and through his next friend DAVID ROE")
  // and is no party; the name after "and" is the next ward.
  /,?\s*\bby\s+(?:and\s+through\s+)?(?:her|his|their|its)\s+(?:parents?|guardians?|mother|father|next\s+friends?)(?:\s+and\s+(?:natural\s+guardian|next\s+friend|guardian))?(?:\s+ad\s+litem)?(?:\s*,\s*|\s+(?!and\b|or\b|as\b))[^,;]*?(?=\s+and\s+|\s*[,;]|$)/gi,
  /,?\s*\bby\s+and\s+through\b[^;]*?(?=;|$|,\s*(?:[A-Z]{2,}|and\s+[A-Z]{2,}))/g,
  // "A MINOR, BY HER GUARDIAN AD LITEM, FRANK ROE AND JAMES ROE": the guardian named after the
  // comma sues for the ward and is no party; the name after "and" is the next ward.
  /,?\s*\bby\s+(?:her|his|their|its)\s+(?:guardians?|next\s+friends?|parents?)(?:\s+ad\s+litem)?\s*,\s*[^,;]*?(?=\s+and\s+|\s*[,;]|$)/gi,
  // "ESTATE OF JOHN ROE, by JANE ROE, Independent Executor": the representative who sues for the
  // estate is no party of its own.
  /,?\s*\bby\s+[^,;]*,\s*(?:(?:Independent|Special|Successor|Co-)\s*)?(?:Executor|Executrix|Administrator|Administratrix|Personal\s+Representative|Guardian|Trustee|Conservator|Next\s+Friend)\b[^,;]*/gi,
  /,?\s*\b(?:her|his|their|its)\s+(?:personal\s+representative|guardians?|parents?|next\s+friends?|attorneys?)(?:\s+ad\s+litem)?\b[^,;]*/gi,
  // An officer's title after the name: "James Crosby, Secretary of the Florida Department of
  // Corrections"; "Mario M. Cuomo, as Governor of the State of New York"; and the office's seat
  // after a second comma ("Ricky Roe, Secretary, Florida Department of Corrections", "Warden,
  // Pine Hill Correctional Facility"), which a habeas caption prints so.
  /,\s*(?:as\s+)?(?:the\s+)?(?:Acting\s+|Deputy\s+|Interim\s+|Executive\s+)?(?:Governor|Secretary|Director|Commissioner|Superintendent|Warden|Sheriff|Attorney\s+General|Administrator|Chair(?:man|person|woman)?|Mayor|Treasurer|Comptroller|Auditor|Judge)\b(?:\s+(?:of|for)\s+[^,;]*|\s*,\s*(?!\s|(?:and|&)\s)[^,;]*?\b(?:(?:Department|Division|Bureau|Office)\s+of\b|Correctional\s+(?:Facility|Institution|Institute|Center)|Penitentiary|Prison|Cabinet|Commission|Agency)[^,;]*)?(?=[,;]|$)/gi,
  // "Lyle Quasim, individually and as Secretary of …", "in her capacity as Commissioner of …",
  // "Individually and as members of the Board of Education".
  /,?\s+(?:in\s+(?:his|her|its|their)\s+(?:official\s+)?capacit(?:y|ies)\s+)?as\s+(?:the\s+)?(?:Acting\s+|Deputy\s+|Interim\s+|Executive\s+)?(?:Governor|Secretary|Director|Commissioner|Superintendent|Warden|Sheriff|Attorney\s+General|Administrator|Chair(?:man|person|woman)?|Mayor|Treasurer|Comptroller|Auditor|Manager|Judge|Chief|Members?\s+of)\b[^,;]*/gi,
  // "…, JR., Second District Juvenile Court Judges, in and for Salt Lake County, State of Utah":
  // the bench the judges sit on and its seat ("in and for") describe them; they are no parties.
  /,\s*[^,;]*?\b(?:Judges?|Justices?|Magistrates?)\s*,?\s*in\s+and\s+for\s+[^,;]*(?:,\s*(?:State|Commonwealth)\s+of\s+[^,;]*)?/gi,
  // A nickname in quotes ("JOHN ROE, a/k/a \"Slim,\"") is how an indictment identifies a
  // defendant, not a name the party is sued under (a trade name after d/b/a stays).
  // (The comma before it stays: the comma quoted with the nickname may be the list's.)
  /\s*\b(?:a\/k\/a|aka)\s+["“][^"”]*["”]/gi,
  // A former name is history, not how the caption names the party: "Acme Bank f/k/a Trust Bank".
  // (A trade name stays: "Acme Corp. d/b/a Acme Stores" is how the party is sued; see TRADE_NAME.)
  /,?\s*\b(?:f\/k\/a|F\/K\/A)\b[^,;]*/g,
]

const ROLE_ONLY =
  /^(?:(?:cross|counter)?\s*-?\s*(?:plaintiffs?|petitioners?|appellants?|appellees?|respondents?|relators?|applicants?|movants?|claimants?|complainants?|defendants?|intervenors?|proponents?|debtors?)[\s/,.;:\-–—]*)+$/i

/** Pieces of a block that are no name: labels, numbers, counsel lines, prose. */
function isName(name: string): boolean {
  if (
    /\b(?:No|Nos|Number|Docket|Case|Index|Civil|Filed|Attorneys?|Counsel)\b\s*[.:#]|^\)|^\d|^(?:Attorneys?|Counsel)\s+for\b|^(?:through|by|minors?|Situated|Guardian\s+ad\s+litem)\b/i.test(
      name,
    )
  ) {
    return false
  }
  // A name begins with a capital: "the Petition for Allowance …", "specifically Judge …" are
  // prose, though a particle may lead ("de la Cruz").
  if (
    /^\p{Ll}+(?:\s|$)/u.test(name) &&
    !/^(?:de|del|la|le|van|von|du|da|di|el)\s+\p{Lu}/u.test(name)
  )
    return false
  // A sentence's first word, or a date, standing where a name should ("Now", "On March 6").
  if (
    /^(?:Now|Then|Thereafter|Whereas|Wherefore|It|This|That|On|In|For|Upon|First|Second|Third|Fourth|Fifth|Sixth)$|^On\s+\p{Lu}\p{Ll}+\s+\d/u.test(
      name,
    )
  )
    return false
  // A reporter citation ("Mass. 31", "N.E.2d 96") or a cited case ("(citing Doe v. State") is
  // no name.
  if (
    (/\b[A-Z][\w.]*\.\s*(?:\w+\.\s*)?\d{1,4}\b|\b[A-Z][\w.]*\d[a-z]{1,2}\s+\d/.test(name) &&
      !/[A-Za-z]{2,}\s*$/.test(name)) ||
    /^\(|\bciting\b|\sv\.\s/.test(name)
  )
    return false
  // A proceeding's heading cut from its subject ("IN RE: THE MARRIAGE OF") is no name.
  if (
    /^(?:the\s+)?(?:marriage|matter|estate|guardianship|adoption|custody|interest)\s+of$/i.test(
      name,
    )
  )
    return false
  // A title's findings beside the names ("FINDINGS OF FACT AND CONCLUSIONS OF LAW") name no one.
  if (/^(?:(?:Findings|Conclusions)\s+of\s+(?:Fact|Law)|Fact|Law)$/i.test(name)) return false
  // A side's role left in the block ("Plaintiff/Appellant") is no name.
  if (ROLE_ONLY.test(name)) return false
  // Fictitious parties cut from their numbers by a semicolon list's first comma ("…; DOES, 1
  // through 10") name no one ("JOHN DOE" alone is a pseudonym, and a party).
  if (/^(?:Does|Roes)$/i.test(name)) return false
  // A clerk's stamp inside the caption ("FILED", "RECEIVED") is no party.
  if (/^(?:Filed|Received|Entered|Endorsed|Copy)$/i.test(name)) return false
  const words = name.split(/\s+/)
  // A body sued through its organs ("State of Louisiana through the Legislature and the Judges of
  // …") runs longer than a name; other word runs that long are prose.
  if (words.length > (/\sthrough\s/i.test(name) ? 20 : 12)) return false
  // An address line: a ZIP code, a street number, a suite.
  if (/\b[A-Z]{2}\s+\d{5}\b|^\d+\s+\w+|\bSuite\s+\d|\bP\.?\s?O\.?\s+Box\b/i.test(name)) return false
  // Prose, not a name: most words in lower case ("Since on this appeal we are considering …").
  const lower = words.filter(
    (word) =>
      /^\p{Ll}/u.test(word) &&
      !/^(?:of|the|and|for|in|ex|rel\.?|de|la|van|von|on|to|at|a)$/.test(word),
  )
  return lower.length <= 1
}

// A trade name or alias the caption sues the party under is part of its designation, as the
// caption prints it: "Acme Corp. d/b/a Acme Stores", "Roe Inn a/k/a Roe Associates LLP". A piece
// that starts with one ("…, Inc., d/b/a Acme Stores") belongs to the name before it.
const TRADE_NAME = /^(?:d\/b\/a|a\/k\/a|dba)\s/i
const TRADE_NAME_TAIL = /\s+(?:d\/b\/a|a\/k\/a|dba)\s.*$/i

// Pieces that belong to the name before them: "ACME HOLDINGS, INC."; a union's local and its
// federation ("ELM WORKERS UNION, LOCAL 12, AFL-CIO").
const SUFFIX =
  /^(?:Inc|Incorporated|LLC|L\.L\.C|LLP|L\.L\.P|LP|L\.P|Ltd|Limited|Co|Corp|N\.A|NA|P\.C|PC|PLC|P\.L\.C|S\.A|AG|N\.V|B\.V|GmbH|M\.L\.P|MLP|Jr|Sr|II|III|IV|M\.D|MD|Esq|S\.p\.A|SE|Pty|P\.A|PLLC|P\.L\.L\.C|LLLP|S\.C|Local\s+(?:No\.?\s*)?\d{1,5}[A-Z]?|AFL-?\s?CIO(?:-?\s?CLC)?)\.?$/i
// The last word of a name that keeps its period: "Corp.", "Inc.", "N.A.".
const KEEPS_PERIOD =
  /(?:\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Esq|Bros|Assn|Intl|Natl)|\b(?:[A-Z]\.)+[A-Z]?)\.$/i

// "QUITMAN COUNTY, Mississippi", "THE COUNTY OF ONONDAGA, NEW YORK": a state after a county or
// city says where it is; it is no second party.
const STATE_NAMES = new Set(STATES.map(([name]) => name.toLowerCase()))
const LOCALITY =
  /\b(?:County|City|Township|Town|Village|Borough|Parish)(?:\s+of\s+[\p{L}.' -]+)?$/iu

const ALIAS_IN_PARENTHESES =
  /[ \t]*\((?:also\s+known\s+as|formerly\s+known\s+as|now\s+known\s+as|a\/k\/a|f\/k\/a|n\/k\/a|aka)\s[^()]*(?:\)|$)/gi

export { isAddressLine } from './partyAddresses'

/** The names a block of caption text lists, recased when printed in capitals. */
export function partyNames(block: string): string[] {
  const relator = relatorTitle(block) ?? custodianAlone(block)
  if (relator) return [relator]
  // A hyphenated name broken over two lines of the caption ("COOPER-\nEDMONDS") is one word.
  // Persons listed one to a line with no mark between them are as many names.
  const text = withoutAddressLines(companyAndAtBreak(commaPerLine(block.trim())))
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
    // An indictment numbers its defendants ("1. JOHN ROE,\n2. MARY POE"): the number is no name.
    .replace(/^[ \t]*(?:\d{1,2}\.|\(\d{1,2}\))[ \t]+(?=\p{Lu})/gmu, '')
    // …and a federal criminal caption by "D-" numbers, before or after the name ("JOHN ROE D-4").
    .replace(DEFENDANT_NUMBER, '')
    .replace(/\s+/g, ' ')
    .trim()
  // A caption that separates its parties with semicolons gives each party one entry, and what
  // follows the name's first comma there describes it ("MAURICE KOTT, DIRECTOR, DIVISION OF …;"
  // "Jessica Roe, a minor, by her guardians, Dale and Vickie Roe;"): the entry's name is its first
  // comma piece.
  const entries = text.includes(';') ? text.split(/\s*;\s*/) : [text]
  // Small words run together ("inhis official capacity") say the text layer lost its spaces:
  // the entry's names may be run together too ("GREGORYROE"), so they are doubtful.
  const capitals = leadInCapitals(text)
  const names = entries.flatMap((entry) =>
    entryNames(
      entries.length > 1 ? firstCommaPiece(entry) : entry,
      RUN_TOGETHER.test(entry),
      capitals,
    ),
  )
  // A doubtful name (OCR damage, a stamp, an address) and every name after it are dropped: a
  // short list is still right, a wrong name is not.
  const doubt = names.findIndex((name) => name.glued)
  return (doubt === -1 ? names : names.slice(0, doubt)).map((name) => name.name)
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

/**
 * An entry's name: its first comma piece, with the suffixes and the state that belong to it. An
 * entry that goes on ", and …" is a list of its own ("THE CITY OF ROME, GEORGIA, and OHIO").
 */
function firstCommaPiece(entry: string): string {
  const pieces = entry.split(/\s*,\s*/)
  if (pieces.some((piece) => /^(?:and|&)\s/i.test(piece)) || listOfPersons(pieces)) return entry
  let name = pieces[0]!
  for (const piece of pieces.slice(1)) {
    const bare = piece.replace(/[.,;:\s]+$/, '').toLowerCase()
    const suffix = SUFFIX.test(piece.replace(TRADE_NAME_TAIL, '')) || TRADE_NAME.test(piece)
    if (!suffix && !(STATE_NAMES.has(bare) && LOCALITY.test(name))) break
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
  for (const descriptor of DESCRIPTORS) text = text.replace(descriptor, '')
  // A list that runs on in a sentence's case ("STATE of Washington and the Department of Social
  // and Health Services"): the article after "and" is no part of the next name.
  text = text.replace(/\b(and|&)\s+the\s+(?=\p{Lu})/gu, '$1 ')
  // "Police and Fire", "Health and Welfare": an "and" inside an institution's name joins no parties.
  // The joining word keeps its case, so a name in capitals still reads as printed in capitals.
  text = text.replace(
    COMPOUND_AND,
    (all, left: string) => `${left}${all.slice(left.length).replace(/\s+/g, '\uE003')}`,
  )
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
    .map((piece) => unmaskAmountCommas(piece.replace(/\uE003/g, ' ')))
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
        TRADE_NAME.test(bare) ||
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

/** One party's name from a line that names one (a docket report's entry), or null. */
export function partyName(line: string): string | null {
  // Docket printouts set hyphens as minus signs ("DOES 1−50").
  let text = line
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
  for (const descriptor of DESCRIPTORS) text = text.replace(descriptor, '')
  const name = tidyName(text)
  return /\p{Lu}/u.test(name) && isName(name) && !doubtfulName(name) ? name : null
}

function tidyName(name: string): string {
  let tidy = name
    // Marks and OCR debris before the first letter ("* * * * * HENRY C. WALKER").
    .replace(LEADING_DEBRIS, '')
    .replace(/^(?:and|&)\s+/i, '')
    // A form's label before the name: "Case Caption: Damon Jones"; a docket's "Civil Action" or an
    // opinion's "PER CURIAM." run into the name above the caption.
    .replace(/^(?:Case\s+)?(?:Caption|Style)\s*:\s*/i, '')
    .replace(/^(?:Civil\s+Action|PER\s+CURIAM\.?|Per\s+Curiam\.)\s+(?=\p{Lu})/u, '')

    // A side's role or an office before the name: "Respondent BetterHelp, Inc.", "Judge Lance Hamner".
    .replace(/^(?:Respondents?|Petitioners?|Plaintiffs?|Defendants?|Judge|JUDGE)\s+(?=\S)/, '')
    // A proceeding's heading before its subject ("In the Matter of Teresa Roe", "In re: Acme
    // Corp."): the subject is the party, the heading is the form of the title.
    .replace(/^(?:In\s+the\s+Matter\s+of|Matter\s+of|In\s+re)\s*:?\s+(?=\S)/i, '')
    .replace(/[,;:]+$/, '')
    // Scanner debris after the name ('PATROL ""1:) ~'): quotes, tildes and digits with no word.
    .replace(/\s+["“”'~`^|{}\\][^\p{L}]*$/u, '')
    .trim()
  if (tidy.endsWith('.') && !KEEPS_PERIOD.test(tidy)) tidy = tidy.slice(0, -1).trimEnd()
  tidy = withoutOfficeBefore(tidy)
  // Each name of "ACME CORP. d/b/a ACME STORES" recased on its own (the small "d/b/a" would keep
  // the whole from reading as printed in capitals).
  return (
    repairOcrWords(tidy)
      .split(/(\s+(?:d\/b\/a|a\/k\/a|dba)\s+)/i)
      .map((part, i) => (i % 2 === 1 ? part.toLowerCase() : recase(part)))
      .join('')
      // "SHERIFF'S OFFICE" recased: the possessive's "s" is small.
      .replace(/(\p{Ll})(['’])S\b/gu, '$1$2s')
      // A union's federation keeps its capitals: "AFL-CIO".
      .replace(/\bAfl-Cio(?:-Clc)?\b/g, (federation) => federation.toUpperCase())
  )
}

/** A name reduced for comparison: lower case, no punctuation, single spaces. */
export function normalizePartyName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[.,'’"“”()]/g, '')
      .replace(/&/g, ' and ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^the /, '')
      // "Hon. Jane Roe" and "The Honorable Jane Roe" are Jane Roe: the honorific names no one else.
      .replace(/^(?:hon|honorable) /, '')
      // So is "Mayor Jane Roe": an office before a person's name ("Secretary of State" is an office).
      .replace(
        /^(?:(?:assistant|deputy|acting|city|county)\s+)?(?:mayor|governor|commissioners?|sheriff|superintendent|warden)\s+(?!of\b)(?=\S+\s+\S)/,
        '',
      )
      // "Acme Corp. d/b/a Acme Stores" is Acme Corp.: the trade name is how it does business.
      .replace(/ (?:d\/b\/a|dba) .*$/, '')
  )
}
