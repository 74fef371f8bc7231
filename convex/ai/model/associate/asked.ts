// What kind of answer a question asks for, read from its words: who (a judge or a party, and in
// which role), which court, which number, when, how much. Null for questions the facts layer
// does not answer (why, how, what does it say): those go to the extractive engine. Pure.
import type { FactKind, FactRole } from '../../../../shared/factValidators'

export type Asked = {
  kinds: FactKind[]
  /** Roles that answer best, first preferred; empty when any will do. */
  roles: FactRole[]
  /** For a court: words its name should hold ("district", "appeals") when the question says. */
  courtWords?: RegExp
  /** For a date: the question asks for the document's own date (filed, decided, issued). */
  ownDate?: boolean
  /** What the answer's first line calls it. */
  label: string
  /** How the court ruled: read from the papers' dispositions, not from a stored fact. */
  decision?: boolean
}

const JUDGE =
  /\b(?:judges?|justices?|magistrates?|chancellor|presided|presiding|authored)\b|\bwho\s+(?:wrote|authored|decided|issued|entered|heard)\b|\bwrote\s+the\s+opinion\b|\bsigned\s+the\s+(?:order|opinion|judgment)\b/i
const WHO = /\b(?:who|whom|which|name|named|identify)\b/i
const COURT =
  /\b(?:which|what)\s+(?:[\w.'’-]+\s+){0,2}court\b|\bin\s+(?:which|what)\s+(?:[\w.'’-]+\s+){0,2}court\b|\bwhere\s+(?:was|is|were)\b[^?]*\b(?:filed|heard|decided|pending|brought)\b|\bname\s+of\s+the\s+court\b|\bwhich\s+(?:tribunal|forum|circuit|district)\b/i
const DOCKET =
  /\b(?:docket|case|index|civil\s+action|civil|miscellaneous|cause|appeal|file)\s*(?:number|no\.?|#)|\bwhat\s+number\b|\bwhich\s+number\b|\bdocket\b/i
const PLAINTIFF =
  /\b(?:plaintiffs?|appellants?|petitioners?|claimants?|relators?|movants?)\b|\bwho\s+(?:sued|brought|filed\s+(?:the\s+)?(?:suit|complaint|action|petition))\b/i
const DEFENDANT =
  /\b(?:defendants?|appellees?|respondents?)\b|\bwho\s+(?:was|were|is|are)\s+(?:being\s+)?sued\b|\bsued\s+whom\b/i
const WHEN =
  /\b(?:when|what\s+date|which\s+date|on\s+what\s+day|by\s+what\s+date|date\s+of|dated)\b/i
const OWN_DATE =
  /\b(?:filed|decided|issued|entered|dated|signed|handed\s+down|docketed|rendered)\b/i
const DECISION =
  /\bhow\s+(?:did|was|were)\s+(?:the\s+)?(?:[\w.'’-]+\s+){0,6}(?:rule|decide|dispose|disposed|resolve|resolved)\b|\bwhat\s+(?:was|is)\s+the\s+(?:[\w.'’-]+\s+){0,3}(?:disposition|decision|outcome|ruling|result)\b|\bwhat\s+did\s+(?:the\s+)?(?:[\w.'’-]+\s+){0,4}(?:do|decide|order)\b/i
const AMOUNT =
  /\bhow\s+much\b|\bwhat\s+(?:amount|sum|penalty|fine|award)\b|\bamount\s+of\b|\bdollars?\b/i

function judgeRoles(question: string): FactRole[] {
  if (/\bmagistrate\b/i.test(question)) return ['magistrate']
  if (
    /\btrial\s+(?:court\s+)?judge\b|\bjudge\s+below\b|\blower[- ]court\s+judge\b/i.test(question)
  ) {
    return ['trial', 'district', 'presiding']
  }
  if (/\bdistrict\s+(?:court\s+)?judge\b/i.test(question)) return ['district', 'trial', 'presiding']
  if (/\bpanel\b|\bjudges\b|\bjustices\b/i.test(question)) return ['panel', 'author', 'presiding']
  if (/\b(?:wrote|authored|decided|signed)\b/i.test(question)) {
    return ['author', 'presiding', 'district', 'panel']
  }
  return ['presiding', 'district', 'author', 'panel', 'magistrate', '']
}

function courtAsked(question: string): Asked {
  const below =
    /\b(?:below|lower\s+court|trial\s+court|appealed\s+from|appeal\s+from|originat\w*|first\s+heard)\b/i.test(
      question,
    )
  const district = /\bdistrict\s+court\b|\bfederal\s+district\b/i.test(question)
  const appeals = /\b(?:appeals?\s+court|court\s+of\s+appeals?|circuit|appellate)\b/i.test(question)
  return {
    kinds: ['court'],
    roles: below ? ['below', 'this'] : ['this', 'below'],
    courtWords: district ? /\bdistrict\b/i : appeals ? /\bappeal|circuit\b/i : undefined,
    label: below ? 'Court below' : 'Court',
  }
}

/** The answer the question asks for, or null when it is not a question of fact. */
export function askedOf(question: string): Asked | null {
  const q = question.replace(/\s+/g, ' ')
  if (DECISION.test(q)) return { kinds: [], roles: [], label: 'Decision', decision: true }
  if (
    /^\s*(?:why|how\s+(?:did|does|do|can|could|should|would)|explain|summari[sz]e|describe)\b/i.test(
      q,
    )
  ) {
    return null
  }
  // Counsel are not in the facts layer: the extractive engine answers who represented whom.
  if (
    // Lower case only: "Criminal Defense Lawyers" in a case's name asks for no counsel.
    /\b(?:represent\w*|counsel|attorneys?|lawyers?|argued\s+for|appears?\s+for)\b|\bsigned\s+the\s+(?:complaint|brief|motion|petition|answer)\b/.test(
      q,
    )
  ) {
    return null
  }
  if (AMOUNT.test(q)) return { kinds: ['amount'], roles: [], label: 'Amount' }
  if (WHEN.test(q)) {
    const own = OWN_DATE.test(q)
    return {
      kinds: own ? ['filingDate', 'date'] : ['date', 'filingDate'],
      roles: [],
      ownDate: own,
      label: 'Date',
    }
  }
  if (DOCKET.test(q) && !JUDGE.test(q)) {
    const below =
      /\b(?:below|lower\s+court|trial\s+court|district\s+court|agency|original)\b/i.test(q)
    return {
      kinds: ['docket'],
      roles: below ? ['below', 'this'] : ['this', 'below'],
      label: below ? 'Docket number below' : 'Docket number',
    }
  }
  if (JUDGE.test(q) && WHO.test(q) && !/\bwhich\s+court\b|\bwhat\s+court\b/i.test(q)) {
    return { kinds: ['judge'], roles: judgeRoles(q), label: 'Judge' }
  }
  if (COURT.test(q)) return courtAsked(q)
  if (WHO.test(q) || /\bparties\b/i.test(q)) {
    const plaintiff = PLAINTIFF.test(q)
    const defendant = DEFENDANT.test(q)
    if (plaintiff && !defendant)
      return { kinds: ['party'], roles: ['plaintiff', 'inRe'], label: 'Plaintiff side' }
    if (defendant && !plaintiff)
      return { kinds: ['party'], roles: ['defendant'], label: 'Defendant side' }
    if (/\bparties\b/i.test(q)) return { kinds: ['party'], roles: [], label: 'Parties' }
  }
  return null
}
