// Held-out round 1: hand-written texts in the style of the other papers a litigation file holds
// (a letter motion, a notice of hearing, a class settlement notice, a settlement agreement, a law
// firm's invoice), labelled by hand. First run before any tuning, then used to fix the
// recognisers (see index.ts). Names are invented.
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

const letterMotion: LabelledDocument = {
  id: 'hw-sdny-letter-motion',
  kind: 'letter',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `                              ABERNATHY STONE LLP
                    600 Third Avenue, 22nd Floor | New York, NY 10016
                                 (212) 555-0107

                                                              Julian R. Sato
                                                              jsato@abernathystone.test

April 1, 2024

VIA ECF
The Honorable Andrew C. Lambert
United States District Judge
Southern District of New York
40 Foley Square
New York, New York 10007

     Re:  Lopez v. Harborview Logistics, Inc., No. 1:23-cv-07781 (ACL)

Dear Judge Lambert:
     We represent Defendant Harborview Logistics, Inc. in the above-referenced action. We write,
with Plaintiff's consent, to request a thirty-day extension of the deadline to complete fact
discovery, from April 5, 2024 to May 6, 2024. This is the parties' first request for an
extension of this deadline.
     The extension is needed because a third-party warehouse operator, subpoenaed on January 19,
2024, has not completed its production. Courts in this District routinely grant such requests.
See, e.g., Ortiz v. Brightwater Foods, No. 21-cv-2203 (LJL), 2022 WL 4481120, at *1 (S.D.N.Y.
Sept. 27, 2022). The requested extension would not affect the trial date, which has not been
set, or any other deadline.
     We thank the Court for its attention to this matter.
                                        Respectfully submitted,
                                        /s/ Julian R. Sato
                                        Julian R. Sato
cc: All counsel of record (via ECF)`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Southern District of New York'),
    docketLabel('1:23-cv-07781-ACL'),
    judgeLabel('Andrew C. Lambert'),
    ...partyLabels(['Lopez'], ['Harborview Logistics, Inc.']),
    dateLabel('Letter date', 'What is the date of the letter?', '2024-04-01'),
    dateLabel('Current deadline', 'What is the current fact discovery deadline?', '2024-04-05'),
    dateLabel('Trial date', 'When is trial?', null),
    amountLabel('Amount demanded', 'What amount is demanded?', null),
  ],
}

const hearingNotice: LabelledDocument = {
  id: 'hw-lasc-hearing-notice',
  kind: 'notice of hearing',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `Monica T. Alvarado (State Bar No. 301442)
malvarado@redwoodcounsel.test
REDWOOD COUNSEL APC
555 W. Fifth Street, 31st Floor
Los Angeles, California 90013
Attorneys for Defendant SUNCREST PROPERTY MANAGEMENT, INC.

                SUPERIOR COURT OF THE STATE OF CALIFORNIA
                      FOR THE COUNTY OF LOS ANGELES

KEISHA HOLLOWAY, an individual,           Case No. 23STCV18842

          Plaintiff,                      [Assigned for all purposes to the Hon. Lorraine
                                          P. Escobar, Dept. 56]
     v.
                                          NOTICE OF HEARING ON DEMURRER TO
SUNCREST PROPERTY MANAGEMENT, INC., a     PLAINTIFF'S FIRST AMENDED COMPLAINT
California corporation; and DOES 1
through 25, inclusive,                    Hearing Date: July 16, 2024
                                          Time:         8:30 a.m.
          Defendants.                     Dept.:        56

                                          Action Filed: August 4, 2023
                                          Trial Date:   None Set

TO ALL PARTIES AND THEIR ATTORNEYS OF RECORD:
     PLEASE TAKE NOTICE that on July 16, 2024, at 8:30 a.m., or as soon thereafter as the
matter may be heard, in Department 56 of the above-entitled Court, located at 111 North Hill
Street, Los Angeles, California 90012, Defendant Suncrest Property Management, Inc. will and
hereby does demur to the First Amended Complaint filed by Plaintiff Keisha Holloway.
     The demurrer is made on the ground that the First Amended Complaint fails to state facts
sufficient to constitute a cause of action. Code Civ. Proc. § 430.10(e).
DATED: May 28, 2024                       REDWOOD COUNSEL APC
                                          By: /s/ Monica T. Alvarado`,
    },
  ],
  labels: [
    courtLabel('Superior Court of the State of California, County of Los Angeles'),
    docketLabel('23STCV18842'),
    judgeLabel('Lorraine P. Escobar'),
    ...partyLabels(['Keisha Holloway'], ['Suncrest Property Management, Inc.']),
    dateLabel('Hearing date', 'When is the hearing on the demurrer?', '2024-07-16'),
    dateLabel('Action filed', 'When was the action filed?', '2023-08-04'),
    dateLabel('Trial date', 'When is trial set?', null),
  ],
}

const settlementNotice: LabelledDocument = {
  id: 'hw-edny-settlement-notice',
  kind: 'class settlement notice',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `                  UNITED STATES DISTRICT COURT FOR THE EASTERN DISTRICT OF NEW YORK

         Fenwick v. Clearwater Mobile, Inc., Case No. 2:22-cv-03310 (GRB)(ARL)

    If you paid an "activation fee" to Clearwater Mobile between March 1, 2019 and June 30,
    2022, you could get a payment from a class action settlement.

            A federal court authorized this notice. This is not a solicitation from a lawyer.

•    A settlement has been reached with Clearwater Mobile, Inc. ("Clearwater") in a class action
     lawsuit claiming that Clearwater charged undisclosed activation fees. Clearwater denies
     that it did anything wrong.
•    Clearwater has agreed to pay $8,750,000 into a Settlement Fund. After deduction of
     attorneys' fees of up to one-third of the Settlement Fund ($2,916,666.67), litigation
     expenses, and a service award of $10,000 to the Class Representative, the remaining funds
     will be distributed to Class Members who submit valid claims.
•    The Court will hold a Final Approval Hearing on October 21, 2024 at 10:30 a.m. before the
     Honorable Gerald R. Brisbane at the United States Courthouse, 100 Federal Plaza, Central
     Islip, New York 11722.`,
    },
    {
      page: 2,
      text: `                YOUR LEGAL RIGHTS AND OPTIONS IN THIS SETTLEMENT
SUBMIT A CLAIM FORM     The only way to get a payment. Claims must be submitted online or
                        postmarked by November 15, 2024.
EXCLUDE YOURSELF        Get no payment. You must mail a written request for exclusion
                        postmarked no later than September 30, 2024.
OBJECT                  Write to the Court about why you do not like the settlement.
                        Objections must be filed or postmarked no later than September 30, 2024.
     Questions? Call 1-888-555-0193 or visit www.clearwateractivationsettlement.test.
     Please do not contact the Court or the Clerk's Office.`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Eastern District of New York'),
    docketLabel('2:22-cv-03310-GRB-ARL'),
    judgeLabel('Gerald R. Brisbane'),
    ...partyLabels(['Fenwick'], ['Clearwater Mobile, Inc.']),
    amountLabel('Settlement fund', 'How much is the settlement fund?', usd(8750000)),
    amountLabel(
      'Service award',
      'How much is the service award to the class representative?',
      usd(10000),
    ),
    dateLabel('Final approval hearing', 'When is the final approval hearing?', '2024-10-21'),
    dateLabel('Objection deadline', 'What is the deadline to object?', '2024-09-30'),
    dateLabel('Claim deadline', 'By when must claim forms be submitted?', '2024-11-15'),
  ],
}

const settlementAgreement: LabelledDocument = {
  id: 'hw-flsa-settlement-agreement',
  kind: 'settlement agreement',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `                      SETTLEMENT AGREEMENT AND RELEASE

     This Settlement Agreement and Release (the "Agreement") is made and entered into as of
February 9, 2024, by and between Tomas Reyes ("Plaintiff") and Bright Harbor Restaurant Group
LLC ("Bright Harbor" or "Defendant") (each a "Party" and together, the "Parties").
                                  RECITALS
     WHEREAS, on July 21, 2023, Plaintiff commenced an action against Defendant in the United
States District Court for the Eastern District of New York, captioned Reyes v. Bright Harbor
Restaurant Group LLC, Case No. 1:23-cv-05518 (the "Action"), asserting claims for unpaid
overtime under the Fair Labor Standards Act and the New York Labor Law;
     WHEREAS, Defendant denies any liability or wrongdoing;
     NOW, THEREFORE, the Parties agree as follows:
     1.   Settlement Payment. Defendant shall pay the total sum of Forty-Two Thousand Dollars and
Zero Cents ($42,000.00) (the "Settlement Amount"), inclusive of attorneys' fees and costs, in
full settlement of the Action.
     2.   Allocation. Of the Settlement Amount, $27,333.34 shall be paid to Plaintiff and
$14,666.66 shall be paid to Plaintiff's counsel, Delgado Wren PLLC, for attorneys' fees and
costs.
     3.   Timing. The Settlement Amount shall be paid within thirty (30) days after the Court
approves this Agreement and dismisses the Action with prejudice.`,
    },
    {
      page: 2,
      text: `     4.   Release. In exchange for the Settlement Amount, Plaintiff releases Defendant from all
wage-and-hour claims arising on or before the date of this Agreement.
     5.   Governing Law. This Agreement shall be governed by the laws of the State of New York.
     IN WITNESS WHEREOF, the Parties have executed this Agreement as of the date first written
above.
TOMAS REYES                                BRIGHT HARBOR RESTAURANT GROUP LLC

_________________________                  By: _________________________
                                           Name: Priscilla Wan
                                           Title: Chief Executive Officer`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Eastern District of New York'),
    docketLabel('1:23-cv-05518'),
    judgeLabel(null),
    ...partyLabels(['Tomas Reyes'], ['Bright Harbor Restaurant Group LLC']),
    amountLabel('Settlement amount', 'What is the total settlement amount?', usd(42000)),
    amountLabel('Attorneys fees', "How much goes to plaintiff's counsel for fees?", usd(14666.66)),
    dateLabel('Agreement date', 'What is the date of the agreement?', '2024-02-09'),
    dateLabel('Action commenced', 'When was the action commenced?', '2023-07-21'),
    dateLabel('Hearing date', 'When is the fairness hearing?', null),
  ],
}

const invoice: LabelledDocument = {
  id: 'hw-law-firm-invoice',
  kind: 'invoice',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `DELGADO WREN PLLC
88 Pine Street, 14th Floor
New York, NY 10005
Tax ID 13-5550192

INVOICE
Invoice No.:    2024-0317
Invoice Date:   04/30/2024
Due Date:       05/30/2024
Client:         Tomas Reyes
Matter:         Reyes v. Bright Harbor (wage claims) - Matter No. 10442-003

For professional services rendered through April 30, 2024:

Date         Timekeeper   Description                                      Hours    Amount
04/02/2024   M. Delgado   Review settlement approval papers                 1.20   $660.00
04/11/2024   J. Wren      Draft Cheeks submission; confer with client       3.50 $1,575.00
04/23/2024   M. Delgado   Court conference re settlement approval           0.80   $440.00

Total fees this invoice                                                            $2,675.00
Disbursements (filing, courier, transcript)                                          $312.40
Previous balance                                                                  $15,439.10
TOTAL AMOUNT DUE                                                                  $18,426.50

Payment is due within 30 days. Please reference the invoice number with your payment.`,
    },
  ],
  labels: [
    courtLabel(null),
    docketLabel(null),
    judgeLabel(null),
    // The matter line names the case by its parties.
    ...partyLabels(['Reyes'], ['Bright Harbor']),
    amountLabel('Total due', 'What is the total amount due?', usd(18426.5)),
    amountLabel('Disbursements', 'How much are the disbursements?', usd(312.4)),
    dateLabel('Invoice date', 'What is the invoice date?', '2024-04-30'),
    dateLabel('Due date', 'When is payment due?', '2024-05-30'),
  ],
}

/** Hand-written letters, notices, an agreement and an invoice. */
export const OTHER_PAPERS: LabelledDocument[] = [
  letterMotion,
  hearingNotice,
  settlementNotice,
  settlementAgreement,
  invoice,
]
