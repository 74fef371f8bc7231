import { describe, expect, test } from 'vitest'
import { findBodyParties } from './bodyParties'

const names = (text: string) =>
  Object.fromEntries(findBodyParties(text).map((party) => [party.role, party.names]))

describe('findBodyParties', () => {
  test('a complaint that opens on the plaintiff, and names the defendant it sues', () => {
    const text =
      'COMPLAINT\n\nPlaintiff, the United States of America, acting upon notification by the Elm Commission (“Commission”), for its Complaint alleges:\n\n1. Plaintiff brings this action against Defendant Roe Media, Inc. (“Roe”) under Section 16.'
    expect(names(text)).toEqual({
      plaintiffs: ['United States of America'],
      defendants: ['Roe Media, Inc.'],
    })
  })

  test("an agency's complaint: the agency that has reason to believe", () => {
    const text =
      'COMPLAINT\n\nThe Federal Elm Commission (“Commission”), having reason to believe that Roe, Inc., a corporation, has violated the Act, alleges:'
    expect(names(text)).toEqual({ plaintiffs: ['Federal Elm Commission'] })
  })

  test('prose that names a plaintiff without pleading is no statement', () => {
    expect(names('The court notes that Plaintiff, the Roe Trust, was late.')).toEqual({})
  })
})
