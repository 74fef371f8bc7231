// Whether a date a sentence states fits what a "when" question asks, by three shapes of question
// that a shared word alone mistakes: the end of a span ("Until when was the order extended?",
// "To what date was the hearing continued?") is the date "until", "to" or "set for" governs, not
// the date the extension was ordered; a scheduled event ("What trial date was set?", "On what date
// is the hearing set?") is dated only where its own noun is said ("trial"), not by another
// event's row that shares "set"; and "with prejudice" is not answered by a dismissal "without
// prejudice" (or the other way round). Pure.

// "Until when …?", "Through what date …?", "To when was it continued?", "To what date …?".
const SPAN_END_ASKED =
  /\b(?:until|till|through|thru)\s+(?:when|what\s+(?:date|day|time))\b|^\W*to\s+(?:when|what\s+(?:date|day))\b|\b(?:continued|postponed|adjourned|extended|rescheduled|reset|moved|stayed)\s+(?:un)?till?\s+when\b/i

// The words that govern a span's end just before a date: "until midnight", "extended to", "set for",
// "continued to", "through and including", "until at least".
const SPAN_END_SAID =
  /\b(?:to|until|till|through|thru|for|including)\s+(?:(?:at\s+)?least\s+)?(?:(?:midnight|noon|\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?)\s+(?:on\s+)?)?(?:\p{L}+day,?\s+)?$/iu

/** Whether the question asks for the end of a span ("Until when …?", "To what date …?"). */
export const asksSpanEnd = (question: string): boolean => SPAN_END_ASKED.test(question)

/** Whether the words just before a date make it a span's end ("until", "extended to", "set for"). */
export const spanEndSaid = (before: string): boolean => SPAN_END_SAID.test(before.slice(-60))

// An event a court sets for a day, as a question names it: "the jury trial", "the evidentiary
// hearing", "the status conference", "oral argument", "sentencing".
const EVENT_NOUN =
  /\b(trials?|hearings?|conferences?|arguments?|sentencing|depositions?|mediations?)\b/i
// The question asks on what day the event is (or was) set: "What trial date was set?", "On what
// date is the hearing scheduled?", "When is the status conference?".
const SCHEDULED =
  /\b(?:set|sets|scheduled?|reset|rescheduled|calendared|noticed|slated|next)\b|^\W*when\s+(?:is|will)\b/i

/**
 * The event noun of a question that asks the day an event is set for ("trial" of "On what date is
 * the jury trial set?"), or null when it asks no such thing.
 */
export function scheduledEvent(question: string): string | null {
  if (!SCHEDULED.test(question)) return null
  const noun = EVENT_NOUN.exec(question)?.[1]
  return noun ? noun.toLowerCase().replace(/s$/, '') : null
}

/**
 * Whether a date's sentence says the scheduled event the question asks of: "Jury trial set for
 * 3/2/2031" dates a trial; "On May 13, a grand jury returned an indictment" does not, nor does a
 * scheduling conference's row the trial's question shares only "set" with. A paper named for the
 * event ("Notice of Deposition") says it for every date of its particulars table ("Date: …").
 */
export function scheduledEventSaid(question: string, context: string, paperName = ''): boolean {
  const noun = scheduledEvent(question)
  if (!noun) return true
  const said = new RegExp(`\\b${noun}s?\\b`, 'i')
  return said.test(context) || new RegExp(`\\bnotice\\s+of\\s+${noun}\\b`, 'i').test(paperName)
}

const WITHOUT_PREJUDICE = /\b(?:without|w\/o(?:ut)?|w\/\s*o)\s+prejudice\b/i
const WITH_PREJUDICE = /\bwith\s+prejudice\b/i

/**
 * Whether a passage says the opposite of the prejudice the question asks of: asked when the case
 * was dismissed "with prejudice", a dismissal "w/out Prejudice" is another event; asked of one
 * "without prejudice", a passage that says only "with prejudice" is too.
 */
export function prejudiceOpposed(question: string, context: string): boolean {
  if (WITHOUT_PREJUDICE.test(question))
    return WITH_PREJUDICE.test(context) && !WITHOUT_PREJUDICE.test(context)
  if (WITH_PREJUDICE.test(question))
    return WITHOUT_PREJUDICE.test(context) && !WITH_PREJUDICE.test(context)
  return false
}
