// What a question asks for, as terms to match: its content words (stemmed), the related words a
// passage may use instead ("fees" for a question about the rate, "Hon." for the judge), and the
// kind of answer some questions want: "when" wants a date, "where" a place, "how many" a number,
// "the docket number" a case number. Such a want is a term of its own that a passage matches by
// holding a date, an address, a number or a case number.
import { caseNameTerms, nameTerms } from './naming'
import { WANTS } from './wants'
import {
  FRAME_WORDS,
  STOP_WORDS,
  VERBS,
  splitAlphaNumeric,
  stem,
  tokenize,
  withoutIdioms,
} from './terms'

/** One thing the question asks about; its weight is set per call from the candidate pages. */
export type QueryTerm = {
  /** The stem, or a want: '#date', '#time', '#place', '#money', '#number', '#court', '#docket'. */
  key: string
  /** Stems that match exactly (a word term: its stem; a want: the words that name it). */
  stems: string[]
  /** Stems of related words, which match at a discount. */
  related: string[]
  /** For a want: whether a passage's text answers it. */
  matches?: (text: string) => boolean
  /** A word that frames the question ("assigned", "raised") more than it names its subject. */
  frame?: boolean
  /** A participle or common verb ("incorporated", "extend"): more often the asking than the subject. */
  verbal?: boolean
  /**
   * What the question cannot be answered without: the X of "What is the X of Y?" (a passage
   * that does not speak of X does not answer, however much it says about Y: "the value of the
   * carriage agreement"), and every want but "where" (an answer to "when" holds a date).
   */
  focus?: boolean
  /** A word of a name the question gives ("Roe v. Lark", "Judge Ames"): it tells which case. */
  name?: boolean
}

// Related words, by the stem of the question's word. One way only: a question about the parties
// is answered by "plaintiff", but a question about the plaintiff is not answered by "party".
const RELATED_WORDS: Record<string, string> = {
  party: 'plaintiff defendant versus',
  sue: 'plaintiff defendant complaint claim action versus',
  suing: 'plaintiff defendant complaint claim action versus',
  suit: 'plaintiff defendant complaint claim action versus',
  lawsuit: 'complaint claim action',
  // "Under which statute does X bring its action?" is answered where it files or sues pursuant to one.
  bring: 'file pursuant sue',
  brought: 'file pursuant sue',
  judge: 'hon honorable court',
  justice: 'hon honorable judge',
  court: 'district tribunal',
  district: 'court',
  claim: 'count cause allegation',
  count: 'claim',
  cause: 'claim count',
  plead: 'allege assert claim complaint',
  allege: 'assert claim contend',
  assert: 'allege claim',
  argue: 'assert allege contend',
  fee: 'rate cost compensation billing contingent',
  rate: 'fee',
  pay: 'fee cost advance reimburse',
  cost: 'fee expense',
  charge: 'fee rate',
  lawyer: 'counsel attorney firm',
  attorney: 'counsel lawyer',
  counsel: 'attorney lawyer',
  represent: 'counsel attorney',
  deposition: 'deponent depose',
  depose: 'deposition deponent',
  deponent: 'deposition',
  testimony: 'transcription stenographic oath',
  record: 'recording stenographic transcription video audio',
  demand: 'request ask require seek confirm',
  ask: 'request demand please',
  request: 'demand ask',
  require: 'request must',
  seek: 'request pray demand relief',
  relief: 'prayer wherefore award judgment damages',
  stock: 'share price securities',
  drop: 'fell fall decline',
  fall: 'fell drop decline',
  decline: 'fell fall drop',
  sign: 's submitted',
  send: 'from',
  sent: 'from',
  email: 'message from subject',
  withhold: 'withheld privileged',
  withheld: 'privileged',
  contest: 'deny dispute',
  dispute: 'contest deny',
  engage: 'engagement',
  cover: 'scope include',
  include: 'scope cover',
  scope: 'cover include',
  staff: 'lead assist',
  wrong: 'allege breach violation',
  opposing: 'adverse defendant',
  videotape: 'video recording',
  video: 'videotape recording',
  incorporate: 'corporation',
  firm: 'llp counsel attorneys',
  volume: 'vol',
  first: '1 one',
  second: '2 two',
  third: '3 three',
  fourth: '4 four',
  fifth: '5 five',
  sixth: '6 six',
  seventh: '7 seven',
  eighth: '8 eight',
  ninth: '9 nine',
  tenth: '10 ten',
}

const FRAME_STEMS = new Set([...FRAME_WORDS].map((w) => stem(w)))
const VERB_STEMS = new Set([...VERBS].map((w) => stem(w)))

const RELATED = new Map<string, string[]>(
  Object.entries(RELATED_WORDS).map(([word, related]) => [
    stem(word),
    related.split(' ').map((w) => stem(w)),
  ]),
)

const DETERMINER = '(?:the|a|an|our|their|its|his|her|this|that)'
const FOCUS = new RegExp(
  `^\\s*(?:what|which)(?:\\s+(?:is|are|was|were)|['’]s)\\s+${DETERMINER}\\s+((?:[\\p{L}\\p{N}'’-]+\\s+){0,2}?[\\p{L}\\p{N}'’-]+)\\s+(?:of|for|in|under|on|between)\\b`,
  'iu',
)

/** The stem X of "What is the X of Y?", or null when the question is not of that form. */
function focusStem(question: string): string | null {
  const words = FOCUS.exec(question)?.[1]?.toLowerCase().split(/\s+/) ?? []
  if (words.some((w) => /ed$/.test(w))) return null // "What is the deponent asked to ..."
  for (const word of [...words].reverse()) {
    const key = stem(word.replace(/['’]s?$/, ''))
    if (!STOP_WORDS.has(word) && !FRAME_STEMS.has(key)) return key
  }
  return null
}

/** The question as terms: its content words first, in order, then what kind of answer it wants. */
export function analyzeQuestion(question: string): QueryTerm[] {
  const text = withoutIdioms(question)
  const wants = WANTS.filter((want) => want.cue.test(text))
  // "How much ... cost" wants money, not any number.
  const kept = wants.some((w) => w.key === '#money')
    ? wants.filter((w) => w.key !== '#number')
    : wants
  const absorbed = new Set(kept.flatMap((want) => want.words.map((w) => stem(w))))
  const qualifying = new Set(
    kept.flatMap((want) => {
      const word = want.qualifier?.exec(text)?.[1]
      return word ? [stem(word.toLowerCase())] : []
    }),
  )
  const terms: QueryTerm[] = []
  const seen = new Set<string>()
  for (const token of tokenize(text)) {
    const parts = splitAlphaNumeric(token.word)
    for (const part of parts) {
      // Single letters go ("v."), unless split from a number ("Q4"); digits stay ("volume 7").
      if (STOP_WORDS.has(part) || (/^\D$/.test(part) && parts.length === 1)) continue
      const key = stem(part)
      if (absorbed.has(key) || seen.has(key)) continue
      seen.add(key)
      const frame = FRAME_STEMS.has(key) || qualifying.has(key)
      const participle = /^[a-z]{4,}(?:ed|ing|en)$/.test(part) && !/(?:ee|ss)en$/.test(part)
      const verbal = !frame && (participle || VERB_STEMS.has(key))
      terms.push({
        key,
        stems: [key],
        related: RELATED.get(key) ?? [],
        ...(frame ? { frame } : {}),
        ...(verbal ? { verbal } : {}),
      })
    }
  }
  for (const want of kept) {
    terms.push({
      key: want.key,
      stems: want.words.map((w) => stem(w)),
      related: [],
      matches: want.refine?.(text) ?? want.matches,
      ...(want.required ? { focus: true } : {}),
    })
  }
  const named = new Set([...nameTerms(text), ...caseNameTerms(text)].map((w) => stem(w)))
  for (const term of terms) if (!term.matches && named.has(term.key)) term.name = true
  const focus = focusStem(text)
  const focused =
    focus === null ? undefined : terms.find((t) => t.key === focus || t.stems.includes(focus))
  if (focused) focused.focus = true
  return terms
}
