// Held-out round 2, continued: a New York decision and order, a federal subpoena form, a demand
// letter and an arbitration demand, written and first run as round2CourtPapers.ts was. Labelled by
// hand; names invented.
import {
  amountLabel,
  courtLabel,
  dateLabel,
  docketLabel,
  judgeLabel,
  partyLabels,
  usd,
} from '../labels'
import type { LabelledDocument } from '../types'

const nyDecision: LabelledDocument = {
  id: 'hw2-nysupreme-decision',
  kind: 'decision and order',
  source: 'handwritten',
  round: 2,
  pages: [
    {
      page: 1,
      text: `FILED: NEW YORK COUNTY CLERK 03/19/2024 11:52 AM                    INDEX NO. 654321/2022
NYSCEF DOC. NO. 88                                              RECEIVED NYSCEF: 03/19/2024

              SUPREME COURT OF THE STATE OF NEW YORK
                        NEW YORK COUNTY
PRESENT:       HON. LUCIA M. FERRANTE                        PART                61
                                              Justice
---------------------------------------------------------------X    INDEX NO.     654321/2022
RIVERTON ARTS COLLECTIVE, INC.,                                     MOTION DATE   01/10/2024
                              Plaintiff,                            MOTION SEQ. NO.     002
                    - v -
BRANDT OSWALD, DEMETRIA OSWALD,                                     DECISION + ORDER ON
                                                                    MOTION
                              Defendants.
---------------------------------------------------------------X
The following e-filed documents, listed by NYSCEF document number (Motion 002) 45, 46, 47, 60,
61, 72 were read on this motion to/for SUMMARY JUDGMENT.
     Upon the foregoing documents, plaintiff's motion for summary judgment on its first cause of
action is granted. Defendants executed a personal guaranty dated June 14, 2021 of the lease
obligations of Oswald Studio LLC, and do not dispute that $318,250.00 in rent remains unpaid.
The Clerk is directed to enter judgment in favor of plaintiff and against defendants, jointly
and severally, in the amount of $318,250.00, with interest at the statutory rate from January
1, 2023.
     3/18/2024
       DATE                                          LUCIA M. FERRANTE, J.S.C.`,
    },
  ],
  labels: [
    courtLabel('Supreme Court of the State of New York, County of New York'),
    docketLabel('654321/2022'),
    judgeLabel('Lucia M. Ferrante'),
    ...partyLabels(['Riverton Arts Collective, Inc.'], ['Brandt Oswald', 'Demetria Oswald']),
    amountLabel('Judgment amount', 'In what amount is judgment entered?', usd(318250)),
    dateLabel('Motion date', 'What is the motion date?', '2024-01-10'),
    dateLabel('Decision date', 'When was the decision signed?', '2024-03-18'),
    dateLabel('Guaranty date', 'What is the date of the guaranty?', '2021-06-14'),
  ],
}

const subpoena: LabelledDocument = {
  id: 'hw2-dmass-subpoena',
  kind: 'subpoena',
  source: 'handwritten',
  round: 2,
  pages: [
    {
      page: 1,
      text: `AO 88B (Rev. 02/14) Subpoena to Produce Documents, Information, or Objects or to Permit Inspection of Premises in a Civil Action

                       UNITED STATES DISTRICT COURT
                                  for the
                         District of Massachusetts

         ORCHID VALE BIOLOGICS, INC.                 )
                   Plaintiff                         )
                      v.                             )      Civil Action No. 1:23-cv-12044-ADB
         TRANSLUCE THERAPEUTICS CORP.                )
                   Defendant                         )

          SUBPOENA TO PRODUCE DOCUMENTS, INFORMATION, OR OBJECTS
          OR TO PERMIT INSPECTION OF PREMISES IN A CIVIL ACTION

To:  Keeper of Records, Albright Contract Research Organization, 400 Summer Street, Boston, MA

     Production: YOU ARE COMMANDED to produce at the time, date, and place set forth below the
following documents, electronically stored information, or objects, and to permit inspection,
copying, testing, or sampling of the material: See Schedule A.

 Place: Pell & Winthrop LLP, 1 Federal Street, Boston, MA 02110     Date and Time:
                                                                    07/22/2024 9:00 am

Date:      06/28/2024
                  CLERK OF COURT
                                                       OR
                  ________________________                   /s/ Harriet J. Winthrop
                  Signature of Clerk or Deputy Clerk              Attorney's signature`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the District of Massachusetts'),
    docketLabel('1:23-cv-12044-ADB'),
    judgeLabel(null),
    ...partyLabels(['Orchid Vale Biologics, Inc.'], ['Transluce Therapeutics Corp.']),
    dateLabel('Production date', 'When must the documents be produced?', '2024-07-22'),
    dateLabel('Issued', 'What date was the subpoena issued?', '2024-06-28'),
    amountLabel('Witness fee', 'What witness fee is tendered?', null),
  ],
}

const demandLetter: LabelledDocument = {
  id: 'hw2-demand-letter',
  kind: 'letter',
  source: 'handwritten',
  round: 2,
  pages: [
    {
      page: 1,
      text: `                           MARLOWE KIRBY & ASSOCIATES
                     2200 Ross Avenue, Suite 4100 · Dallas, Texas 75201

June 3, 2024

VIA CERTIFIED MAIL AND EMAIL
Ms. Renata Lindgren
General Counsel
Sunfield Solar Installations, Inc.
1800 Lamar Boulevard
Austin, Texas 78703

     Re:  Unpaid invoices of Bexley Electrical Contractors, LLC

Dear Ms. Lindgren:
     This firm represents Bexley Electrical Contractors, LLC ("Bexley"). Between September 2023
and January 2024, Bexley performed electrical work at four Sunfield project sites under the
Master Subcontract Agreement dated August 21, 2023. Sunfield has not paid invoices 1187
through 1203, which total $186,450.00.
     Demand is hereby made for payment of $186,450.00 within ten (10) business days of the date
of this letter. If payment is not received, Bexley will file suit and will seek its attorney's
fees under Section 38.001 of the Texas Civil Practice and Remedies Code, together with interest
at the rate of 1.5% per month as provided in Section 7 of the agreement.
     Nothing in this letter waives any of Bexley's rights or remedies.
                                        Sincerely,
                                        /s/ Theodore Kirby
                                        Theodore Kirby`,
    },
  ],
  labels: [
    courtLabel(null),
    docketLabel(null),
    judgeLabel(null),
    ...partyLabels(null, null),
    amountLabel('Amount demanded', 'How much is demanded?', usd(186450)),
    dateLabel('Letter date', 'What is the date of the letter?', '2024-06-03'),
    dateLabel('Payment deadline', 'By what date must payment be made?', null),
    dateLabel('Agreement date', 'What is the date of the subcontract agreement?', '2023-08-21'),
  ],
}

const arbitrationDemand: LabelledDocument = {
  id: 'hw2-aaa-demand',
  kind: 'arbitration demand',
  source: 'handwritten',
  round: 2,
  pages: [
    {
      page: 1,
      text: `                     AMERICAN ARBITRATION ASSOCIATION
                    COMMERCIAL ARBITRATION TRIBUNAL

                                                 AAA Case No. 01-24-0002-1187

SEABRIGHT MARINE INSURANCE COMPANY,
                         Claimant,
          v.
KESTREL SHIPYARDS, INC.,
                         Respondent.

                     DEMAND FOR ARBITRATION AND STATEMENT OF CLAIM

     Claimant Seabright Marine Insurance Company ("Seabright"), as subrogee of Palisade Ferry
Lines, submits this Demand for Arbitration pursuant to Section 22 of the Vessel Repair
Agreement between Palisade Ferry Lines and Respondent Kestrel Shipyards, Inc. dated April 9,
2022, which requires arbitration of all disputes before the American Arbitration Association.
     1.   On November 17, 2022, a fire broke out in the engine room of the M/V Palisade Star
while it was in Kestrel's dry dock. Seabright paid its insured $2,140,000 under the hull policy
and now claims that amount from Kestrel, together with interest and the costs of arbitration.
     2.   Seabright requests that the hearing be held in New York, New York before a panel of
three arbitrators.
Dated: February 26, 2024                 HALVORSEN PIKE LLP
                                         By: /s/ Ingeborg Halvorsen
                                         Attorneys for Claimant`,
    },
  ],
  labels: [
    courtLabel(null),
    docketLabel('01-24-0002-1187'),
    judgeLabel(null),
    ...partyLabels(['Seabright Marine Insurance Company'], ['Kestrel Shipyards, Inc.']),
    amountLabel('Amount claimed', 'How much does the claimant claim?', usd(2140000)),
    dateLabel('Incident date', 'When did the fire occur?', '2022-11-17'),
    dateLabel('Demand date', 'What is the date of the demand?', '2024-02-26'),
    dateLabel('Hearing date', 'When is the hearing?', null),
  ],
}

/** round-2 hand-written decisions, forms, letters and arbitration papers. */
export const ROUND2_OTHER_PAPERS: LabelledDocument[] = [
  nyDecision,
  subpoena,
  demandLetter,
  arbitrationDemand,
]
