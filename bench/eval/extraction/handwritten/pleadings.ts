// Held-out round 1: hand-written texts in the style of a complaint and an answer filed in federal
// courts, labelled by hand. First run before any tuning, then used to fix the recognisers (see
// index.ts). Names are invented.
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

const cand: LabelledDocument = {
  id: 'hw-ndcal-complaint',
  kind: 'complaint',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `Priya N. Raghavan (SBN 287114)
praghavan@coastlinelaw.test
COASTLINE LAW GROUP LLP
1 Embarcadero Center, Suite 2200
San Francisco, California 94111
Telephone: (415) 555-0188

Attorneys for Plaintiffs and the Proposed Class

                         UNITED STATES DISTRICT COURT
                       NORTHERN DISTRICT OF CALIFORNIA
                              SAN JOSE DIVISION

ELENA VASQUEZ and DARIUS COLE, on behalf of       Case No. 5:24-cv-01873
themselves and all others similarly situated,
                                                  CLASS ACTION COMPLAINT FOR
                    Plaintiffs,                   VIOLATIONS OF THE CALIFORNIA
                                                  INVASION OF PRIVACY ACT
          v.
                                                  DEMAND FOR JURY TRIAL
BRIGHTLOOP MEDIA, INC.,

                    Defendant.

     Plaintiffs Elena Vasquez and Darius Cole ("Plaintiffs"), individually and on behalf of all
others similarly situated, bring this class action against Brightloop Media, Inc.
("Brightloop" or "Defendant") and allege as follows on personal knowledge as to themselves and
on information and belief as to all other matters.
                            NATURE OF THE ACTION
     1.   Brightloop embeds tracking code in the checkout pages of more than 1,200 online
retailers. Since at least January 2022, that code has intercepted the contents of shoppers'
communications, including names, addresses and card details, without their consent.`,
    },
    {
      page: 2,
      text: `                          JURISDICTION AND VENUE
     2.   This Court has subject matter jurisdiction under the Class Action Fairness Act, 28
U.S.C. § 1332(d), because the amount in controversy exceeds $5,000,000, exclusive of interest
and costs, there are more than 100 members of the proposed class, and at least one member of
the class is a citizen of a state different from Defendant.
     3.   Brightloop reported revenue of $212 million in fiscal year 2023, much of it from
selling audience profiles built with the intercepted data.
     4.   CIPA provides for statutory damages of $5,000 per violation. Cal. Penal Code § 637.2(a).
See also Javier v. Assurance IQ, LLC, No. 21-16351, 2022 WL 1744107, at *2 (9th Cir. May 31,
2022).
                            PRAYER FOR RELIEF
     WHEREFORE, Plaintiffs pray for judgment against Defendant awarding statutory damages,
injunctive relief, and reasonable attorneys' fees and costs.
                            DEMAND FOR JURY TRIAL
     Plaintiffs demand a trial by jury on all claims so triable.
Dated: March 22, 2024                 COASTLINE LAW GROUP LLP
                                      By: /s/ Priya N. Raghavan
                                          Priya N. Raghavan`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the Northern District of California'),
    docketLabel('5:24-cv-01873'),
    judgeLabel(null),
    ...partyLabels(['Elena Vasquez', 'Darius Cole'], ['Brightloop Media, Inc.']),
    dateLabel('Filing date', 'When was the complaint filed?', '2024-03-22'),
    dateLabel('Hearing date', 'When is the hearing?', null),
    amountLabel('Amount in controversy', 'What amount in controversy is alleged?', usd(5000000)),
    amountLabel(
      'Statutory damages',
      'What statutory damages per violation are available?',
      usd(5000),
    ),
  ],
}

const njAnswer: LabelledDocument = {
  id: 'hw-dnj-answer',
  kind: 'answer',
  source: 'handwritten',
  round: 1,
  pages: [
    {
      page: 1,
      text: `Case 2:23-cv-21177-ES-JSA   Document 18   Filed 02/20/24   Page 1 of 2 PageID: 214
KESSLER MARANO LLP
40 Park Avenue, Suite 900
Florham Park, New Jersey 07932
Attorneys for Defendant Pinecrest Home Health Services, LLC

                        UNITED STATES DISTRICT COURT
                           DISTRICT OF NEW JERSEY

ANGELA MORRISON, on behalf of herself and        Hon. Esther Salas-Quinn, U.S.D.J.
all others similarly situated,                   Hon. Jacob S. Aldana, U.S.M.J.

                    Plaintiff,                   Civil Action No. 2:23-cv-21177 (ES)(JSA)

     v.
                                                 ANSWER AND AFFIRMATIVE DEFENSES TO
PINECREST HOME HEALTH SERVICES, LLC,             PLAINTIFF'S COLLECTIVE AND CLASS
                                                 ACTION COMPLAINT
                    Defendant.

     Defendant Pinecrest Home Health Services, LLC ("Pinecrest"), by its undersigned counsel,
answers the Collective and Class Action Complaint (the "Complaint") filed by Plaintiff Angela
Morrison on November 30, 2023 as follows:
     1.   Admits that Plaintiff purports to bring claims under the Fair Labor Standards Act and
the New Jersey Wage and Hour Law, but denies that Plaintiff is entitled to any relief.
     2.   Admits that Plaintiff was employed as a home health aide from March 2021 to August
2023 at an hourly rate of $17.50, and otherwise denies the allegations of paragraph 2.`,
    },
    {
      page: 2,
      text: `Case 2:23-cv-21177-ES-JSA   Document 18   Filed 02/20/24   Page 2 of 2 PageID: 215
                           AFFIRMATIVE DEFENSES
     1.   The Complaint fails to state a claim upon which relief can be granted.
     2.   Plaintiff's claims are barred, in whole or in part, by the applicable statute of
limitations, 29 U.S.C. § 255.
     3.   Pinecrest acted in good faith and had reasonable grounds for believing that its pay
practices complied with the FLSA. See Martin v. Cooper Elec. Supply Co., 940 F.2d 896, 907
(3d Cir. 1991).
Dated: February 20, 2024                  KESSLER MARANO LLP
                                          By: /s/ Lionel P. Garrity
                                              Lionel P. Garrity`,
    },
  ],
  labels: [
    courtLabel('United States District Court for the District of New Jersey'),
    docketLabel('2:23-cv-21177-ES-JSA'),
    judgeLabel('Esther Salas-Quinn'),
    ...partyLabels(['Angela Morrison'], ['Pinecrest Home Health Services, LLC']),
    dateLabel('Filing date', 'When was the answer filed?', '2024-02-20'),
    dateLabel('Complaint filed', 'When was the complaint filed?', '2023-11-30'),
    amountLabel('Settlement amount', 'What is the settlement amount?', null),
  ],
}

/** Hand-written federal pleadings. */
export const PLEADINGS: LabelledDocument[] = [cand, njAnswer]
