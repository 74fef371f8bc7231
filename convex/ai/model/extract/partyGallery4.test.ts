// The caption gallery, parties part four: the federal courts' printed forms (the AO 440 summons
// with "Plaintiff(s)" under a rule, the AO 245B criminal judgment with no role words), appellate
// captions (Texas' roles after the names, a Ninth Circuit semicolon list with "DOES, 1 through
// 10"), Arizona's "husband and wife", and a family-law heading cut from its subject.
// Invented names and numbers, written from how those forms print, not from the corpus.
import { describe, expect, test } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { partyNames } from './partyNames'

const CASES: GalleryCase[] = [
  {
    name: 'AO 440 summons, Plaintiff(s) under a rule',
    pages: [
      `AO 440 (Rev. 06/12) Summons in a Civil Action

                     UNITED STATES DISTRICT COURT
                                for the
                      Eastern District of Virginia

               PERPETUA L. ACHEBE                )
                                                 )
                                                 )
_______________________________________________ )
                    Plaintiff(s)                 )
                                                 )
                        v.                       )    Civil Action No. 1:24-cv-00912
                                                 )
          OLD DOMINION FREIGHT BROKERS, INC.     )
                                                 )
_______________________________________________ )
                   Defendant(s)                  )

                        SUMMONS IN A CIVIL ACTION`,
    ],
    plaintiffs: ['Perpetua L. Achebe'],
    defendants: ['Old Dominion Freight Brokers, Inc.'],
  },
  {
    name: 'AO 245B criminal judgment, no role words',
    pages: [
      `AO 245B (Rev. 09/19) Judgment in a Criminal Case

                     UNITED STATES DISTRICT COURT
                       Northern District of Ohio

        UNITED STATES OF AMERICA             )    JUDGMENT IN A CRIMINAL CASE
                   v.                        )
                                             )
          DOMINIC RAY CALLOWAY               )    Case Number: 1:22-CR-00117-001
                                             )    USM Number: 81234-060
                                             )
                                             )    Marisa T. Keane
                                             )    Defendant's Attorney`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['Dominic Ray Calloway'],
  },
  {
    name: 'Texas court of appeals, roles after the names, V. between',
    pages: [
      `                              In The
                        Court of Appeals
               Fifth District of Texas at Dallas
                      No. 05-23-00411-CV

             LONE STAR PIPE & SUPPLY, LLC, Appellant

                                V.

                   ORVILLE J. BRANNIGAN, Appellee

          On Appeal from the 191st Judicial District Court
                        Dallas County, Texas`,
    ],
    plaintiffs: ['Lone Star Pipe & Supply, LLC'],
    defendants: ['Orville J. Brannigan'],
  },
  {
    name: 'Ninth Circuit memorandum, semicolon list, et al.',
    pages: [
      `                    UNITED STATES COURT OF APPEALS
                          FOR THE NINTH CIRCUIT

HARRIET OKONKWO, an individual,                 No. 23-55102

                Plaintiff-Appellant,            D.C. No. 2:21-cv-07714-ODW

  v.                                            MEMORANDUM*

CITY OF PALMDALE; ANTELOPE VALLEY
TRANSIT AUTHORITY; DOES, 1 through 10,

                Defendants-Appellees.`,
    ],
    plaintiffs: ['Harriet Okonkwo'],
    defendants: ['City of Palmdale', 'Antelope Valley Transit Authority'],
  },
  {
    name: 'Arizona superior court, husband and wife descriptor',
    pages: [
      `                   IN THE SUPERIOR COURT OF THE STATE OF ARIZONA
                       IN AND FOR THE COUNTY OF MARICOPA

ESTEBAN RUIZ and CLAUDIA RUIZ, husband and       No. CV2023-014455
wife,
                                                  COMPLAINT
                    Plaintiffs,                   (Tort – Motor Vehicle)
v.

DESERT SUN CONCRETE, L.L.C., an Arizona limited
liability company; JOHN DOES I-X; ABC
CORPORATIONS I-X,

                    Defendants.`,
    ],
    plaintiffs: ['Esteban Ruiz', 'Claudia Ruiz'],
    defendants: ['Desert Sun Concrete, L.L.C.'],
  },
]

runGallery('party caption gallery, part four', CASES)

describe('a heading cut from its subject', () => {
  test('"IN RE: THE MARRIAGE OF" names no one', () => {
    expect(partyNames('IN RE: THE MARRIAGE OF')).toEqual([])
  })
})
