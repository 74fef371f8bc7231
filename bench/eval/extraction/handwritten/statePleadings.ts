// Held-out round 1: hand-written texts in the style of complaints filed in state courts
// (Delaware Chancery, New York Supreme, Cook County), labelled by hand. First run before any
// tuning, then used to fix the recognisers (see index.ts). Names are invented.
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

const chancery: LabelledDocument = {
  id: 'hw-del-chancery-complaint',
  kind: 'complaint',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `EFiled: Oct 03 2023 04:12PM EDT
Transaction ID 70981234
Case No. 2023-1004-LWW
           IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE

THE ROSALIND HEIGHTS FIREFIGHTERS'          )
PENSION SYSTEM, on behalf of itself and all )
others similarly situated,                  )
                                            )
                    Plaintiff,              )
                                            )   C.A. No. 2023-1004-LWW
          v.                                )
                                            )
NATHANIEL A. PRICE, GRETA SOLBERG, MARCUS   )
IBE, and TELLURIDE SOFTWARE CORP.,          )
                                            )
                    Defendants.             )

              VERIFIED STOCKHOLDER CLASS ACTION COMPLAINT

     Plaintiff The Rosalind Heights Firefighters' Pension System ("Plaintiff"), by its
undersigned counsel, alleges the following upon information and belief, except as to
allegations specifically pertaining to Plaintiff, which are made upon personal knowledge.
     1.   This action challenges the acquisition of Telluride Software Corp. ("Telluride") by
Northgate Equity Partners for $42.50 per share in cash, a transaction valued at approximately
$3.1 billion (the "Merger"), which closed on July 18, 2023.
     2.   The Merger was negotiated by a special committee whose chair, Defendant Solberg, had
a long business relationship with Northgate.`,
    },
    {
      page: 2,
      text: `     3.   Under Corwin v. KKR Financial Holdings LLC, 125 A.3d 304, 308 (Del. 2015), a fully
informed vote of disinterested stockholders can cleanse a transaction, but the proxy here
omitted the chair's relationship entirely.
     4.   Telluride's stockholders approved the Merger at a special meeting held on June 29,
2023. Plaintiff seeks damages on behalf of the class in an amount to be determined at trial.

                                          GRANT & FOLEY LLP

                                          /s/ Helen J. Mortimer
OF COUNSEL:                               Helen J. Mortimer (#5521)
                                          1201 N. Market Street
Abbott Whitcombe LLP                      Wilmington, Delaware 19801
                                          (302) 555-0144
Dated: October 3, 2023                    Counsel for Plaintiff`,
    },
  ],
  labels: [
    courtLabel('Court of Chancery of the State of Delaware'),
    docketLabel('2023-1004-LWW'),
    judgeLabel(null),
    ...partyLabels(
      ["The Rosalind Heights Firefighters' Pension System"],
      ['Nathaniel A. Price', 'Greta Solberg', 'Marcus Ibe', 'Telluride Software Corp.'],
    ),
    amountLabel('Merger price', 'What was the merger consideration per share?', usd(42.5)),
    dateLabel('Filing date', 'When was the complaint filed?', '2023-10-03'),
    dateLabel('Closing date', 'When did the merger close?', '2023-07-18'),
    dateLabel('Stockholder vote', 'When was the special meeting held?', '2023-06-29'),
  ],
}

const nySupreme: LabelledDocument = {
  id: 'hw-nysupreme-complaint',
  kind: 'complaint',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `FILED: NEW YORK COUNTY CLERK 05/22/2023 03:41 PM                      INDEX NO. 652817/2023
NYSCEF DOC. NO. 1                                               RECEIVED NYSCEF: 05/22/2023

SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF NEW YORK
------------------------------------------------------------------X
HARLOW & FINCH DESIGN STUDIO LLC,
                                                  Index No.: 652817/2023
                              Plaintiff,
                                                  VERIFIED COMPLAINT
            - against -

ST. ALDRIC HOSPITALITY GROUP, INC. and
ALDRIC 57TH STREET OWNER LLC,

                              Defendants.
------------------------------------------------------------------X
     Plaintiff Harlow & Finch Design Studio LLC ("Harlow & Finch"), by its attorneys, Pell
Garrison LLP, as and for its Verified Complaint against defendants St. Aldric Hospitality
Group, Inc. and Aldric 57th Street Owner LLC (together, "Defendants"), alleges as follows:
                              THE PARTIES
     1.   Harlow & Finch is a New York limited liability company with its principal place of
business at 210 Lafayette Street, New York, New York.
     2.   On September 14, 2021, Harlow & Finch and Defendants entered into a design services
agreement (the "Agreement") for the renovation of a 212-room hotel at 118 West 57th Street.
     3.   The Agreement required Defendants to pay Harlow & Finch a fixed fee of $3,900,000 in
monthly installments, with a late charge of 1.5% per month on unpaid balances.`,
    },
    {
      page: 2,
      text: `FILED: NEW YORK COUNTY CLERK 05/22/2023 03:41 PM                      INDEX NO. 652817/2023
NYSCEF DOC. NO. 1                                               RECEIVED NYSCEF: 05/22/2023
     4.   Harlow & Finch fully performed. Defendants stopped paying after the January 2023
invoice and have refused to pay the remaining balance despite written demand dated March 6,
2023.
                    AS AND FOR A FIRST CAUSE OF ACTION
                            (Breach of Contract)
     5.   By reason of the foregoing, Harlow & Finch has been damaged in an amount to be
determined at trial, but not less than $2,350,000, together with interest.
     WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in an
amount not less than $2,350,000, plus contractual late charges, interest, costs, and
disbursements.
Dated: New York, New York
       May 22, 2023
                                        PELL GARRISON LLP
                                        By: /s/ Adrian K. Voss
                                        Attorneys for Plaintiff`,
    },
  ],
  labels: [
    courtLabel('Supreme Court of the State of New York, County of New York'),
    docketLabel('652817/2023'),
    judgeLabel(null),
    ...partyLabels(
      ['Harlow & Finch Design Studio LLC'],
      ['St. Aldric Hospitality Group, Inc.', 'Aldric 57th Street Owner LLC'],
    ),
    dateLabel('Filing date', 'When was the complaint filed?', '2023-05-22'),
    dateLabel('Agreement date', 'When did the parties enter into the agreement?', '2021-09-14'),
    amountLabel('Damages claimed', 'How much in damages does the plaintiff claim?', usd(2350000)),
    amountLabel('Contract fee', 'What fixed fee did the agreement require?', usd(3900000)),
  ],
}

const cookCounty: LabelledDocument = {
  id: 'hw-cook-county-complaint',
  kind: 'complaint',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `                                                       FILED
                                                       9/5/2023 11:02 AM
                                                       CLERK OF THE CIRCUIT COURT
                                                       COOK COUNTY, IL
                                                       2023L009114

              IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS
                   COUNTY DEPARTMENT, LAW DIVISION

MARCUS BELL,                                )
                                            )
               Plaintiff,                   )
                                            )
     v.                                     )     No. 2023 L 009114
                                            )
CITYLINE TRANSIT, INC., an Illinois         )
corporation, and DOREEN PALMER,             )     JURY DEMANDED
                                            )
               Defendants.                  )

                          COMPLAINT AT LAW
     Plaintiff, MARCUS BELL, by his attorneys, Okonjo & Reilly, P.C., complains of Defendants,
CITYLINE TRANSIT, INC. and DOREEN PALMER, and states:
                        COUNT I - NEGLIGENCE
     1.   On or about August 17, 2023, Plaintiff was a passenger on a bus owned by Defendant
CITYLINE TRANSIT, INC. and driven by Defendant DOREEN PALMER southbound on Halsted Street.
     2.   At approximately 7:40 a.m. that day, PALMER braked suddenly while changing lanes, and
Plaintiff was thrown into a metal stanchion, fracturing his left wrist.
     WHEREFORE, Plaintiff demands judgment against Defendants in an amount in excess of
$50,000, plus costs of suit.
                                        Respectfully submitted,
                                        /s/ Tessa Okonjo
                                        Attorney for Plaintiff
Okonjo & Reilly, P.C. - Firm No. 61822
200 W. Adams Street, Suite 1500, Chicago, Illinois 60606`,
    },
  ],
  labels: [
    courtLabel('Circuit Court of Cook County, Illinois'),
    docketLabel('2023 L 009114'),
    judgeLabel(null),
    ...partyLabels(['Marcus Bell'], ['Cityline Transit, Inc.', 'Doreen Palmer']),
    dateLabel('Incident date', 'When did the incident occur?', '2023-08-17'),
    dateLabel('Filing date', 'When was the complaint filed?', '2023-09-05'),
    amountLabel('Damages sought', 'How much in damages does the plaintiff seek?', usd(50000)),
  ],
}

/** Hand-written state-court complaints. */
export const STATE_PLEADINGS: LabelledDocument[] = [chancery, nySupreme, cookCounty]
