// What follows a party's name in a caption and is no part of it ("individually and on behalf of
// all others similarly situated", "a Delaware corporation", "in his official capacity as …",
// "DOES 1 through 50"), and the test that a piece left once they are cut is a name at all.

// Those who sue for children: "parents", "guardians", "next friends", or "natural guardians".
const FRIENDS = String.raw`(?:(?:natural\s+|NATURAL\s+)?(?:parents|guardians|PARENTS|GUARDIANS)|(?:next|NEXT)\s+(?:friends|FRIENDS))`
// A child's name in such a list: one to four words, the first a capital.
const CHILD = String.raw`\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}`
// One who sues for a ward, named by kinship or office: "mother", "grandmother", "foster parent",
// "legal guardian", "next friend", "attorney-in-fact".
const KIN = String.raw`(?:(?:step|foster\s+|adoptive\s+|natural\s+|legal\s+|biological\s+)?(?:parents?|mother|father|grand(?:mother|father|parents?)|aunt|uncle|sister|brother|guardians?|custodian)|next\s+friends?|attorneys?[-\s]in[-\s]fact)`

// Descriptions that follow a name and are no part of it.
export const DESCRIPTORS: RegExp[] = [
  // "…, on their behalf and on behalf of all others": the next friend's words, no name
  // (first, while the "and on behalf of …" after it is whole).
  /,?\s*\bon\s+(?:their|his|her|its)\s+behalf\b(?:\s*,?\s*and(?=\s+on\s+behalf\b))?/gi,
  // "individually and on behalf of …", "individually and as Trustee": the "and" joins the
  // descriptions; "OFFICER ROE, individually, and SERGEANT POE" keeps its "and" between names.
  /,?\s*\b(?:individually|derivatively|personally|directly)\b(?:\s*,?\s*and(?=\s+(?:on|for|as|in)\b))?(?:\s+(?:on\s+behalf\s+of|for\s+the\s+benefit\s+of)\s+[^,;]*(?:,\s*(?:Inc|LLC|Corp|Co|Ltd|L\.?P|LLP|N\.A)\.?(?=[,;\s]|$))?)?/gi,
  /,?\s*\bon\s+behalf\s+of\s+(?:himself|herself|itself|themselves|all\s+others|a\s+class|the\s+class|others)[^,;]*/gi,
  // "JANE ROE on behalf of JOHN ROE, for themselves and …": the one she sues for is named in her
  // entry, not as a party of the caption's own.
  /\s+on\s+behalf\s+of\s+(?=\p{Lu})[^,;]*/gu,
  // "ROE and POE, as parents and next friends of ANN ROE, MAX ROE and LIA ROE, …": the friends sue
  // for the children, who are named in the friends' entry and are no parties of the caption; the
  // children's list closes with its "and".
  new RegExp(
    String.raw`,?\s*\b(?:as|AS)\s+(?:(?:the|THE)\s+)?${FRIENDS}(?:\s+(?:and|AND)\s+${FRIENDS})?\s+(?:of|OF)\s+(?:${CHILD}\s*,\s*)*${CHILD}\s+(?:and|AND|&)\s+${CHILD}(?=\s*[,;]|\s*$)`,
    'gu',
  ),
  /,?\s*\b(?:as|in\s+(?:his|her|its|their)\s+(?:official\s+)?capacit(?:y|ies)\s+as)\s+(?:the\s+)?(?:trustee|executor|executrix|administrator|administratrix|guardians?|parents?|next\s+friends?|personal\s+representative|receiver|assignee|successor|representative|liquidating\s+trustee)\b[^,;]*/gi,
  // "in his official capacity as Speaker of the House", "each in his official capacity of the
  // State of Tennessee" (and OCR's "CAPACITYAS"): the office held is no party.
  // The office's seat may follow ("…as Commissioner of Corrections, Indiana Department of
  // Corrections").
  /,?\s*\b(?:each\s+)?in\s+(?:his|her|its|their)\s+(?:official\s+|individual\s+|personal\s+)?capacit(?:y|ies)\s*(?:as|of)\b[^,;]*(?:,\s*(?!(?:and|&)\s)[^,;]*?\b(?:(?:Department|Division|Bureau|Office)\s+of\b|Correctional\s+(?:Facility|Institution|Center))[^,;]*)?/gi,
  /,?\s*\b(?:(?:each|all|both)\s+)?in\s+(?:his|her|its|their)\s+(?:official|individual|personal)\s+capacit(?:y|ies)(?:\s+only\b)?/gi,
  // "a limited liability company" describes; "THE CONTROL GROUP COMPANY, LLC" is a name (its
  // suffix follows).
  /,\s*(?:an?|the)\s+(?:[A-Z][A-Za-z]+\s+){0,3}(?:corporation|limited\s+liability\s+company|limited\s+partnership|general\s+partnership|partnership|banking\s+association|individual|municipal\s+corporation|company|entity|association|business\s+trust|trust|minor|public\s+benefit\s+corporation|professional\s+corporation|non-?profit\s+corporation)\b(?![^,;]*,\s*(?:Inc|LLC|L\.L\.C|Corp|Co|Ltd|LP|LLP|L\.P|N\.A|P\.C)\b)[^,;]*/gi,
  // "et al." and a scan's reading of it ("ET ALI", "et al1", "et aI").
  // (Also its stop misplaced or its space lost: "et. al.", "ETAL", "et alia".)
  /,?\s*\bet\.?\s*(?:al(?:ia|ii|s)?\.?(?:[.,]?\s*[Il1|])?|a[I1|]\.?)(?=\s|$|[,;.)])/gi,
  // "JANE ROE, et ux.", "JOHN ROE, et vir": and wife, and husband, a spouse the caption leaves
  // unnamed; "…, husband and wife", "…, her husband": the couple's bond, no party.
  /,?\s*\bet\s+(?:ux|vir)\b\.?/gi,
  /,\s*(?:husband\s+and\s+wife|wife\s+and\s+husband|(?:his|her)\s+(?:wife|husband|spouse))\b(?=\s*[,;]|\s*$)/gi,
  // A public body's nature: "ELM COUNTY, a political subdivision of the State of Elm", "a body
  // politic and corporate", "a municipality".
  /,\s*(?:an?|the)\s+(?:political\s+subdivision|body\s+politic(?:\s+and\s+corporate)?|municipality|governmental\s+(?:entity|unit|agency)|public\s+(?:entity|agency|body))\b[^,;]*/gi,
  // "STEPHEN FOSTER & others", Massachusetts' way of writing "et al.".
  /,?\s*(?:&|\band)\s+others\b/gi,
  // Fictitious parties sued under a placeholder and a numbered range, in figures or in roman
  // numerals as Arizona writes them: "DOES 1 through 50" ("DOES, 1 through 10"), "JOHN and JANE
  // DOES I-X", "ABC CORPORATIONS 1-10". No one is named by them, and "JOHN and JANE" is no list of two.
  // (Officers sued as a numbered group, "TENNESSEE HIGHWAY PATROL OFFICERS DOES 1-210", are one
  // party so designated: the numbers close its name.)
  /(?<!\b(?:Officers|Employees|Agents|Deputies|Guards|Troopers)\s*)(?<!\b(?:OFFICERS|EMPLOYEES|AGENTS|DEPUTIES|GUARDS|TROOPERS)\s*),?\s*(?:and\s+)?(?:(?:JOHN|JANE)\s+(?:(?:and|&)\s+(?:JOHN|JANE)\s+)?)?(?:DOES?|ROES?)\s*,?\s+(?:\d+|[IVXL]+)\s*(?:through|thru|to|-|–)\s*(?:\d+|[IVXL]+)\b(?:\s*,?\s*inclusive)?/gi,
  /,?\s*(?:and\s+)?\b[A-Z]{3}\s+(?:CORPORATIONS|COMPANIES|ENTITIES|PARTNERSHIPS|Corporations|Companies|Entities|Partnerships)\s+(?:\d+|[IVXL]+)\s*(?:through|thru|to|-|–)\s*(?:\d+|[IVXL]+)\b(?:\s*,?\s*inclusive)?/g,
  // …or under a list of numbers ("JOHN DOES 1, 2, 3 AND 4", "ROES 1 and 2").
  /,?\s*(?:and\s+)?(?:(?:JOHN|JANE)\s+(?:(?:and|&)\s+(?:JOHN|JANE)\s+)?)?(?:DOES?|ROES?)\s+\d+(?:(?:\s*,\s*\d+)+(?:\s*,?\s*(?:and|&)\s+\d+)?|\s*,?\s*(?:and|&)\s+\d+)\b/gi,
  /,?\s*\binclusive\b/gi,
  // A defined term after a name ("ACME CORP. (“Acme”)", "(the “Company”)") is no part of it; a
  // nickname inside a person's name, between the given names and the surname ("WILLIAM EDWARD
  // (“BILL”) ROE,"), is, as the caption prints it.
  /\(\s*the\s+[^)]*\)/gi,
  /\(\s*["“][^"”]*["”]\s*\)(?![ \t]+\p{Lu}[\p{L}'’-]+(?=[ \t]*(?:[,;]|$)))/gmu,
  // A second decision's number in the case's title ("COMMISSIONER OF CORRECTION (No. 2)").
  /\(\s*No\.?\s*\d{1,2}\s*\)/gi,
  // "a minor child, by and through her guardians, Dale and Vickie Braam": the next friend is no party.
  /,?\s*\b(?:a\s+minor(?:\s+child)?|minors?|deceased|an?\s+(?:single|married)\s+person|an?\s+incapacitated\s+person|an?\s+incompetent)\b/gi,
  // "J.R., a child", "A.B. AND C.D., CHILDREN" (a comma before it: "Society for Retarded
  // Children, Inc." is a name).
  /,\s*(?:an?\s+child|(?:minor\s+)?children)\b(?=\s*[,;]|\s*$)/gi,
  // "A.B. and C.D., by Jane Roe, and Dr. John Poe, their next friends": the friends named first,
  // their office after, are no parties.
  /,?\s*\bby\s+(?!and\s+through\b)[^,;]*?(?:,?\s*and\s+[^,;]*?)*,\s*(?:her|his|their|its)\s+(?:next\s+friends?|guardians?(?:\s+ad\s+litem)?|parents?(?:\s+and\s+(?:next\s+friends?|natural\s+guardians?))?|attorneys?[-\s]in[-\s]fact)\b/gi,
  // "T.T., by her parents and next friends, K.T. and S.T.": parents in the plural are a pair, both
  // named after the comma, and neither is a party.
  /,?\s*\bby\s+(?:and\s+through\s+)?(?:her|his|their|its)\s+parents(?:\s+and\s+(?:natural\s+guardians|next\s+friends|guardians))?(?:\s+ad\s+litem)?\s*,\s*[^,;]*?\s+and\s+[^,;]*?(?=\s*[,;]|$)/gi,
  // (A next friend who is also the wards' lawyer: "by and through their Next Friend and attorney,
  // JOHN Q. ROE, JR."; the suffix is the friend's.)
  // "a minor, by and through her parent and next friend, LORRAINE ROE" (an estate "by and through
  // its administrator, JANE ROE", a principal by her attorney-in-fact): the one who sues for the
  // ward is named after the comma (or straight after, "by and through his next friend DAVID ROE")
  // and is no party; the name after "and" is the next ward.
  // (Kin of any degree may be the friend, named either way round: "by his grandmother and next
  // friend", "by his next friend and mother", "through her foster parent and next friend".)
  new RegExp(
    String.raw`,?\s*\b(?:by\s+(?:and\s+through\s+)?|through\s+)(?:her|his|their|its)\s+(?:${KIN}|(?:special\s+|independent\s+)?(?:administrat(?:or|rix)|executor|executrix|personal\s+representative|conservator))(?:\s+and\s+(?:${KIN}|attorney))?(?:\s+ad\s+litem)?(?:\s*,\s*|\s+(?!and\b|or\b|as\b))[^,;]*?(?:,\s*(?:Jr|Sr|II|III|IV|Esq)\.?(?=\s*[,;]|\s+on\b|$))?(?=\s+and\s+|\s*[,;]|\s+on\s+(?:their|his|her|its)\s+behalf\b|$)`,
    'giu',
  ),
  // Texas's "b/n/f" (by next friend) and New England's "PPA" (per prochein ami) before the one who
  // sues for the ward: "JANE DOE, b/n/f MARY DOE", "JOHN ROE, PPA JANE ROE". The friend is no party.
  // (The bare letters only after the ward's comma: "PPA GROUP, INC." opening a block is a name.)
  /(?:,?\s*\bb\/n\/f|,\s*(?:bnf|ppa|p\.p\.a\.?))\s+[^,;]*?(?=\s+and\s+|\s*[,;]|$)/gi,
  // "JANE ROE, on behalf of her minor son, J.R.": the child she sues for is named in her entry.
  /,?\s*\bon\s+behalf\s+of\s+(?:her|his|their)\s+(?:minor\s+)?(?:son|daughter|child|children|ward|grandson|granddaughter)s?\b(?:\s*,\s*|\s+)(?:\p{Lu}[\p{L}.'’-]*\s*){1,4}(?=\s*[,;]|\s+and\s+|$)/giu,
  // (The next ward may be named by initials: "…, her mother and next friend, and K.P., …".)
  /,?\s*\bby\s+and\s+through\b[^;]*?(?=;|$|,\s*(?:and\s+)?(?:[A-Z]{2,}|[A-Z]\.\s?[A-Z]\.))/g,
  // "A MINOR, BY HER GUARDIAN AD LITEM, FRANK ROE AND JAMES ROE": the guardian named after the
  // comma sues for the ward and is no party; the name after "and" is the next ward.
  /,?\s*\bby\s+(?:her|his|their|its)\s+(?:guardians?|next\s+friends?|parents?)(?:\s+ad\s+litem)?\s*,\s*[^,;]*?(?=\s+and\s+|\s*[,;]|$)/gi,
  // "JANE ROE, Administratrix of the Estate of JOHN ROE": the office she sues in, no party.
  /,\s*(?:(?:Special|Independent|Successor|Co-)\s*)?(?:Administrat(?:or|rix)|Executor|Executrix|Personal\s+Representative|Conservator)\s+(?:of|for)\s+(?:the\s+)?(?:Estate|ESTATE|Person|PERSON)\b[^,;]*/gi,
  // "ESTATE OF JOHN ROE, by JANE ROE, Independent Executor": the representative who sues for the
  // estate is no party of its own.
  /,?\s*\bby\s+[^,;]*,\s*(?:(?:Independent|Special|Successor|Co-)\s*)?(?:Executor|Executrix|Administrator|Administratrix|Personal\s+Representative|Guardian|Trustee|Conservator|Next\s+Friend)\b[^,;]*/gi,
  /,?\s*\b(?:her|his|their|its)\s+(?:personal\s+representative|guardians?|parents?|next\s+friends?|attorneys?)(?:\s+ad\s+litem)?\b[^,;]*/gi,
  // An officer's title after the name: "James Crosby, Secretary of the Florida Department of
  // Corrections"; "Mario M. Cuomo, as Governor of the State of New York"; and the office's seat
  // after a second comma ("Ricky Roe, Secretary, Florida Department of Corrections", "Warden,
  // Pine Hill Correctional Facility"), which a habeas caption prints so.
  /,\s*(?:as\s+)?(?:the\s+)?(?:Acting\s+|Deputy\s+|Interim\s+|Executive\s+)?(?:Governor|Secretary|Director|Commissioner|Superintendent|Warden|Sheriff|Attorney\s+General|Administrator|Chair(?:man|person|woman)?|Mayor|Treasurer|Comptroller|Auditor|Judge)\b(?:\s+(?:of|for)\s+[^,;]*|\s*,\s*(?!\s|(?:and|&)\s)[^,;]*?\b(?:(?:Department|Division|Bureau|Office)\s+of\b|Correctional\s+(?:Facility|Institution|Institute|Center)|Penitentiary|Prison|Cabinet|Commission|Agency)[^,;]*)?(?:,\s*and\s+(?:as\s+)?the\s+(?:State|County|City)\b[^,;]*?\s+Officer(?=\s*[,;]|\s*$))?(?=[,;]|$)/gi,
  // "Lyle Quasim, individually and as Secretary of …", "in her capacity as Commissioner of …",
  // "Individually and as members of the Board of Education", "…and as a Member of the Elm Board".
  // A second office of the same person after it ("…, as Commissioner of Mental Health, and the
  // State of Elm Mental Health Officer, et al.": a state's or a county's officer by function, no
  // body) goes on describing the person.
  /,?\s+(?:in\s+(?:his|her|its|their)\s+(?:official\s+)?capacit(?:y|ies)\s+)?as\s+(?:the\s+|an?\s+)?(?:Acting\s+|Deputy\s+|Interim\s+|Executive\s+)?(?:Governor|Secretary|Director|Commissioner|Superintendent|Warden|Sheriff|Attorney\s+General|Administrator|Chair(?:man|person|woman)?|Mayor|Treasurer|Comptroller|Auditor|Manager|Judge|Chief|Members?\s+of)\b[^,;]*(?:,\s*and\s+(?:as\s+)?the\s+(?:State|County|City)\b[^,;]*?\s+Officer(?=\s*[,;]|\s*$))?/gi,
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
  // …and so is another name spelt out ("JANE ROE, also known as JANE POE"), as partyNames reads it
  // in parentheses.
  /,?\s*\b(?:also|formerly|now)\s+known\s+as\s[^,;]*/gi,
]

/** The text with every description that follows a name cut from it. */
export function withoutDescriptions(text: string): string {
  let cut = text
  for (const descriptor of DESCRIPTORS) cut = cut.replace(descriptor, '')
  // A description printed in parentheses ("JOHN ROE (in his official capacity)") leaves them empty,
  // or leaves its "(" alone when the cut ran past the ")".
  return cut.replace(/[ \t]*\([\s,;]*\)/g, '').replace(/[ \t]*\((?=[ \t]*(?:[,;]|$))/g, '')
}

export const FIGURED_COMPANY =
  /^\d[\p{L}\d&'’.-]*(?:\s+\p{L}[\p{L}\d&'’.-]*){0,4},?\s+(?:LLC|L\.L\.C\.|Inc\.?|INC\.?|Corp\.?|CORP\.?|Co\.|CO\.|Ltd\.?|LTD\.?|LLP|Company|COMPANY|Corporation|CORPORATION)$/u

const ROLE_ONLY =
  /^(?:(?:cross|counter)?\s*-?\s*(?:plaintiffs?|petitioners?|appellants?|appellees?|respondents?|relators?|applicants?|movants?|claimants?|complainants?|defendants?|intervenors?|proponents?|debtors?(?:[- ]in[- ]possession)?|garnishees?|interested\s+part(?:y|ies)|amic(?:us|i)\s+curiae)[\s/,.;:\-–—]*)+(?:vs?\.?)?$/i

// A numbered body's number ("School District No. 12", "Local No. 9"): part of its name, no label
// and no citation.
const NUMBERED_BODY = /\b(?:District|Local|Lodge|Precinct|Ward)\s+No\.\s*\d{1,4}[A-Z]?\b/g

/** Pieces of a block that are no name: labels, numbers, counsel lines, prose. */
export function isName(name: string): boolean {
  // A company named with figures first ("3kad LLC", "21st Century Holdings, Inc."): its suffix
  // closes it, as no number, label or address line does.
  if (/^\d/.test(name) && !FIGURED_COMPANY.test(name)) return false
  if (
    /(?<!\b(?:District|Local|Lodge|Precinct|Ward)\s+)\b(?:No|Nos|Number|Docket|Case|Index|Civil|Filed|Attorneys?|Counsel)\b\s*[.:#]|^\)|^(?:Attorneys?|Counsel)\s+for\b|^(?:through|by|minors?|Situated|Guardian\s+ad\s+litem)\b/i.test(
      name,
    )
  ) {
    return false
  }
  // (A numbered body's number is part of its name: "School District No. 12", "Local No. 9".)
  // A name begins with a capital: "the Petition for Allowance …", "specifically Judge …" are
  // prose, though a particle may lead ("de la Cruz").
  if (
    /^\p{Ll}+(?:[\s,]|$)/u.test(name) &&
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
    (/\b[A-Z][\w.]*\.\s*(?:\w+\.\s*)?\d{1,4}\b|\b[A-Z][\w.]*\d[a-z]{1,2}\s+\d/.test(
      name.replace(NUMBERED_BODY, ''),
    ) &&
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
  // (A trade name's "doing business as" is no prose: "Acme Corp. doing business as Acme Stores".)
  const words = name.replace(/\s+doing\s+business\s+as\s+/gi, ' ').split(/\s+/)
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
