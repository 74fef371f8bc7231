// What kind of answer a question asks for, read from its words: who (a judge or a party, and in
// which role), which court, which number, when, how much. Null for questions the facts layer
// does not answer (why, how, what does it say): those go to the extractive engine. Pure.
import type { FactKind, FactRole } from '../../../../shared/factValidators'
import { CASE_START, datedPaper } from './dated'
import { headOf, type Head } from './head'

export type Asked = {
  kinds: FactKind[]
  /** Roles that answer best, first preferred; empty when any will do. */
  roles: FactRole[]
  /** For a court: words its name should hold ("district", "appeals") when the question says. */
  courtWords?: RegExp
  /** For a date: the question asks for the document's own date (filed, decided, issued). */
  ownDate?: boolean
  /** For a date: the paper the question dates ("complaint"); only that paper's own date answers. */
  paper?: string
  /** For a date: the question asks when the case began ("initially filed", "commenced"). */
  caseStart?: boolean
  /** What the answer's first line calls it. */
  label: string
  /** How the court ruled: read from the papers' dispositions, not from a stored fact. */
  decision?: boolean
  /** For a court: one the case left or goes to, never its paper's own (see courtElsewhere.ts). */
  otherCourt?: boolean
  /** A court answers only if its name holds this ("Which county …": a county court's name). */
  courtMust?: RegExp
  /** Who appears for whom: read from signature blocks and appearance lines, not a stored fact. */
  counsel?: boolean
  /** A judge the caption names as a party answers (the question asks of the respondent judges). */
  judgeAsParty?: boolean
  /** For a judge: a separate opinion is asked of (who dissented, who concurred): all its judges answer. */
  separate?: boolean
  /** For a separate opinion: a split vote ("concurred in part and dissented in part"). */
  inPart?: boolean
}

const JUDGE =
  /\b(?:judges?|justices?|magistrates?|chancellor|presided|presiding|presides?|authored)\b|\bwho\s+(?:wrote|authored|decided|issued|entered|heard|delivered)\b|\b(?:wrote|delivered)\s+the\s+(?:[\w.'’-]+\s+){0,3}opinion\b|\bsigned\s+the\s+(?:[\w.'’-]+\s+){0,2}(?:order|opinion|judgment|decree|stay|injunction|writ|decision|mandate|warrant)\b/i
const WHO = /\b(?:who|whom|which|name|named|identify)\b/i
const COURT =
  /\b(?:which|what)\s+(?:[\w.'’-]+\s+){0,2}court\b|\bin\s+(?:which|what)\s+(?:[\w.'’-]+\s+){0,2}court\b|\bwhere\s+(?:was|is|were)\b[^?]*\b(?:filed|heard|decided|pending|brought)\b|\bname\s+of\s+the\s+court\b|\bwhich\s+(?:tribunal|forum|circuit|district)\b/i
// A count asked: "how many days", "how many claims".
const HOW_MANY = /\bhow\s+many\b/i
const DOCKET =
  /\b(?:docket|case|index|civil\s+action|civil|miscellaneous|cause|appeal|file)\s*(?:number|no\.?|#)|\bwhat\s+number\b|\bwhich\s+number\b|\bdocket\b/i
const PLAINTIFF =
  /\b(?:plaintiffs?|appellants?|petitioners?|claimants?|relators?|movants?)\b|\bwho\s+(?:sued|brought|filed\s+(?:the\s+)?(?:suit|complaint|action|petition))\b/i
const DEFENDANT =
  /\b(?:defendants?|appellees?|respondents?)\b|\bwho\s+(?:was|were|is|are)\s+(?:being\s+)?sued\b|\bsued\s+whom\b/i
// "On exactly what day", "on precisely which date": the adverb asks for the same date.
const BOTH_SIDES =
  /\b(?:sued|against|versus)\s+whom\b|\b(?:plaintiffs?|petitioners?|appellants?)\s+and\s+(?:the\s+)?(?:defendants?|respondents?|appellees?)\b/i
const WHEN =
  /\b(?:when|(?:what|which)\s+(?:exact\s+|precise\s+)?date|on\s+(?:exactly\s+|precisely\s+)?(?:what|which)\s+(?:exact\s+)?day|by\s+what\s+date|date\s+of|dated)\b/i
// "When was it decided?" and "When did the First Circuit decide it?" ask the same own date: a
// court's act in the question's own tense. (A party's "file" is recounted by other papers.)
// "What is the filing date?", "the date of filing", "date filed": the paper's own date, named.
const OWN_DATE =
  /\bfiling\s+date\b|\bdate\s+(?:of\s+(?:its\s+|the\s+)?filing|filed)\b|\b(?:filed|decided|issued|entered|dated|signed|handed\s+down|docketed|rendered)\b|\b(?:did|does)\s+(?:the\s+)?(?:[\w.'’-]+\s+){0,3}(?:court|circuit|judge|justices?|panel|magistrate)\s+(?:decide|issue|enter|sign|render|hand\s+down)\b/i
// (Not "What is the decision date …?", which asks for a date.)
const DECISION =
  /\bhow\s+(?:did|was|were)\s+(?:the\s+)?[^?]{0,120}?\b(?:rule|ruled|decide|decided|dispose|disposed|resolve|resolved)\b|\bwhat\s+(?:was|is)\s+the\s+(?:[\w.'’-]+\s+){0,3}(?:disposition|decision|outcome|ruling|result)\b(?!\s+(?:dates?|day|numbers?|no\.?)(?:\s|$))|\bwhat\s+did\s+(?:the\s+)?(?:[\w.'’-]+\s+){0,4}(?:do|decide|order)\b/i
// "What relief did the court order?", "What remedy was granted?": the court's ordering sentence,
// read by the decision reader. Not a party's request ("What relief does the complaint seek?").
const RELIEF_ORDERED =
  /\bwhat\s+(?:\w+\s+)?(?:relief|remed(?:y|ies))\s+(?:did|does|has|had|was|were|is)\b(?![^?]*\b(?:seek|sought|request|ask|pray|demand)\w*)[^?]*\b(?:order|grant|award|enter|impos)\w*/i
const OPENS_WHEN =
  /^\W*(?:when\b|(?:on|by|as\s+of)\s+(?:what|which)\s+(?:exact\s+|precise\s+)?(?:date|day)\b|(?:what|which)\s+(?:exact\s+|precise\s+)?date\b)/i
// "Which judge signed the stipulation and order?": a judge is asked, whatever paper is named.
const WHICH_JUDGE = /\b(?:which|what)\s+(?:[\w.'’-]+\s+){0,2}(?:judge|justice|magistrate)s?\b/i
const BESIDE_A_SIDE =
  /\bintervene\b|\bintervenors?\b|\bnext\s+friends?\b|\bguardians?\s+ad\s+litem\b|\bexperts?\b|\bwitness(?:es)?\b/i
// "on behalf of the District", and a signer "for" a side or a party ("Who signed the agreed order
// for the United States?"), never "for the Court".
const ON_BEHALF =
  /\bon\s+behalf\s+of\b|\b(?:signed|approved|executed)\b[^?]*\bfor\s+(?:the\s+)?(?:plaintiffs?|defendants?|petitioners?|respondents?|government|United\s+States|(?!(?:Court|Judge|Justice|Magistrate|Clerk|Chief|Panel|Board)\b|\w+\s+Circuit\b)[A-Z][\w.'’-]+)/

/** A question without the judges it names ("to Judge Bahn"): they are not the judge asked for. */
function withoutNamedJudge(q: string): string {
  return q.replace(/\b(?:Judge|Justice|Magistrate)\s+\p{Lu}[\p{L}'’-]+/gu, ' ')
}

// (Who "approved" a consent decree for a party signed it: "APPROVED:" heads its signatures.)
const SIGNER =
  /\bwho\s+(?:signed|signs|executed)\b|\bwho\s+approved\b(?=[^?]*\bon\s+behalf\s+of\b)/i
const FEES_AFTER = /\b(?:attorneys?|counsel|lawyers?)\b[’']?s?\s+fees\b/i
const COUNT_OR_LENGTH = /\bhow\s+(?:many|long)\b/i
const AMOUNT =
  /\bhow\s+much\b|\bwhat\s+(?:amount|sum|penalty|fine|award)\b|\bamount\s+of\b|\bdollars?\b/i

function judgeRoles(question: string): FactRole[] {
  // "Which district judge adopted the magistrate judge's recommendation?": the judge asked is the
  // one the question asks which of, not another it names.
  if (
    /\bmagistrate\b/i.test(question) &&
    !/\b(?:which|what)\s+district\s+(?:court\s+)?judge\b/i.test(question)
  )
    return ['magistrate']
  // The judge whose ruling an appeal reviews is the trial (or district) judge, however named.
  if (
    /\btrial\s+(?:court\s+)?judge\b|\bjudge\s+below\b|\blower[- ]court\b|\btrial\s+court\b|\b(?:appealed|reviewed|under\s+review)\b|\bappeal(?:ed)?\s+from\b/i.test(
      question,
    )
  ) {
    return ['trial', 'district', 'presiding']
  }
  if (/\bdistrict\s+(?:court\s+)?judge\b/i.test(question)) return ['district', 'trial', 'presiding']
  // "Which judge wrote the panel opinion?" asks of its author, not of the panel.
  if (/\bpanel\b(?!\s+opinion)|\bjudges\b|\bjustices\b/i.test(question))
    return ['panel', 'author', 'presiding']
  // Who wrote an opinion is its author: one judge of the panel is no answer, a guess among three.
  if (/\b(?:wrote|authored|delivered)\b/i.test(question) && !/\bsigned\b/i.test(question))
    return ['author', 'presiding', 'district', 'magistrate']
  if (/\b(?:wrote|authored|delivered|decided|signed)\b/i.test(question)) {
    return ['author', 'presiding', 'district', 'panel', 'magistrate']
  }
  return ['presiding', 'district', 'author', 'panel', 'magistrate', '']
}

// A court the case left or is sent to: "To which court does X seek to transfer the case?", "In
// which court had Doe originally filed?", "… removed from": never the court whose paper it is.
const ELSEWHERE =
  /\btransfer\w*\b|\boriginally\s+(?:filed|brought)\b|\bfirst\s+filed\b|\bremoved\s+from\b/i
// "From which district court was it appealed?", "Whose judgment does the petition seek review of?":
// the court below.
const FROM_BELOW = /\bfrom\s+(?:which|what)\b[^?]*\bappeal\w*|\breview\s+of\b/i
// The question names where the case went ("appealed to the Fifth Circuit", a certiorari petition):
// the paper's own court is that one, not the court below asked.
const WENT_UP = /\bappealed\s+to\b|\bcertiorari\b|\bseeks?\s+review\b/i

function courtAsked(question: string): Asked {
  if (ELSEWHERE.test(question)) {
    // Only a court below (a state court the case was removed from) is stored as another court.
    return { kinds: ['court'], roles: ['below'], label: 'Court', otherCourt: true }
  }
  const below =
    /\b(?:below|lower\s+court|trial\s+court|appealed\s+from|appeal\s+from|originat\w*|first\s+heard)\b/i.test(
      question,
    ) || FROM_BELOW.test(question)
  const wentUp = below && WENT_UP.test(question)
  const district = /\bdistrict\s+court\b|\bfederal\s+district\b/i.test(question)
  // "Which court heard it on appeal?", "… decided the appeal?": the court the appeal was taken to.
  const appeals =
    /\b(?:appeals?\s+court|court\s+of\s+appeals?|circuit|appellate|on\s+appeal)\b|\b(?:heard|decided|determined|resolved)\s+(?:the|this|its)\s+appeal\b/i.test(
      question,
    )
  return {
    kinds: ['court'],
    roles: wentUp ? ['below'] : below ? ['below', 'this'] : ['this', 'below'],
    // "Appellate Division", "Appellate Court of Illinois": an appeals court, though not "appeal".
    courtWords: district ? /\bdistrict\b/i : appeals ? /\bappe(?:al|llate)|circuit\b/i : undefined,
    label: below ? 'Court below' : 'Court',
  }
}

const COUNSEL_ASKED: Asked = { kinds: [], roles: [], label: 'Counsel', counsel: true }
const AMOUNT_ASKED: Asked = { kinds: ['amount'], roles: [], label: 'Amount' }

function dateAsked(question: string): Asked {
  const own = OWN_DATE.test(question)
  const paper = datedPaper(question)
  return {
    kinds: own ? ['filingDate', 'date'] : ['date', 'filingDate'],
    roles: [],
    ownDate: own,
    ...(paper ? { paper } : {}),
    ...(CASE_START.test(question) ? { caseStart: true } : {}),
    label: 'Date',
  }
}

function docketAsked(question: string): Asked {
  const below = /\b(?:below|lower\s+court|trial\s+court|district\s+court|agency|original)\b/i.test(
    question,
  )
  return {
    kinds: ['docket'],
    roles: below ? ['below', 'this'] : ['this', 'below'],
    label: below ? 'Docket number below' : 'Docket number',
  }
}

const DISSENT = /\bdissent\w*/i
const CONCUR = /\bconcurr?(?:ed|ing|ence|ences|s)?\b/i
// "Who wrote separately?", "Which judge filed a separate opinion?": a dissent or a concurrence.
const SEPARATELY =
  /\b(?:wrote|writes|writing|written|filed|files|issued|authored)\s+(?:an?\s+)?separate(?:ly)?\b|\bseparate\s+(?:opinion|writing|statement)s?\b/i
// "concurred in part and dissented in part", "dissenting in part": one judge's split vote.
const IN_PART = /\bin\s+part\b/i

/** Whether the question asks of a separate opinion's judges (who dissented, concurred, wrote separately). */
export function asksSeparate(question: string): boolean {
  return DISSENT.test(question) || CONCUR.test(question) || SEPARATELY.test(question)
}

/**
 * The judges a separate opinion names, by its kind: a dissent, a concurrence, or either ("wrote
 * separately"). A split vote ("concurring in part and dissenting in part") is stored as a dissent,
 * the part that breaks with the majority.
 */
function separateAsked(question: string): Asked {
  const dissent = DISSENT.test(question)
  const concur = CONCUR.test(question)
  const inPart = dissent && concur && IN_PART.test(question)
  const roles: FactRole[] =
    inPart || (dissent && !concur)
      ? ['dissenting']
      : concur && !dissent
        ? ['concurring']
        : ['concurring', 'dissenting']
  return { kinds: ['judge'], roles, label: 'Judge', separate: true, ...(inPart ? { inPart } : {}) }
}

function judgeAsked(question: string): Asked | null {
  // Who dissented or concurred: the judges of that separate opinion, as the opinion names them.
  if (asksSeparate(question)) return separateAsked(question)
  const asParty = /\b(?:respondents?|defendants?|part(?:y|ies)|named\s+as)\b/i.test(question)
  return {
    kinds: ['judge'],
    // The judges sued are named in the caption as parties, in no judge's role.
    roles: asParty ? [] : judgeRoles(question),
    label: 'Judge',
    judgeAsParty: asParty,
  }
}

const JUDGE_NOUN = /^(?:judges?|justices?|magistrates?|chancellors?|jurists?|panel|referees?)$/
const COURT_NOUN = /^(?:courts?|tribunals?|forum|circuit|bench)$/
const NUMBER_NOUN = /^(?:numbers?|no|nos|docket|index)$/
const DATE_NOUN = /^(?:dates?|day|time|year|month)$/
const AMOUNT_NOUN =
  /^(?:amounts?|sum|fines?|penalty|penalties|fees?|awards?|damages|restitution|price|costs?|bond|bail|payments?|salary|balances?)$/
const COUNSEL_NOUN = /^(?:attorneys?|counsel|lawyers?|prosecutors?|solicitors?|advocates?)$/
const PLAINTIFF_NOUN = /^(?:plaintiffs?|appellants?|petitioners?|claimants?|relators?|movants?)$/
const DEFENDANT_NOUN = /^(?:defendants?|appellees?|respondents?)$/
const PARTY_NOUN =
  /^(?:agency|agencies|company|companies|corporation|entity|entities|organi[sz]ations?|government|individuals?|persons?|people|union|association|department|commission|group|business|employer|city|county|state|party|parties)$/
// Where a case sits: "In which county was it filed?" is answered by the court's name.
const PLACE_NOUN: Record<string, RegExp> = {
  county: /\bcount(?:y|ies)\b|\bparish\b|\bborough\b/i,
  parish: /\bparish\b/i,
  state: /./,
  district: /\bdistrict\b/i,
  city: /\bcity\b/i,
}
const CASE_SITS =
  /\b(?:filed|pending|brought|heard|decided|tried|litigated|venue|sits?|located|docketed)\b/i

/**
 * What a "which"/"what" question asks for, read from its head noun: a judge, a court, a number,
 * a date, an amount, a side; null when the head is something no fact holds (a statute, an order,
 * a motion, counsel), whatever else the question names; undefined when the head does not say.
 */
function askedByHead(head: Head, question: string): Asked | null | undefined {
  const { noun, modifiers } = head
  if (noun === 'name') return undefined
  if (JUDGE_NOUN.test(noun) || (noun === 'officer' && modifiers.includes('judicial'))) {
    return judgeAsked(question)
  }
  if (COURT_NOUN.test(noun)) return courtAsked(question)
  const place = PLACE_NOUN[noun]
  if (place && (/^\s*(?:in|from)\s+(?:which|what)\b/i.test(question) || CASE_SITS.test(question))) {
    // "Which county brought suit?" asks for a party, "In which county was it filed?" for a place.
    if (!/^\s*(?:which|what)\s+\w+\s+(?:sued|brought|filed)\b/i.test(question)) {
      return { ...courtAsked(question), courtMust: place }
    }
  }
  if (NUMBER_NOUN.test(noun)) {
    // "What is the number of class members?" counts; "the civil number of Doe v. Roe" names.
    const counts = /^\s*what\s+(?:is|was|were|are)\s+the\s+(?:total\s+)?numbers?\s+of\b/i
    return counts.test(question) ? null : docketAsked(question)
  }
  if (DATE_NOUN.test(noun)) return dateAsked(question)
  if (AMOUNT_NOUN.test(noun)) return AMOUNT_ASKED
  if (PLAINTIFF_NOUN.test(noun)) {
    return { kinds: ['party'], roles: ['plaintiff', 'inRe'], label: 'Plaintiff side' }
  }
  if (DEFENDANT_NOUN.test(noun))
    return { kinds: ['party'], roles: ['defendant'], label: 'Defendant side' }
  // "What attorneys' fees did the court award?" asks for the fees, not the lawyers.
  if (COUNSEL_NOUN.test(noun) && FEES_AFTER.test(question)) return AMOUNT_ASKED
  if (COUNSEL_NOUN.test(noun) || (noun === 'general' && modifiers.includes('attorney'))) {
    return COUNSEL_ASKED
  }
  if (PARTY_NOUN.test(noun)) {
    // "Which agency brought the action?" asks for the plaintiff; "Which company was sued?" or
    // "… named as a defendant" for the defendant; anything else of a party no fact holds.
    if (
      /^\s*(?:which|what)\s+(?:(?!(?:was|were|is|are|been|being|be)\b)[\w.'’-]+\s+){0,3}(?:sued|sues|brought|brings|filed|files|commenced|initiated)\b/i.test(
        question,
      )
    ) {
      return { kinds: ['party'], roles: ['plaintiff', 'inRe'], label: 'Plaintiff side' }
    }
    const plaintiff = PLAINTIFF.test(question)
    const defendant =
      DEFENDANT.test(question) || /\b(?:was|were)\s+(?:being\s+)?sued\b/i.test(question)
    if (defendant && !plaintiff)
      return { kinds: ['party'], roles: ['defendant'], label: 'Defendant side' }
    if (plaintiff && !defendant)
      return { kinds: ['party'], roles: ['plaintiff', 'inRe'], label: 'Plaintiff side' }
    return null
  }
  return null
}

// A case's name in a question, its first party the capitalised run before "v." ("Onondaga County
// Attorney in Hurrell-Harring v. State" keeps the title: "in" ends the run).
const CASE_PARTIES =
  /(?:[\p{Lu}\d][\p{L}\d.'’&-]*,?\s+(?:(?:of|the|and|de|la|&)\s+)*)*[\p{Lu}\d][\p{L}\d.'’&-]*\s+vs?\.?\s+[^?,;]*/gu

/**
 * Whether a "what" question asks for a thing, not a person, though it names a lawyer: "What
 * sanctions did the court impose on the Authority's attorney?" wants the sanctions.
 */
function asksThingOfCounsel(q: string, head: Head | null): boolean {
  if (!head || !/^\s*what\b/i.test(q)) return false
  return (
    !COUNSEL_NOUN.test(head.noun) && !/^(?:names?|firms?|persons?|individuals?)$/.test(head.noun)
  )
}

/** The answer the question asks for, or null when it is not a question of fact. */
export function askedOf(question: string): Asked | null {
  const q = question.replace(/\s+/g, ' ')
  if (DECISION.test(q) || RELIEF_ORDERED.test(q))
    return { kinds: [], roles: [], label: 'Decision', decision: true }
  if (
    /^\s*(?:why|how\s+(?:did|does|do|can|could|should|would)|explain|summari[sz]e|describe)\b/i.test(
      q,
    )
  ) {
    return null
  }
  // "How many days do the parties have …?", "For how long did the order authorize …?": a count or
  // a length is asked, never the parties, a lawyer or a docket number the question also names.
  if (COUNT_OR_LENGTH.test(q)) return null
  // "When did the district attorneys file suit?", "On what date did counsel appear?": a question
  // that opens by asking when wants a date, whoever its subject is.
  if (OPENS_WHEN.test(q)) return dateAsked(q)
  if (AMOUNT.test(q)) return AMOUNT_ASKED
  // "Who signed the Statement of Interest?", "Who signed the letter?": the paper's signer, read
  // from its signature block; a court's paper ("signed the order") is a judge's, asked above.
  // "Who signed the consent decree on behalf of Roe Cafe?" asks for the party's signer, not the
  // judge's; "Who signed the letter to Judge Roe?" names the judge written to, not the signer.
  if (SIGNER.test(q) && (!JUDGE.test(withoutNamedJudge(q)) || ON_BEHALF.test(q)))
    return COUNSEL_ASKED
  const head = headOf(q)
  // Counsel are not in the facts layer: signature blocks and appearance lines answer them.
  if (
    (!asksThingOfCounsel(q, head) &&
      !WHICH_JUDGE.test(q) &&
      // Lower case only: "Criminal Defense Lawyers" in a case's name asks for no counsel…
      /\b(?:represent\w*|counsel|attorneys?\b(?![’']?s?\s*fees)|lawyers?|argued\s+for|appear(?:s|ed)?\s+for)\b|\bwho\s+argued\b|\bsigned\s+the\s+(?:[\w.'’-]+\s+){0,2}(?:complaint|brief|motion|petition|answer|notice|stipulation)\b/.test(
        q,
      )) ||
    // …but a lawyer's title is capitalised: "Which Assistant U.S. Attorney", "the Attorney General";
    // in a party's name ("Civil Servant 1 v. Office of Special Counsel") it is the party's, and
    // beside "Which judge …" it names whom the judge acted against ("the contempt order against
    // Attorney General Roe").
    (!WHICH_JUDGE.test(q) &&
      /\b(?:U\.\s?S\.|United\s+States|District|Assistant|Deputy|Trial|Special|County|City)\s+(?:Attorney|Counsel)\b|\bAttorney\s+General\b/.test(
        q.replace(CASE_PARTIES, ' '),
      ))
  ) {
    return COUNSEL_ASKED
  }
  const byHead = head ? askedByHead(head, q) : undefined
  if (byHead !== undefined) return byHead
  if (AMOUNT.test(q)) return AMOUNT_ASKED
  if (WHEN.test(q)) return dateAsked(q)
  // "How many days after … must they lodge the agreement on the docket?" counts, names no number.
  if (DOCKET.test(q) && !JUDGE.test(q) && !HOW_MANY.test(q)) return docketAsked(q)
  // "Who dissented?", "Who concurred in the judgment?": a judge, though no judge's word is said.
  if (/\bwho\b/i.test(q) && asksSeparate(q)) return separateAsked(q)
  if (JUDGE.test(q) && WHO.test(q) && !/\bwhich\s+court\b|\bwhat\s+court\b/i.test(q)) {
    return judgeAsked(q)
  }
  if (COURT.test(q)) return courtAsked(q)
  // "Who moved to intervene as a plaintiff?", "the plaintiffs' expert", "next friend for the
  // plaintiffs": a person beside a side, not its parties; the passages may name one.
  if (BESIDE_A_SIDE.test(q)) return null
  if (WHO.test(q) || /\bparties\b/i.test(q)) {
    const plaintiff = PLAINTIFF.test(q)
    const defendant = DEFENDANT.test(q)
    if (plaintiff && !defendant)
      return { kinds: ['party'], roles: ['plaintiff', 'inRe'], label: 'Plaintiff side' }
    if (defendant && !plaintiff)
      return { kinds: ['party'], roles: ['defendant'], label: 'Defendant side' }
    // "Who sued whom?", "Who are the plaintiffs and the defendants?": both sides, all the parties.
    if (/\bparties\b/i.test(q) || (plaintiff && defendant && BOTH_SIDES.test(q)))
      return { kinds: ['party'], roles: [], label: 'Parties' }
  }
  return null
}
