import { describe, expect, test } from 'vitest'
import { analyzeQuestion } from './query'
import {
  contentStemSet,
  PAST_FORMS,
  questionTerms,
  sameWord,
  scanWords,
  stem,
  tokenize,
  wordStems,
} from './terms'

describe('stem', () => {
  test.each([
    ['filed', 'filing', 'file', 'files'],
    ['damages', 'damage', 'damaged'],
    ['defence', 'defense', 'defenses', 'defences'],
    ['recognised', 'recognized', 'recognise'],
    ['harbour', 'harbor'],
    ['allegation', 'allegations', 'alleged', 'allege'],
    ['misappropriation', 'misappropriated'],
    ['jurisdictional', 'jurisdiction'],
    ['parties', 'party'],
    ['submitted', 'submit'],
    ['scheduled', 'schedule', 'scheduling'],
    // an adverb and its adjective; a noun made of a verb by "-al"; "-ied", "-eed" and "-ate"
    ['voluntarily', 'voluntary'],
    ['separately', 'separate'],
    ['dismissal', 'dismiss', 'dismissed', 'dismissing'],
    ['approval', 'approve', 'approving'],
    ['removal', 'removed'],
    ['recusal', 'recused'],
    ['referral', 'referred', 'refer'],
    ['denial', 'denied', 'deny', 'denies'],
    ['notified', 'notify', 'notifies'],
    ['agreed', 'agree', 'agrees', 'agreeing'],
    ['proceeding', 'proceed', 'proceeded'],
    ['violated', 'violate', 'violation', 'violating'],
  ])('%s and its forms share a stem', (...words) => {
    expect(new Set(words.map(stem)).size).toBe(1)
  })

  test('an irregular past form meets its verb, keeping its first three letters', () => {
    expect(stem('spent')).toBe(stem('spend'))
    expect(stem('withdrawn')).toBe(stem('withdraw'))
    for (const [past, verb] of Object.entries(PAST_FORMS)) {
      expect(stem(past)).toBe(stem(verb))
      expect(stem(past).slice(0, 3)).toBe(past.slice(0, 3))
    }
  })

  test('different words keep different stems', () => {
    expect(stem('deposition')).not.toBe(stem('deposit'))
    // "-al" and "-ly" come off only where they make a noun or an adverb
    expect(stem('federal')).toBe('federal')
    expect(stem('several')).not.toBe(stem('sever'))
    expect(stem('legal')).toBe('legal')
    expect(stem('family')).toBe('family')
    expect(stem('apply')).toBe('apply')
    expect(stem('threat')).not.toBe(stem('three'))
    expect(stem('conference')).not.toBe(stem('confer'))
    expect(stem('class')).toBe('class')
    expect(stem('status')).toBe('status')
  })

  test('numbers lose leading zeros; letter-digit runs split', () => {
    expect(stem('003')).toBe('3')
    expect(stem('0')).toBe('0')
    expect(wordStems('VOL003')).toEqual(['vol', '3'])
    expect(wordStems('Q4')).toEqual(['q', '4'])
  })
})

describe('tokenize and scanWords', () => {
  test('read the same words at the same places, possessives and accents folded', () => {
    const text = 'Northwind’s 10(b) claims — Renée didn’t file VOL003, “naïve” café.'
    const viaTokens = tokenize(text).map(
      (t) => `${wordStems(text.slice(t.start, t.end))}@${t.start}`,
    )
    const viaScan: string[] = []
    scanWords(text, 0, text.length, (stems, at) => viaScan.push(`${stems}@${at}`))
    expect(viaScan).toEqual(viaTokens)
    expect(tokenize(text).map((t) => t.word)).toEqual([
      'northwind',
      '10',
      'b',
      'claims',
      'renee',
      'didn',
      'file',
      'vol003',
      'naive',
      'cafe',
    ])
  })

  test('with prefixes, words that cannot match are visited without stems', () => {
    const text = 'the deposition of Ortega on Tuesday'
    const seen: string[] = []
    const prefixes = new Set([(100 << 16) | (101 << 8) | 112]) // "dep"
    scanWords(text, 0, text.length, (stems) => seen.push(stems.join('+')), prefixes)
    // Words under three letters always take the full path.
    expect(seen).toEqual(['', 'deposition', 'of', '', 'on', ''])
  })
})

describe('questionTerms', () => {
  test('keeps content words in order, lower-cased as the index reads them', () => {
    expect(questionTerms('What does the Engagement Letter say about fees?')).toEqual([
      'engagement',
      'letter',
      'fees',
    ])
    expect(questionTerms("What's the docket number in case 1:25-cv-04417?")).toEqual([
      'docket',
      'number',
      '1',
      '25',
      'cv',
      '04417',
    ])
  })

  test('drops stop words, repeats and lone letters; keeps numbers; at most 16', () => {
    expect(
      questionTerms('Which documents in the matter mention Q4 volume 7, volume 7 rows?'),
    ).toEqual(['q4', 'volume', '7', 'rows'])
    const many = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')
    expect(questionTerms(many)).toHaveLength(16)
    expect(questionTerms('What does it say?')).toEqual([])
  })
})

describe('analyzeQuestion', () => {
  test('turns "when", "how many" and "docket number" into wants', () => {
    const keys = (q: string) => analyzeQuestion(q).map((t) => t.key)
    expect(keys('When is the deposition?')).toEqual(['deposition', '#date'])
    expect(keys('How many units were returned?')).toEqual(['unit', 'return', '#number'])
    expect(keys("What's the docket number?")).toEqual(['#docket'])
  })

  test('marks framing words, participles and the focus of "What is the X of Y?"', () => {
    const terms = analyzeQuestion('What is the value of the carriage agreement the judge assigned?')
    expect(terms.find((t) => t.key === stem('value'))?.focus).toBe(true)
    expect(terms.find((t) => t.key === stem('assigned'))?.frame).toBe(true)
    expect(
      analyzeQuestion('Is it videotaped?').find((t) => t.key === stem('videotaped'))?.verbal,
    ).toBe(true)
  })
})

describe('sameWord', () => {
  test('one word in two forms the stemmer leaves apart', () => {
    expect(sameWord(stem('deposed'), stem('deposition'))).toBe(true)
    expect(sameWord(stem('appointed'), stem('appointment'))).toBe(true)
  })
  test('short stems must be equal', () => {
    expect(sameWord(stem('fee'), stem('feet'))).toBe(false)
    expect(sameWord('cour', 'court')).toBe(false)
  })
})

describe("a docket clerk's shorthand", () => {
  test('"dfts", "pltfs", "attys" meet the words a question uses', () => {
    const held = contentStemSet('Ordered that the dfts pay the pltfs attys the sum of $9,410.00')
    for (const word of ['defendants', 'plaintiffs', 'attorneys', 'defendant'])
      expect(held.has(stem(word))).toBe(true)
    expect(contentStemSet('the deft and the plf').has(stem('plaintiff'))).toBe(true)
  })
})
