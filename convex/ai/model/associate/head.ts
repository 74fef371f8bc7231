// The thing a "which"/"what" question asks for: the noun its wh-word governs ("Which district
// judge signed …" → judge; "What is the civil action number of …" → number; "Under what
// California Supreme Court number …" → number; "Which circuit judge's order was appealed" →
// judge, the possessor). A lawyer's question puts that noun right after "which"/"what" or after
// "what is the"; whatever the rest of the question mentions (a court, a plaintiff, a judge) only
// qualifies it, so "Which statute did the plaintiffs challenge?" asks for a statute, not for the
// plaintiffs. Pure.

export type Head = {
  /** The head noun, lower case ("judge", "number", "statute"). */
  noun: string
  /** The words before it in its phrase, lower case ("district", "civil action"). */
  modifiers: string[]
}

// Words that end the head's phrase: auxiliaries, prepositions, and the verbs questions use.
const ENDS = new Set(
  (
    'is was were are be been being did does do has had have can could will would should may ' +
    'might must shall of in for to from by on at under with within that who whom which whose ' +
    'per as about against between into upon over during before after than if when where while ' +
    'appear appears appeared apply applies govern governs require requires provide provides ' +
    'seek seeks sought say says hold holds held sit sits sat wrote write writes heard hear ' +
    'gave give gives made make makes took take takes brought bring brings found find finds ' +
    'set sets put puts began begin won lost led kept keep told tell run ran carry carries ' +
    'show shows mean means issue issues preside presides oversee oversees'
  ).split(' '),
)

/** Words that say which one, not what: "the", "exact", "first". */
const DETERMINERS = new Set(
  'the a an this that these those exact specific particular first last final'.split(' '),
)

const WORD = /[\p{L}\d][\p{L}\d.'’-]*/gu

/** The words of a question's head phrase, from just after its "which"/"what", or null. */
function headWords(question: string): { words: string[]; copula: boolean } | null {
  const m =
    /^\s*(?:(?:in|on|by|under|to|until|from|for|with|at|of|through|before|against)\s+)?(?:which|what)\s+((?:is|was|are|were)\s+)?(.*)$/i.exec(
      question,
    )
  if (!m) return null
  const rest = m[2]!
  const words: string[] = []
  for (const raw of rest.matchAll(WORD)) {
    // The next word after a mark (",", "?", "(") is past the head.
    const between = rest.slice(0, raw.index)
    if (words.length > 0 && /[,?;:()"“”]\s*$/.test(between)) break
    words.push(raw[0])
  }
  return { words, copula: m[1] !== undefined }
}

/**
 * The head of a "which"/"what" question, or null when it has none ("What happened?", "What did
 * the court do?": the wh-word is the object, and the verb says what is asked).
 */
export function headOf(question: string): Head | null {
  const read = headWords(question.replace(/\s+/g, ' '))
  if (!read) return null
  const phrase: string[] = []
  for (const raw of read.words) {
    const lower = raw.toLowerCase().replace(/[.’']+$/, '')
    if (phrase.length === 0 && DETERMINERS.has(lower)) continue
    if (ENDS.has(lower)) break
    // "-ed" words end the phrase ("Which judge signed"), unless a modifier ("the appealed order").
    if (phrase.length > 0 && /^[a-z]{3,}ed$/.test(lower)) break
    // "Which circuit judge's order" asks for a judge; "What was the Second Circuit's decision"
    // (after "what is the") asks for the decision, the possessive only qualifying it.
    if (/['’]s?$/.test(raw) && !read.copula) {
      phrase.push(lower.replace(/['’]s?$/, ''))
      return { noun: phrase[phrase.length - 1]!, modifiers: phrase.slice(0, -1) }
    }
    phrase.push(lower.replace(/['’]s?$/, ''))
  }
  if (phrase.length === 0) return null
  return { noun: phrase[phrase.length - 1]!, modifiers: phrase.slice(0, -1) }
}
