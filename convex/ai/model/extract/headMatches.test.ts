import { describe, expect, it } from 'vitest'
import { matchesOf } from './headMatches'

const HEADED =
  /(?<=^(?:[^\n]*\n){0,4}[ \t]*)(?:Elm|ELM)[ \t]+(?:Review|REVIEW)[ \t]+(?:Board|BOARD)(?=[ \t]*(?:\n|$))/g

const spans = (found: Iterable<RegExpMatchArray>) => [...found].map((m) => [m.index, m[0]] as const)

describe('matchesOf', () => {
  it('finds what a whole-page scan finds for a pattern anchored to the first five lines', () => {
    const pages = [
      'ELM REVIEW BOARD\nIn the matter of Wren\n',
      'Decision\n\n\n  Elm Review Board\nbody text goes on\nElm Review Board\n',
      'one\ntwo\nthree\nfour\nElm Review Board\nsix\n',
      'one\ntwo\nthree\nfour\nfive\nElm Review Board\n',
      'Elm Review Board',
      'Elm Review Board\nElm Review Board\n',
      '',
      'one\ntwo\nthree\nfour\nElm Review',
    ]
    for (const page of pages)
      expect(spans(matchesOf(page, HEADED))).toEqual(spans(page.matchAll(HEADED)))
  })

  it('scans a pattern of any other shape as matchAll does', () => {
    const plain = /Board/g
    const page = 'Board\nBoard and Board'
    expect(spans(matchesOf(page, plain))).toEqual(spans(page.matchAll(plain)))
  })
})
