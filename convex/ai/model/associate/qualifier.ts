// What a question's qualifier rules out: "the federal civil action number", "the state index
// number", "the appellate docket number", "the Second Circuit's number" ask for the number of one
// kind of court. A docket of a court of another kind (a New York Supreme Court's index number for
// "the federal civil action number") contradicts the question: no answer is better than it. Pure.

import { withoutCaseName } from './naming'

// How papers name a federal court: a United States court, a district or circuit court, a court of
// federal claims, a bankruptcy court.
const FEDERAL_COURT =
  /\bUnited\s+States\b|\bU\.\s?S\.\s|\bDistrict\s+Court\b|\bCircuit\b|\bBankruptcy\b|\bFederal\s+Claims\b|\bJudicial\s+Panel\b/i
// A court of appeals, a circuit, or a state's high court ("Supreme Court of Ohio", "Supreme
// Judicial Court"); not a state's trial "Circuit Court of Cook County" or "Circuit Court for …".
const APPELLATE_COURT =
  /\bAppe(?:al|llate)|\bCircuit\b(?!\s+Court\s*(?:of|for|in|,))|\bSupreme\s+(?:Judicial\s+)?Court\b/i
// New York's Supreme Court is its trial court: appellate only in its Appellate Division.
const TRIAL_SUPREME =
  /\bSupreme\s+Court\b[^]*\bNew\s+York\b|\bNew\s+York\s+(?:State\s+)?Supreme\s+Court\b/i

/** Whether a court's name is an appellate court's (New York's Supreme Court is a trial court). */
export function isAppellateCourt(court: string): boolean {
  return APPELLATE_COURT.test(court) && (!TRIAL_SUPREME.test(court) || /\bAppell/i.test(court))
}

const CIRCUIT =
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|d\.\s?c\.|federal)\s+circuit(?:['’]s)?\b/i

// A trial court's number asked: "the district court docket number", "the trial court's case number".
const TRIAL_NUMBER =
  /\b(?:district|trial)\s+court(?:['’]s)?\b|\b(?:court|number)\s+below\b|\blower\s+court\b/i

/**
 * Whether a court's name fits the question's qualifier of the court asked about; true when the
 * question has none. "Federal" rules out a state court, "state" a federal one, "appellate" or a
 * circuit a trial court. Only the qualifier as a common word counts: in a case's name or a
 * proper name ("Highland Federal Savings", "Ohio State Highway Patrol") it qualifies nothing.
 */
export function courtFitsQualifier(question: string, court: string): boolean {
  const q = withoutCaseName(question)
  const federal = FEDERAL_COURT.test(court)
  if (/\bfederal\b/.test(q) && !CIRCUIT.test(q) && !federal) return false
  if (/\bstate(?:['’]s)?\b/.test(q) && federal) return false
  const appellate = isAppellateCourt(court)
  if ((/\bappe(?:al|llate)\b/.test(q) || CIRCUIT.test(q)) && /\b(?:number|no\.?|docket)\b/i.test(q))
    if (!appellate) return false
  if (CIRCUIT.test(q) && !/\bCircuit\b/i.test(court)) return false
  // "What is the district court docket number?" is not the court of appeals' number for the case.
  if (
    TRIAL_NUMBER.test(q) &&
    !/\bappe(?:al|llate)\b/.test(q) &&
    !CIRCUIT.test(q) &&
    /\b(?:number|no\.?|docket)\b/i.test(q) &&
    appellate
  )
    return false
  return true
}

// Judges of a kind other than the case's own: a docket names its magistrate judge as such
// ("Referred to: Magistrate Judge …"), a deportation order its immigration judge, a bankruptcy
// court its bankruptcy judge. Asked for one of these, a passage that names only a judge
// ("Assigned to: Chief Judge …") names another judge.
// A docket's "Referred to:" field names the magistrate judge a case is referred to; "Mag. Judge"
// and "M.J." are the magistrate's abbreviations.
const JUDGE_TITLES: Array<[string, RegExp]> = [
  ['magistrate', /\bmagistrate\b|\bmag\.?\s+judge\b|\bM\.\s?J\.|\breferred\s+to:/i],
  ['immigration', /\bimmigration\b/i],
  ['bankruptcy', /\bbankruptcy\b/i],
  ['administrative law', /\badministrative\s+law\b|\bA\.?L\.?J\b/i],
]

/** Whether a quote names the kind of judge the question asks for; true when it asks for none. */
export function judgeTitleSaid(question: string, quote: string): boolean {
  const q = withoutCaseName(question)
  return JUDGE_TITLES.every(
    ([title, said]) =>
      !new RegExp(`\\b(?:which|what|who)\\b[^?]*?\\b${title}\\s+judge\\b`, 'i').test(q) ||
      /\bdistrict\s+judge\b/i.test(q) ||
      said.test(quote),
  )
}
