// Held-out round 1: hand-written texts in the style of federal court orders (a public-domain
// genre), labelled by hand. First run before any tuning, then used to fix the recognisers (see
// index.ts). Names and numbers are invented.
import { amountLabel, courtLabel, dateLabel, docketLabel, judgeLabel, partyLabels } from '../labels'
import type { LabelledDocument } from '../types'

const SDNY = 'United States District Court for the Southern District of New York'

const opinion: LabelledDocument = {
  id: 'hw-sdny-opinion',
  kind: 'opinion and order',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `Case 1:22-cv-08123-RWK     Document 57     Filed 03/14/24     Page 1 of 3
UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
--------------------------------------------------------------x
MERIDIAN CAPITAL PARTNERS LP, individually
and on behalf of all others similarly situated,
                                   Plaintiff,
                                                                22-CV-8123 (RWK)
              -against-
                                                                MEMORANDUM OPINION
HALVERSON DIGITAL HOLDINGS, INC., PETRA                         AND ORDER
LINDQVIST, and OWEN R. MADDOX,
                                   Defendants.
--------------------------------------------------------------x
RACHEL W. KESSLER, United States District Judge:
Lead Plaintiff Meridian Capital Partners LP brings this putative securities class action
against Halverson Digital Holdings, Inc. ("Halverson" or the "Company") and two of its former
officers under Sections 10(b) and 20(a) of the Securities Exchange Act of 1934. The Amended
Complaint, filed on June 2, 2023, alleges that Defendants misrepresented the Company's
subscriber growth between November 8, 2021 and August 15, 2022. Defendants move to dismiss
under Rules 9(b) and 12(b)(6) and the Private Securities Litigation Reform Act ("PSLRA").
For the reasons that follow, the motion is GRANTED in part and DENIED in part.
BACKGROUND
Halverson reported 4.2 million paying subscribers for the third quarter of 2021. On August
15, 2022, the Company disclosed that roughly 610,000 of those accounts were duplicates, and
its share price fell from $31.40 to $19.85, a decline of about 37 percent.`,
    },
    {
      page: 2,
      text: `Case 1:22-cv-08123-RWK     Document 57     Filed 03/14/24     Page 2 of 3
LEGAL STANDARD
To survive a motion to dismiss, a complaint must plead "enough facts to state a claim to
relief that is plausible on its face." Bell Atl. Corp. v. Twombly, 550 U.S. 544, 570 (2007).
Securities fraud claims must also satisfy the heightened pleading requirements of Rule 9(b)
and the PSLRA. See ATSI Commc'ns, Inc. v. Shaar Fund, Ltd., 493 F.3d 87, 99 (2d Cir. 2007);
In re Vantage Point Sec. Litig., No. 19-cv-4471 (PKC), 2021 WL 1187654, at *4 (S.D.N.Y.
Mar. 29, 2021) (dismissing claims premised on subscriber metrics).
DISCUSSION
The Court agrees with Defendants that statements made before March 1, 2022 are not alleged
with the particularity the PSLRA requires. As to the later statements, however, the
confidential witnesses describe internal reports, circulated to Lindqvist and Maddox, showing
the duplicate accounts. That suffices at this stage. See Novak v. Kasaks, 216 F.3d 300, 311
(2d Cir. 2000). The parties' dispute about loss causation, including Defendants' argument that
the $11.55 drop reflected market-wide conditions, raises questions of fact.`,
    },
    {
      page: 3,
      text: `Case 1:22-cv-08123-RWK     Document 57     Filed 03/14/24     Page 3 of 3
CONCLUSION
For the foregoing reasons, Defendants' motion to dismiss is GRANTED as to statements made
before March 1, 2022 and otherwise DENIED. Defendants shall answer the Amended Complaint
within twenty-one days. The initial pretrial conference is scheduled for April 18, 2024 at
11:00 a.m. in Courtroom 15C. The Clerk of Court is respectfully directed to terminate the
motion pending at ECF No. 41.
SO ORDERED.
Dated: March 14, 2024
       New York, New York
                                            ______________________________
                                                 RACHEL W. KESSLER
                                            United States District Judge`,
    },
  ],
  labels: [
    courtLabel(SDNY),
    docketLabel('22-CV-8123-RWK'),
    judgeLabel('Rachel W. Kessler'),
    ...partyLabels(
      ['Meridian Capital Partners LP'],
      ['Halverson Digital Holdings, Inc.', 'Petra Lindqvist', 'Owen R. Maddox'],
    ),
    dateLabel('Date of order', 'When was the order signed?', '2024-03-14'),
    dateLabel('Conference', 'When is the initial pretrial conference?', '2024-04-18'),
    dateLabel('Trial date', 'When is trial scheduled?', null),
    amountLabel('Settlement amount', 'What is the settlement amount?', null),
  ],
}

const schedulingOrder: LabelledDocument = {
  id: 'hw-ded-scheduling-order',
  kind: 'scheduling order',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `IN THE UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF DELAWARE

LUMENPATH OPTICS, LLC,                    )
                                          )
               Plaintiff,                 )
                                          )
        v.                                )    C.A. No. 23-1187-GBW
                                          )
CORALINE NETWORKS, INC.,                  )
                                          )
               Defendant.                 )

                              SCHEDULING ORDER

     This 9th day of January, 2024, the Court having conducted an initial Rule 16(b)
scheduling conference pursuant to Local Rule 16.1(b), and the parties having determined after
discussion that the matter cannot be resolved at this juncture by settlement, voluntary
mediation, or binding arbitration;
     IT IS ORDERED that:
     1.   Rule 26(a)(1) Initial Disclosures. Unless otherwise agreed to by the parties, the
parties shall make their initial disclosures pursuant to Federal Rule of Civil Procedure
26(a)(1) within five (5) days of the date of this Order.
     2.   Joinder of Other Parties and Amendment of Pleadings. All motions to join other
parties, and to amend or supplement the pleadings, shall be filed on or before May 17, 2024.
     3.   Claim Construction Hearing. The Court will hear argument on claim construction on
September 9, 2024, beginning at 10:00 a.m.`,
    },
    {
      page: 2,
      text: `     4.   Fact Discovery. All fact discovery shall be initiated so that it will be completed
on or before March 28, 2025.
     5.   Expert Discovery. All expert discovery shall be completed on or before July 11, 2025.
     6.   Case Dispositive Motions. All case dispositive motions shall be served and filed on or
before August 8, 2025. No case dispositive motion under Rule 56 may be filed more than ten
(10) days before the above date without leave of the Court.
     7.   Pretrial Conference. On November 20, 2025, the Court will hold a pretrial conference
in Court with counsel beginning at 1:00 p.m.
     8.   Trial. This matter is scheduled for a five (5) day jury trial beginning at 9:30 a.m. on
December 8, 2025, with the subsequent trial days beginning at 9:00 a.m.

                                   ____________________________________
                                   The Honorable Gregory B. Wendt
                                   United States District Judge`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the District of Delaware'),
    docketLabel('23-1187-GBW'),
    judgeLabel('Gregory B. Wendt'),
    ...partyLabels(['Lumenpath Optics, LLC'], ['Coraline Networks, Inc.']),
    dateLabel('Markman hearing', 'When is the claim construction hearing?', '2024-09-09'),
    dateLabel('Fact discovery cutoff', 'When must fact discovery be completed?', '2025-03-28'),
    dateLabel('Trial date', 'When does the jury trial begin?', '2025-12-08'),
    dateLabel('Order date', 'What is the date of the order?', '2024-01-09'),
    amountLabel('Damages', 'How much in damages is claimed?', null),
  ],
}

const summaryOrder: LabelledDocument = {
  id: 'hw-2cir-summary-order',
  kind: 'summary order',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `23-1045-cv
Okafor v. Trident Maritime Services, LLC

                    UNITED STATES COURT OF APPEALS
                       FOR THE SECOND CIRCUIT

                              SUMMARY ORDER

RULINGS BY SUMMARY ORDER DO NOT HAVE PRECEDENTIAL EFFECT. CITATION TO A SUMMARY ORDER FILED ON
OR AFTER JANUARY 1, 2007, IS PERMITTED AND IS GOVERNED BY FEDERAL RULE OF APPELLATE PROCEDURE
32.1 AND THIS COURT'S LOCAL RULE 32.1.1.

     At a stated term of the United States Court of Appeals for the Second Circuit, held at the
Thurgood Marshall United States Courthouse, 40 Foley Square, in the City of New York, on the
12th day of June, two thousand twenty-four.

PRESENT:
          DENISE A. HARTWELL,
          MARCO T. BELLINI,
          SUSAN K. OYELARAN,
                    Circuit Judges.
_____________________________________

CHINEDU OKAFOR,

                    Plaintiff-Appellant,

          v.                                                  No. 23-1045-cv

TRIDENT MARITIME SERVICES, LLC, ATLAS
CREWING CORP.,

                    Defendants-Appellees.
_____________________________________`,
    },
    {
      page: 2,
      text: `     Appeal from a judgment of the United States District Court for the Eastern District of
New York (Chen, J.).
     UPON DUE CONSIDERATION, IT IS HEREBY ORDERED, ADJUDGED, AND DECREED that the judgment of
the district court entered on April 27, 2023 is AFFIRMED.
     Plaintiff-Appellant Chinedu Okafor appeals from the district court's grant of summary
judgment dismissing his claims under the Jones Act, 46 U.S.C. § 30104, and for maintenance and
cure. We review a grant of summary judgment de novo. Kee v. City of New York, 12 F.4th 150, 157
(2d Cir. 2021). We assume the parties' familiarity with the underlying facts, the procedural
history, and the issues on appeal.
     Okafor sought $1.8 million for injuries he says he suffered aboard the M/V Castine in
February 2021. The district court held that Okafor was not a "seaman" because he spent less
than 30 percent of his working time in the service of a vessel in navigation. See Chandris,
Inc. v. Latsis, 515 U.S. 347, 371 (1995). We agree.
     We have considered Okafor's remaining arguments and find them to be without merit.
Accordingly, we AFFIRM the judgment of the district court.
                                   FOR THE COURT:
                                   Margaret L. Dunleavy, Clerk of Court`,
    },
  ],
  labels: [
    courtLabel('United States Court of Appeals for the Second Circuit'),
    docketLabel('23-1045-cv'),
    ...partyLabels(['Chinedu Okafor'], ['Trident Maritime Services, LLC', 'Atlas Crewing Corp.']),
    dateLabel('Order date', 'On what date was the summary order entered?', '2024-06-12'),
    dateLabel('Judgment below', 'When was the district court judgment entered?', '2023-04-27'),
    amountLabel('Amount sought', 'How much did the appellant seek?', {
      amount: 1800000,
      currency: 'USD',
    }),
  ],
}

const dismissal: LabelledDocument = {
  id: 'hw-sdtex-stipulated-dismissal',
  kind: 'stipulation of dismissal',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `                       IN THE UNITED STATES DISTRICT COURT
                       FOR THE SOUTHERN DISTRICT OF TEXAS
                                HOUSTON DIVISION

GULF REACH FABRICATION, LLC,               §
                                           §
     Plaintiff,                            §
                                           §
v.                                         §     CIVIL ACTION NO. 4:23-cv-02961
                                           §
SABLE POINT ENERGY PARTNERS, L.P.,         §
                                           §
     Defendant.                            §

          JOINT STIPULATION OF DISMISSAL WITH PREJUDICE

     Plaintiff Gulf Reach Fabrication, LLC and Defendant Sable Point Energy Partners, L.P.
hereby stipulate, pursuant to Federal Rule of Civil Procedure 41(a)(1)(A)(ii), to the
dismissal of all claims in this action with prejudice, each party to bear its own attorneys'
fees and costs. The parties resolved this dispute through a confidential settlement agreement.

Dated: February 2, 2024                  Respectfully submitted,

/s/ Caroline M. Duarte                   /s/ Wesley T. Farrow
Caroline M. Duarte                       Wesley T. Farrow
Attorney-in-Charge for Plaintiff         Attorney-in-Charge for Defendant

                                    ORDER
     The Court, having considered the parties' Joint Stipulation of Dismissal, ORDERS that
this action is DISMISSED WITH PREJUDICE.
     SIGNED on this ____ day of ______________, 2024.

                                   ____________________________________
                                   UNITED STATES DISTRICT JUDGE`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Southern District of Texas'),
    docketLabel('4:23-cv-02961'),
    judgeLabel(null),
    ...partyLabels(['Gulf Reach Fabrication, LLC'], ['Sable Point Energy Partners, L.P.']),
    dateLabel('Stipulation date', 'When was the stipulation dated?', '2024-02-02'),
    dateLabel('Order signed', 'When did the judge sign the dismissal order?', null),
    amountLabel('Settlement amount', 'What is the settlement amount?', null),
  ],
}

/** Hand-written federal orders and stipulations. */
export const FEDERAL_ORDERS: LabelledDocument[] = [
  opinion,
  schedulingOrder,
  summaryOrder,
  dismissal,
]
