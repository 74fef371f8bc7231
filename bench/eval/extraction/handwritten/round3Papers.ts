// Held-out round 3: hand-written papers written after every change to the recognisers and never
// used to tune them (see index.ts): a Washington federal complaint, California civil minutes, a
// New Jersey state complaint, a Ninth Circuit memorandum, a Pennsylvania federal order and a
// release. Labelled by hand; names invented.
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

const wdwa: LabelledDocument = {
  id: 'hw3-wdwa-complaint',
  kind: 'complaint',
  source: 'handwritten',
  round: 3,
  pages: [
    {
      page: 1,
      text: `                                               The Honorable Miriam O. Sato

                       UNITED STATES DISTRICT COURT
                      WESTERN DISTRICT OF WASHINGTON
                                AT SEATTLE

 DANIELA REYES-FONTAINE,                         NO. 2:24-cv-00987-MOS

                          Plaintiff,             COMPLAINT FOR DAMAGES
                                                 (DISCRIMINATION AND RETALIATION)
         v.
                                                 JURY DEMAND
 CASCADE TIMBERWORKS, INC., a Washington
 corporation,

                          Defendant.

                              I. INTRODUCTION
 1.1   Plaintiff Daniela Reyes-Fontaine worked as a mill supervisor for Cascade Timberworks,
 Inc. from April 2019 until her termination on September 15, 2023, nine days after she
 reported safety violations to the Department of Labor and Industries.
 1.2   She seeks back pay of not less than $184,000, front pay, emotional distress damages,
 and her attorneys' fees under RCW 49.60.030(2).

 DATED this 9th day of May, 2024.
                                        HARLAN STOUT PLLC
                                        By: s/ Imogen Harlan
                                        Imogen Harlan, WSBA #51127
                                        Attorneys for Plaintiff`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Western District of Washington'),
    docketLabel('2:24-cv-00987-MOS'),
    judgeLabel('Miriam O. Sato'),
    ...partyLabels(['Daniela Reyes-Fontaine'], ['Cascade Timberworks, Inc.']),
    dateLabel('Filing date', 'When was the complaint filed?', '2024-05-09'),
    dateLabel('Termination date', 'When was the plaintiff terminated?', '2023-09-15'),
    amountLabel('Back pay', 'How much back pay does the plaintiff seek?', usd(184000)),
  ],
}

const cdcalMinutes: LabelledDocument = {
  id: 'hw3-cdcal-minutes',
  kind: 'civil minutes',
  source: 'handwritten',
  round: 3,
  pages: [
    {
      page: 1,
      text: `                        UNITED STATES DISTRICT COURT
                       CENTRAL DISTRICT OF CALIFORNIA

                          CIVIL MINUTES - GENERAL

 Case No.   2:23-cv-04411-MWF-AGR                      Date: February 26, 2024
 Title:     Avery Pruitt v. Lumina Home Goods, Inc.

 Present: The Honorable MICHAEL W. FARRELL, UNITED STATES DISTRICT JUDGE
       Rita Sanchez                                  Not Reported
       Deputy Clerk                                  Court Reporter

 Proceedings (In Chambers): ORDER GRANTING PLAINTIFF'S MOTION FOR PRELIMINARY
                            APPROVAL OF CLASS ACTION SETTLEMENT [54]

 Before the Court is Plaintiff Avery Pruitt's Motion for Preliminary Approval of Class Action
 Settlement (the "Motion"), filed on January 12, 2024. Under the Settlement, Defendant Lumina
 Home Goods, Inc. will pay a non-reversionary settlement fund of $2.4 million to resolve claims
 that its "Made in USA" labels were false. Class Counsel may seek fees of up to 25% of the fund,
 or $600,000.
 The Motion is GRANTED. The Final Approval Hearing is set for July 15, 2024 at 10:00 a.m.
 IT IS SO ORDERED.
                                                      Initials of Preparer: rs`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Central District of California'),
    docketLabel('2:23-cv-04411-MWF-AGR'),
    judgeLabel('Michael W. Farrell'),
    ...partyLabels(['Avery Pruitt'], ['Lumina Home Goods, Inc.']),
    dateLabel('Order date', 'What is the date of the minute order?', '2024-02-26'),
    dateLabel('Final approval hearing', 'When is the final approval hearing?', '2024-07-15'),
    dateLabel('Motion filed', 'When was the motion filed?', '2024-01-12'),
    amountLabel('Settlement fund', 'How much is the settlement fund?', usd(2400000)),
  ],
}

const njSuperior: LabelledDocument = {
  id: 'hw3-nj-superior-complaint',
  kind: 'complaint',
  source: 'handwritten',
  round: 3,
  pages: [
    {
      page: 1,
      text: `VASQUEZ & OYELOWO, LLC
 150 Main Street, Hackensack, New Jersey 07601
 Attorneys for Plaintiff

 PALISADES ORTHOPEDIC GROUP, P.A.,        SUPERIOR COURT OF NEW JERSEY
                                          LAW DIVISION: BERGEN COUNTY
                 Plaintiff,
                                          DOCKET NO.: BER-L-004512-24
         v.
                                                   Civil Action
 GARDEN MUTUAL HEALTH PLAN, INC.,
                                          COMPLAINT AND JURY DEMAND
                 Defendant.

     Plaintiff Palisades Orthopedic Group, P.A. ("Palisades"), by way of Complaint against
 Defendant Garden Mutual Health Plan, Inc. ("Garden Mutual"), says:
     1.   Between March 1, 2022 and February 28, 2024, Palisades provided emergency orthopedic
 care to 312 Garden Mutual members and submitted claims totaling $1,962,440.18.
     2.   Garden Mutual paid $411,025.60 of those claims and denied the rest.
     WHEREFORE, Palisades demands judgment for $1,551,414.58, together with interest, costs
 and counsel fees.
 Dated: June 28, 2024                     VASQUEZ & OYELOWO, LLC`,
    },
  ],
  labels: [
    courtLabel('Superior Court of New Jersey, Law Division, Bergen County'),
    docketLabel('BER-L-004512-24'),
    judgeLabel(null),
    ...partyLabels(['Palisades Orthopedic Group, P.A.'], ['Garden Mutual Health Plan, Inc.']),
    amountLabel('Amount demanded', 'How much does the complaint demand?', usd(1551414.58)),
    dateLabel('Filing date', 'When was the complaint filed?', '2024-06-28'),
    dateLabel('Hearing date', 'When is the hearing?', null),
  ],
}

const ninthCircuit: LabelledDocument = {
  id: 'hw3-9cir-memorandum',
  kind: 'memorandum disposition',
  source: 'handwritten',
  round: 3,
  pages: [
    {
      page: 1,
      text: `                          NOT FOR PUBLICATION                           FILED
                                                                         MAY 20 2024
                   UNITED STATES COURT OF APPEALS                  MOLLY C. DWYER, CLERK
                                                                  U.S. COURT OF APPEALS
                          FOR THE NINTH CIRCUIT

 OSWIN TREMBLAY,                                   No. 23-15522

                 Plaintiff-Appellant,              D.C. No. 3:21-cv-08874-JD

   v.
                                                   MEMORANDUM*
 VERIDIAN CLOUD SERVICES, INC.,

                 Defendant-Appellee.

                  Appeal from the United States District Court
                     for the Northern District of California
                   James Donnelly, District Judge, Presiding

                         Submitted May 14, 2024**
                         San Francisco, California

 Before: AKINS, BELLWETHER, and CORDOVA, Circuit Judges.

     Oswin Tremblay appeals the district court's order compelling arbitration of his wage
 claims and dismissing the action. We have jurisdiction under 28 U.S.C. § 1291. We review de
 novo. Lim v. TForce Logistics, LLC, 8 F.4th 992, 999 (9th Cir. 2021). We affirm.
     AFFIRMED.`,
    },
  ],
  labels: [
    courtLabel('United States Court of Appeals for the Ninth Circuit'),
    docketLabel('23-15522'),
    ...partyLabels(['Oswin Tremblay'], ['Veridian Cloud Services, Inc.']),
    dateLabel('Filed', 'When was the memorandum filed?', '2024-05-20'),
    dateLabel('Submitted', 'When was the appeal submitted?', '2024-05-14'),
    amountLabel('Damages', 'How much in damages was awarded?', null),
  ],
}

const edpaOrder: LabelledDocument = {
  id: 'hw3-edpa-order',
  kind: 'order',
  source: 'handwritten',
  round: 3,
  pages: [
    {
      page: 1,
      text: `                  IN THE UNITED STATES DISTRICT COURT
                FOR THE EASTERN DISTRICT OF PENNSYLVANIA

 KEYSTONE RIVER OUTFITTERS, LLC               :          CIVIL ACTION
                                              :
              v.                              :
                                              :
 BRANDYWINE TRAIL GEAR CO., et al.            :          NO. 23-3318

                                      ORDER

     AND NOW, this 12th day of March, 2024, upon consideration of the parties' Joint Motion for
 Entry of a Stipulated Protective Order (ECF No. 27), it is hereby ORDERED that the Motion is
 GRANTED. The Stipulated Protective Order attached to the Motion is APPROVED and shall govern
 the production of confidential information in this action. A telephone status conference
 will be held on April 9, 2024 at 2:00 p.m.

                                              BY THE COURT:

                                              /s/ Rosalind E. Hartwell
                                              ROSALIND E. HARTWELL, J.`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Eastern District of Pennsylvania'),
    docketLabel('23-3318'),
    judgeLabel('Rosalind E. Hartwell'),
    ...partyLabels(['Keystone River Outfitters, LLC'], ['Brandywine Trail Gear Co.']),
    dateLabel('Order date', 'When was the order entered?', '2024-03-12'),
    dateLabel('Status conference', 'When is the status conference?', '2024-04-09'),
  ],
}

const release: LabelledDocument = {
  id: 'hw3-release',
  kind: 'release',
  source: 'handwritten',
  round: 3,
  pages: [
    {
      page: 1,
      text: `                        RELEASE OF ALL CLAIMS

     For the sole consideration of Ninety-Five Thousand Dollars ($95,000.00), the receipt and
 sufficiency of which is hereby acknowledged, the undersigned, Marguerite Okonkwo-Hale
 ("Releasor"), hereby releases and forever discharges Pinnacle Parcel Express, LLC and its
 insurer, Ridgeline Casualty Company (together, "Releasees"), from any and all claims arising
 out of the motor vehicle accident that occurred on or about October 2, 2022, on Route 9 in
 Saratoga Springs, New York.
     Releasor understands that this is a compromise of a disputed claim, and that payment is not
 an admission of liability. Of the settlement sum, $31,666.67 will be paid to Releasor's
 attorneys, Barrow & Quist LLP, for fees.
     Executed this 14th day of August, 2023.

                                        _______________________________
                                        Marguerite Okonkwo-Hale`,
    },
  ],
  labels: [
    courtLabel(null),
    docketLabel(null),
    judgeLabel(null),
    ...partyLabels(null, null),
    amountLabel('Settlement amount', 'How much is paid for the release?', usd(95000)),
    dateLabel('Accident date', 'When did the accident occur?', '2022-10-02'),
    dateLabel('Execution date', 'When was the release executed?', '2023-08-14'),
  ],
}

/** Round 3 of the hand-written held-out set: never used to tune the recognisers. */
export const ROUND3_PAPERS: LabelledDocument[] = [
  wdwa,
  cdcalMinutes,
  njSuperior,
  ninthCircuit,
  edpaOrder,
  release,
]
