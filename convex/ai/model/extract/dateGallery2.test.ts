// The filing-date gallery, round 2 (session 24): forms unseen filings printed that the first
// gallery lacked: CM/ECF headers that name their district between "Filed" and the date (the
// Southern District of Texas, the Southern District of Florida), the Ninth Circuit's header with
// commas between its fields over an amended opinion's "Filed" and "Amended" lines, and a
// reporter's decision date under a number set with en dashes or with its case type after "No.".
// Names, numbers and dates are invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const CAPTION = `
MARISOL AVENDANO,                  )
            Plaintiff,             )
      v.                           )     CIVIL ACTION NO. H-14-2231
HOLLIS GRAIN COOPERATIVE, INC.,    )
            Defendant.             )`
const PROSE =
  'On August 7, 2014, the plaintiff filed this suit, and the parties have since exchanged the discovery the Court ordered.'

const CASES: GalleryCase[] = [
  {
    name: 'S.D. Tex. header: "Filed in TXSD on 04/17/18"',
    pages: [
      `Case 4:14-cv-02231   Document 205   Filed in TXSD on 04/17/18   Page 1 of 10\nIN THE UNITED STATES DISTRICT COURT\nFOR THE SOUTHERN DISTRICT OF TEXAS\n${CAPTION}\nAGREED ORDER OF DISMISSAL\n${PROSE}\n`,
    ],
    filed: '2018-04-17',
  },
  {
    name: 'S.D. Tex. header, later form: "Filed on 06/03/20 in TXSD"',
    pages: [
      `Case 4:14-cv-02231   Document 112   Filed on 06/03/20 in TXSD   Page 1 of 9\nIN THE UNITED STATES DISTRICT COURT\nFOR THE SOUTHERN DISTRICT OF TEXAS\n${CAPTION}\nMEMORANDUM AND ORDER\n${PROSE}\n`,
    ],
    filed: '2020-06-03',
  },
  {
    name: 'S.D. Fla. header: "Entered on FLSD Docket 05/06/2022"',
    pages: [
      `Case 0:22-cv-61234-RAR   Document 30   Entered on FLSD Docket 05/06/2022   Page 1 of 4\nUNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF FLORIDA\nCASE NO. 22-61234-CIV-RUIZ\n${CAPTION}\nORDER\n${PROSE}\n`,
    ],
    filed: '2022-05-06',
  },
  {
    name: 'Ninth Circuit header over an amended opinion\'s "Filed" and "Amended" lines',
    pages: [
      `Case: 21-35123, 03/09/2024, ID: 12811223, DktEntry: 88, Page 1 of 61\nFOR PUBLICATION\n\nUNITED STATES COURT OF APPEALS\nFOR THE NINTH CIRCUIT\n\nMARISOL AVENDANO,                      No. 21-35123\n        Plaintiff-Appellee,\n    v.                                 ORDER AND\n                                       AMENDED\nHOLLIS GRAIN COOPERATIVE, INC.,        OPINION\n        Defendant-Appellant.\n\nAppeal from the United States District Court\nfor the District of Idaho\n\nArgued and Submitted May 4, 2022\nSeattle, Washington\n\nFiled October 11, 2023\nAmended March 8, 2024\n\nBefore: Ana R. Flores and Peter T. Lund, Circuit Judges.\n`,
    ],
    filed: '2024-03-09',
  },
  {
    name: 'reporter heading: "No. C–84–WS–112." over its "|" and date, the other column beside',
    pages: [
      `Avendano v. Hollis Grain Co-op., 612 F.Supp. 90 (1985)\n\nUnited States District Court, M. D. North Carolina,\nWinston-Salem Division.\nMarisol AVENDANO, Plaintiff,\nv.\nHOLLIS GRAIN COOPERATIVE, INC., Defendant.   The plaintiff sued under the statute for\nNo. C–84–WS–112.   \n|    the wages the cooperative withheld from her\nApril 3, 1985.  during the harvest season of 1983 and asked\n`,
    ],
    filed: '1985-04-03',
  },
  {
    name: 'reporter heading: "No. Civil 81–355–HP." with its case type after the label',
    pages: [
      `Avendano v. Hollis Grain Co-op., 640 F.Supp. 12 (1986)\n\nUnited States District Court, N.D. California.\nMarisol AVENDANO, Plaintiff,\nv.\nHOLLIS GRAIN COOPERATIVE, INC., Defendant.\nNo. Civil 81–355–HP.  the plaintiff's request for an injunction against\n|  the cooperative's withholding of wages from\nMay 6, 1986.  its members and their agents from\n`,
    ],
    filed: '1986-05-06',
  },
]

runGallery('the filing-date gallery, round 2: district headers and reporter headings', CASES)

runGallery("the filing-date gallery, round 2: a judge's letter", [
  {
    name: "a judge's letter to counsel on the chambers' letterhead, dated under it",
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF MARYLAND\nCHAMBERS OF\nHELENA R. STROUD\nUNITED STATES DISTRICT JUDGE\n101 W. LOMBARD STREET\n(410) 555-0142\nMarch 14, 1994\nLETTER TO COUNSEL RE:  Avendano v. Hollis Grain Cooperative\nCivil No. HRS-92-1187\nDear Counsel:\nI have signed the consent decree you submitted. I write to explain two of its terms, and I am docketing this letter as an order of the Court.\n`,
    ],
    filed: '1994-03-14',
  },
  {
    name: 'a motion dated beside its "Respectfully Submitted," a column apart',
    pages: [
      `IN THE UNITED STATES COURT OF APPEALS\nFOR THE FOURTH CIRCUIT\n\nMARISOL AVENDANO,\n  Plaintiff-Appellee,\nv.                                     No. 25-1187\nHOLLIS GRAIN COOPERATIVE, INC.,\n  Defendant-Appellant.\n\nMOTION TO STAY BRIEFING\n\nAppellant asks that briefing be stayed until the lapse in appropriations that began on October 1, 2025 ends.\n\nOctober 3, 2025      Respectfully Submitted,\n\n            JANE T. MORROW\n            Assistant United States Attorney\n`,
    ],
    filed: '2025-10-03',
  },
])
