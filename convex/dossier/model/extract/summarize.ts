// Extractive summary: pure, so it can run in queries and mutations as well as Node actions.

const MAX_SUMMARY_CHARS = 600
/** Long documents: only the opening is scored, which bounds the work and usually holds the gist. */
const MAX_SCORED_CHARS = 200_000

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each few for from ' +
    'further had has have having he her here hers herself him himself his how i if in into is it ' +
    'its itself just me more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same shall she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up upon very was we ' +
    'were what when where which while who whom why will with would you your yours yourself ' +
    'yourselves may might must per via'
  ).split(' '),
)

/** Abbreviations in legal text whose full stop ends no sentence ("Smith v. Jones"). */
const ABBREVIATIONS =
  'Mr|Mrs|Ms|Dr|Prof|St|No|Nos|v|vs|Inc|Ltd|Co|Corp|Jr|Sr|Art|Sec|para|cf|e\\.g|i\\.e'
const SENTENCE_BREAK = new RegExp(
  `\\n\\s*\\n|(?<!\\b(?:${ABBREVIATIONS})\\.)(?<=[.!?]["'”’)\\]]?)\\s+(?=["'“‘([]?[A-Z0-9])`,
)

/** Sentences: split at . ! ? before a capital, digit or quote, and at blank lines. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(SENTENCE_BREAK)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /[A-Za-z0-9]/.test(s))
}

function terms(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[a-z0-9][a-z0-9'’-]*/g) ?? [])
    .map((w) => w.replace(/['’](s)?$/, ''))
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !/^\d+$/.test(w))
}

/**
 * A short extractive summary: the `maxSentences` sentences whose words are most frequent in
 * the whole text (stop words ignored, length-normalised), in document order, at most ~600
 * characters. Empty text gives ''.
 */
export function summarize(text: string, maxSentences = 3): string {
  const sentences = splitSentences(text.slice(0, MAX_SCORED_CHARS))
  if (sentences.length === 0 || maxSentences <= 0) return ''
  const frequency = new Map<string, number>()
  const sentenceTerms = sentences.map(terms)
  for (const list of sentenceTerms) {
    for (const t of list) frequency.set(t, (frequency.get(t) ?? 0) + 1)
  }
  const scored = sentences.map((sentence, index) => {
    const list = sentenceTerms[index] ?? []
    const total = list.reduce((sum, t) => sum + (frequency.get(t) ?? 0), 0)
    // Square-root normalisation: long sentences score higher, but not in proportion to length.
    const score = list.length === 0 ? 0 : total / Math.sqrt(list.length)
    return { sentence, index, score }
  })
  const top = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, maxSentences)
    .sort((a, b) => a.index - b.index)

  let summary = ''
  for (const { sentence } of top) {
    const next = summary === '' ? sentence : `${summary} ${sentence}`
    if (next.length > MAX_SUMMARY_CHARS) {
      // A sentence that does not fit is skipped; a later, shorter one may still fit.
      if (summary === '') summary = truncate(sentence)
      continue
    }
    summary = next
  }
  return summary
}

function truncate(sentence: string): string {
  const cut = sentence.slice(0, MAX_SUMMARY_CHARS - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > MAX_SUMMARY_CHARS / 2 ? cut.slice(0, space) : cut}…`
}
