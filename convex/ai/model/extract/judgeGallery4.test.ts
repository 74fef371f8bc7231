// Judges as US courts print them, a fourth gallery (session 24): reporter synopses that name the
// decision's author before "held" and the judge below before what that judge did, author lines
// that are no author ("Dissenting, Judge …", "…, Circuit Judge, filed a dissenting opinion"), a
// judge the caption sues or prosecutes, a legislature's officers and an organisation named
// "Justice …", and a margin stamp before a signature's title. Every name and number is invented.
import { describe, expect, test } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { judgeSuedInCaption } from './judgeParties'

const MOTION = 'Pending before the Court is the motion. The motion is GRANTED.\n'

const SYNOPSES: GalleryCase[] = [
  {
    name: 'a synopsis: "The District Court, NAME, Circuit Judge, sitting by designation, held"',
    pages: [
      `Synopsis\nResidents sued to enjoin construction of the highway. The District Court, Halloran,\nCircuit Judge, sitting by designation, held that: (1) the court had jurisdiction.\n\nMotion granted.\n\nORDER GRANTING PRELIMINARY INJUNCTION\n\n${MOTION}`,
    ],
    judge: 'Halloran',
  },
  {
    name: 'a synopsis: the court below\u2019s "Court, NAME, J., of …", the author "per NAME, J."',
    pages: [
      `Synopsis\nDefendant was convicted in the Elm Circuit Court,\nMarcus T. Delacroix, J., of robbery. The Court of Appeals reversed and on rehearing held,\nper  Ostrowski,  J.,  that the conviction must be reduced.\n\nOPINION ON REHEARING\n\nOSTROWSKI, Judge.\n\nWe grant rehearing.\n`,
    ],
    judge: 'Ostrowski',
  },
  {
    name: 'a two-column print: an author line "…  NAME, Circuit Judge, sitting by designation."',
    pages: [
      `United States District Court,\nD. Elm.\nORDER GRANTING MOTION\nIda KANE, et al., Plaintiffs,\nv.\nJohn A. MOREAU, as Director, et   VASQUEZ-LIND, Circuit Judge, sitting by designation.\nal., Defendants.\n\n${MOTION}`,
    ],
    judge: 'Vasquez-Lind',
  },
  {
    name: 'a D. Mass. memorandum heading "SURNAME, D.J." with its date two spaces on',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF MASSACHUSETTS\n\nCIVIL ACTION NO. 24-11873-ABC\n\nTALBOT, D.J.    March 4, 2024\n\nMEMORANDUM AND ORDER\n\n${MOTION}`,
    ],
    judge: 'Talbot',
  },
]

const NOT_AUTHORS: GalleryCase[] = [
  {
    name: 'a Ninth Circuit summary: "Opinion By Judge NAME"; "Dissenting, Judge NAME stated …"',
    pages: [
      `Before:  Ada M. Vree and Paul O. Sand, Circuit\nJudges, and Lena T. Ruiz,* District Judge.\n\nOpinion By Judge Ruiz;\nDissent by Judge Sand\n\nSUMMARY\n\nThe panel affirmed the injunction.\nDissenting, Judge Sand stated that the panel misread precedent.\n`,
    ],
    judge: 'Ruiz',
  },
  {
    name: 'a headnote\u2019s "NAME, Circuit Judge, filed a dissenting opinion."',
    pages: [
      `Ordered accordingly.\nKestrel, Circuit Judge, filed a dissenting opinion.\n\nBefore KESTREL, LUND and ABERNATHY, Circuit Judges.\n\nABERNATHY, Circuit Judge:\n\nThe appellants petition for permission to appeal.\n`,
    ],
    judge: 'Abernathy',
  },
  {
    name: 'the order of a judge in another case ("the Order of Chief Judge NAME, in X v. Y")',
    pages: [
      `ORDER\n\nBy Order of May 2, 1968, this court directed the defendants to comply with the Order of Chief\nJudge Harlan P. Wexley, Jr., in Doane v. Marlow County School District, decided in 1967.\n`,
    ],
    judge: null,
  },
]

const PARTIES_AND_OFFICES: GalleryCase[] = [
  {
    name: 'a judge prosecuted: "UNITED STATES v. / NAME, / Defendant." then "Hon. NAME moves"',
    pages: [
      `UNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF ELM\n\nUNITED STATES OF AMERICA,\n\n     Plaintiff,\n\nv.\n\nMIRELLA J. OKONKWO,          Case No. 24-CR-00311\n\n     Defendant.\n\nDEFENDANT\u2019S MOTION TO DISMISS\n\nHon. Mirella J. Okonkwo moves for an order dismissing the indictment.\n`,
    ],
    judge: null,
  },
  {
    name: 'a judge sued "in his individual and official capacities", then "Judge NAME"',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF ELM\n\nDORA PELL, on behalf of herself and others similarly situated,\nPlaintiffs,\nv.\nSILAS R. THORNE, in his individual and\nofficial capacities, and ASHBY CITY\nCOURT,\nDefendants.\n\nSETTLEMENT AGREEMENT\n\nThis Agreement is made by and among the Ashby City Court and Judge Silas R. Thorne ("Thorne").\n`,
    ],
    judge: null,
  },
  {
    name: 'an amicus brief listing a legislature\u2019s officers: "the Honorable NAME, Speaker of the House"',
    pages: [
      `BRIEF OF AMICUS CURIAE\n\n2 The Advisory Group comprises the Honorable Vera L. Castine, Speaker of the House, the\nHonorable Orrin T. Pask, Majority Leader, and the Honorable Lyle Brandt, Republican Whip.\n`,
    ],
    judge: null,
  },
  {
    name: 'an organisation named "JUSTICE …" heading the caption',
    pages: [
      `UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF COLUMBIA\n\nJUSTICE RIVER ALLIANCE,\n\n          Plaintiffs,\n\nCiv. Action No. 1:24-cv-01177\nv.\n\nFEDERAL WATER AGENCY, et al.,\n\n          Defendants.\n\nJOINT MOTION TO CONSOLIDATE\n`,
    ],
    judge: null,
  },
]

const SIGNATURES: GalleryCase[] = [
  {
    name: 'N.D. Cal.: the margin stamp\u2019s letters on the signature\u2019s lines',
    pages: [
      `IT IS SO ORDERED.\nDated:  May 2, 2019\nrt ______________________________________\ntcirt 16  ORLA P. VANTERPOOL\nS d nr United States District Judge\nee 17\n`,
    ],
    judge: 'Orla P. Vanterpool',
  },
]

runGallery('judge gallery 4: synopses and author lines', SYNOPSES)
runGallery('judge gallery 4: no author', NOT_AUTHORS)
runGallery('judge gallery 4: parties and other offices', PARTIES_AND_OFFICES)
runGallery('judge gallery 4: signatures', SIGNATURES)

describe('a judge the caption sues', () => {
  test('the caption’s judge column is no party', () => {
    const caption = `DORA PELL,   )\n  Plaintiff,  )  Judge Silas R. Thorne\nv.  )\nASHBY CITY COURT,  )\n  Defendant.  )\n`
    expect(judgeSuedInCaption([{ page: 1, text: caption }], 'Silas R. Thorne')).toBe(false)
  })
  test('a plaintiff judge is no defendant', () => {
    const caption = `SILAS R. THORNE,\n  Plaintiff,\nv.\nASHBY CITY COURT,\n  Defendant.\n`
    expect(judgeSuedInCaption([{ page: 1, text: caption }], 'Silas R. Thorne')).toBe(false)
  })
})
