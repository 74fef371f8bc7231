// "Who sat on the monitoring committee?", "Who was the independent monitor?": a question that
// asks who is answered by a person's name. A passage that speaks of the role and names nobody
// ("the Settlement provided that an independent Monitor would review …"), or names only the
// people the question itself names, does not answer it. Pure.
import { isPerson, PERSON } from './counselNames'
import { stem, tokenize } from './terms'

// "Who …?", "Whom …?", "In Roe v. Lark, who …?"; not "whose" (a thing of someone's).
const WHO = /^\s*(?:[^?]*?,\s*)?(?:who|whom)\b/i
// A person by courtesy title and surname: "Dr. Ames", "Ms. Quill".
const TITLED_PERSON = /\b(?:Mr|Ms|Mrs|Dr|Hon|Judge|Justice|Professor)\.?\s+([A-Z][\p{L}'’-]+)/gu

/** The stems of the question's words when it asks who; null when it does not. */
export function whoAsked(question: string): Set<string> | null {
  if (!WHO.test(question)) return null
  return new Set(tokenize(question).map((t) => stem(t.word)))
}

/** Whether a passage names a person other than those whose every word the question gives. */
export function namesPerson(passage: string, asked: Set<string>): boolean {
  // A nickname between a name's words ("Edward “Ned” Oakes") is no break in the name.
  const text = passage.replace(/[ \t]+["“'‘]\p{Lu}[\p{L}.]*["”'’](?=[ \t])/gu, '')
  const other = (name: string) => tokenize(name).some((t) => !asked.has(stem(t.word)))
  for (const m of text.matchAll(PERSON)) if (isPerson(m[0]) && other(m[0])) return true
  for (const m of text.matchAll(TITLED_PERSON)) if (other(m[1]!)) return true
  return false
}

// "Who pays the costs up front?", "Who must file the report?": who does an act under a paper's
// terms, which the paper's writer ("We will advance …") or a party it defines ("the Client shall
// pay …") does. Not "Who is counsel?" nor "Who was the monitor?": a role is held by a person.
const WHO_ACTS =
  /^\s*(?:[^?]*?,\s*)?who\s+(?:pays|bears|advances|covers|funds|must|shall|will|should|owns|keeps|is\s+responsible)\b/i
const ACTOR =
  /(?:^|[.;:]\s+|\n\s*)(?:We|I)\s+(?:will|shall|must|agree|pay|bear|advance|cover)\b|\b[Tt]he\s+(?:Client|Firm|Company|Contractor|Tenant|Landlord|Buyer|Seller|Employer|Employee)\s+(?:will|shall|must|agrees?|pays?|bears?|advances?|covers?)\b/

/** Whether a question asks who does an act and the passage says its writer or a party does it. */
export function actorNamed(question: string, passage: string): boolean {
  return WHO_ACTS.test(question) && ACTOR.test(passage)
}
