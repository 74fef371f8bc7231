import { describe, expect, test } from 'vitest'
import { mendHeadingWords, repairOcrWords } from './ocrWords'

describe('repairOcrWords', () => {
  test('mends each common confusion into the caption word it hides', () => {
    // rn read as m, and m read as rn.
    expect(repairOcrWords('Govemor of the State')).toBe('Governor of the State')
    expect(repairOcrWords('Comrnissioner of Labor')).toBe('Commissioner of Labor')
    // d read as cl, and cl read as d.
    expect(repairOcrWords('Boarcl of Regents')).toBe('Board of Regents')
    expect(repairOcrWords('Court of Common Pleas, Small daims')).toBe(
      'Court of Common Pleas, Small claims',
    )
    // w read as vv.
    expect(repairOcrWords('Department of Lavv')).toBe('Department of Law')
    // The upright strokes: l, I, 1 and |.
    expect(repairOcrWords('ex reI. Roe')).toBe('ex rel. Roe')
    expect(repairOcrWords('STATE OF FLORlDA')).toBe('STATE OF FLORIDA')
    expect(repairOcrWords('Distrlct Court')).toBe('District Court')
    expect(repairOcrWords('Secretary of State of Wiscons1n')).toBe(
      'Secretary of State of Wisconsin',
    )
    expect(repairOcrWords('State of lowa')).toBe('State of Iowa')
    // 0 read for O.
    expect(repairOcrWords('C0UNTY OF KENT')).toBe('COUNTY OF KENT')
    expect(repairOcrWords('State of 0hio')).toBe('State of Ohio')
  })

  test('takes a speck out of a word and puts back a space a speck took', () => {
    expect(repairOcrWords('Circ:uit Judge')).toBe('Circuit Judge')
    expect(repairOcrWords('THE STATE OF.NEW YORK')).toBe('THE STATE OF NEW YORK')
    expect(repairOcrWords('The.County of Elm')).toBe('The County of Elm')
    expect(repairOcrWords('Acme Holdings, Inc.The Roe Trust')).toBe(
      'Acme Holdings, Inc. The Roe Trust',
    )
    // No name holds a colon between small letters.
    expect(repairOcrWords('Jane Wint:ers')).toBe('Jane Winters')
  })

  test('joins a caption word a scan split in two', () => {
    expect(repairOcrWords('THE ELM COUNTY BOARD OF EDUCA TION')).toBe(
      'THE ELM COUNTY BOARD OF EDUCATION',
    )
    expect(repairOcrWords('Gov ernor')).toBe('Governor')
  })

  test('keeps the case the word was printed in', () => {
    expect(repairOcrWords('GOVEMOR')).toBe('GOVERNOR')
    expect(repairOcrWords('Govemor')).toBe('Governor')
    expect(repairOcrWords('govemor')).toBe('governor')
  })

  test('leaves real words alone', () => {
    for (const value of [
      'United States District Court for the Northern District of Illinois',
      'Board of Education of the City of Chicago',
      'Acme Corp. d/b/a Acme Stores',
      'Amazon.com, Inc.',
      'U.S. Department of Labor',
      'Jane Roe, et al.',
    ]) {
      expect(repairOcrWords(value)).toBe(value)
    }
  })

  test('never respells a personal name', () => {
    for (const value of [
      'Derk Tumer',
      // A capital first letter is never reread: "Daims" could be a name, not "Claims".
      'Daims Horne',
      'DASS',
      'Ahmed ALI',
      'Rei Tanaka',
      'Mary Bums',
      'Jo Ge A. Solis',
      'Tom Vernon',
      'Van Dyke',
    ]) {
      expect(repairOcrWords(value)).toBe(value)
    }
  })

  test('changes nothing when two repairs reach two different words', () => {
    // "clarn" is "darn" (cl read for d) or "clam" (rn read for m): no telling which.
    const words = new Set(['clam', 'darn'])
    expect(repairOcrWords('the clarn', words)).toBe('the clarn')
    expect(repairOcrWords('the darn', words)).toBe('the darn')
    expect(repairOcrWords('the cIam', words)).toBe('the clam')
  })
})

describe('mendHeadingWords', () => {
  test('mends a scanned heading’s court words letter for letter, keeping every offset', () => {
    const heading = "UNI1FD  STATES  COURT  (F APPEALS\nFOR.  'IHE SEVENIH CIRCUIT\nNo. 19-1234"
    const mended = mendHeadingWords(heading)
    expect(mended).toBe(
      'UNITED  STATES  COURT  OF APPEALS\nFOR    THE SEVENTH CIRCUIT\nNo. 19-1234',
    )
    expect(mended.length).toBe(heading.length)
    expect(mendHeadingWords('UNITED STATES Distrlct COURT')).toBe('UNITED STATES District COURT')
  })

  test('leaves names, words it cannot tell apart and the text after the heading', () => {
    // A place's name is no heading word; "Tirne" (rn for m) changes the length and is left.
    expect(mendHeadingWords('SHELBY SUPERIOR COURT Tirne')).toBe('SHELBY SUPERIOR COURT Tirne')
    expect(mendHeadingWords('UNI1ED STATES\nUNI1ED', 14)).toBe('UNITED STATES\nUNI1ED')
  })
})
