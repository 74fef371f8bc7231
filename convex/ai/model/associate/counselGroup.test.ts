import { describe, expect, test } from 'vitest'
import { counselOf } from './counsel'
import {
  arguedAfter,
  arguedSection,
  forInsideName,
  groupClose,
  representsSide,
} from './counselGroup'
import { counselAnswer, onePage } from './matter.harness'

// Appearance paragraphs written for this test, in the styles courts of appeals print them; the
// names, firms and cities are made up.
const NINTH = [
  'COUNSEL',
  'Rowan T. Keller (argued)andMina Ost, Keller Law ',
  'Group LLC, Tucson, Arizona; Otto P. Brand (argued)',
  'and Lise M. Haag, Brand Haag P.L.C., Mesa, Arizona; for Defendants-',
  'Appellants.',
  'Delia Storm (argued)andIvo Quill, Youth Rights ',
  'Inc., Albany, New York; Nell R. Pike, Desert Center for Law in the Public Interest, ',
  'Tucson, Arizona; for  Plaintiffs-',
  'Appellees.',
].join('\n')

const SIXTH = [
  'ARGUED: Bram Ketterer, LIBERTY LAW CENTER, Flint, Michigan, for Appellant.  Sofia M. Varga,',
  'Lansing, Michigan, for Appellees.',
  'ON BRIEF: Bram Ketterer, LIBERTY LAW CENTER, Flint, Michigan, for Appellant.  Sofia M.',
  'Varga, Lansing, Michigan, for Appellees.',
].join('\n')

const LISTED = [
  'Argued May 2, 1991.',
  'Hedda K. Lund, Gen. Counsel, Pieter Olsen, Staff Atty., Gwen Tarr (argued),',
  'Cabinet for Family Services, Office of the Counsel, Dover, Ky., for defendants-',
  'appellants.',
].join('\n')

describe('an appellate appearance group', () => {
  test('the group closes with the side of all its lawyers, though the side wraps', () => {
    const text =
      'Ann Roe, Roe Law, Troy, Ohio; Carl Doe, Doe LLP, Akron, Ohio; for Defendants-\nAppellants.'
    expect(groupClose(text, 7)?.forWhom).toBe('defendants-appellants')
  })

  test('no close past a sentence’s end', () => {
    expect(groupClose('Ann Roe spoke at length. Later, for appellees, …', 7)).toBeNull()
  })

  test('a "for" inside a firm’s name is not the client', () => {
    expect(forInsideName('Ivo Quill, Desert Center ')).toBe(true)
    expect(forInsideName('Ivo Quill, Albany, New York, ')).toBe(false)
    expect(forInsideName('Ivo Quill, Attorneys ')).toBe(false)
  })

  test('each lawyer of the group is for its side', () => {
    const read = counselOf(onePage(NINTH))
    const side = (name: string) => read.find((c) => c.name === name)?.forWhom
    expect(side('Rowan T. Keller')).toBe('defendants-appellants')
    expect(side('Delia Storm')).toBe('plaintiffs-appellees')
  })

  test('asked who argued for the plaintiffs-appellees, the appellants’ lawyer is no answer', () => {
    expect(
      counselAnswer('Who argued for the plaintiffs-appellees in the Ninth Circuit appeal?', NINTH)
        ?.name,
    ).toBe('Delia Storm')
    expect(counselAnswer('Who argued for the defendants-appellants?', NINTH)?.name).toBe(
      'Rowan T. Keller',
    )
  })
})

describe('who argued', () => {
  test('"(argued)" after another lawyer’s name is that lawyer’s', () => {
    expect(arguedAfter(', Staff Atty., Gwen Tarr (argued),')).toBe(false)
    expect(arguedAfter(' (argued), Cabinet for Family Services')).toBe(true)
    expect(arguedAfter(', Civil Division, U.S. Department of Justice (argued)')).toBe(true)
    expect(counselAnswer('Who argued for the defendants-appellants?', LISTED)?.name).toBe(
      'Gwen Tarr',
    )
  })

  test('the lawyers of an "ARGUED:" paragraph argued, not those "ON BRIEF:"', () => {
    const at = SIXTH.indexOf('Sofia')
    expect(arguedSection(SIXTH, at)).toBe(true)
    expect(arguedSection(SIXTH, SIXTH.lastIndexOf('Bram'))).toBe(false)
    expect(arguedSection('Argued: April 9, 2031\nDecided: May 1, 2031\n\nAnn Roe', 40)).toBe(false)
    const found = counselAnswer(
      'Who argued for the appellant Nils Ott in the Sixth Circuit?',
      SIXTH,
    )
    expect(found?.name).toBe('Bram Ketterer')
    expect(found?.forWhom).toBe('appellant')
  })
})

describe('whom a lawyer represents', () => {
  test('"purporting to represent the plaintiff class" names the client, not a plan "for" a parish', () => {
    const text = [
      'Lionel K. Brandt, an attorney purporting to represent',
      'the plaintiff class, brings this appeal from an order approving a plan',
      'for Marsh Parish public schools.',
    ].join('\n')
    expect(representsSide(text.replace(/\n/g, ' '), 200)).toBe('plaintiff class')
    expect(counselOf(onePage(text)).find((c) => c.name === 'Lionel K. Brandt')?.forWhom).toBe(
      'plaintiff class',
    )
    expect(
      counselAnswer('Who represented the Marsh Parish School Board on appeal?', text),
    ).toBeNull()
  })
})
