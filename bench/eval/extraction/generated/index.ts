// The generated part of the evaluation set: cases drawn from a seeded generator, and for each a
// document of one of eleven kinds written from the case's facts, so every label is known.
import type { LabelledDocument } from '../types'
import { caseFacts } from './caseFacts'
import { invoice, servicesAgreement, settlementAgreement } from './commercial'
import { opinion, schedulingOrder } from './orders'
import { depositionNotice, letter, settlementNotice } from './papers'
import { answer, complaint, motion } from './pleadings'
import { seeded } from './random'

const KINDS = [
  complaint,
  answer,
  motion,
  schedulingOrder,
  opinion,
  letter,
  depositionNotice,
  settlementNotice,
  settlementAgreement,
  invoice,
] as const

/** `count` generated documents; the same ones for the same seed. */
export function generateDocuments(count = 120, seed = 20261125): LabelledDocument[] {
  const random = seeded(seed)
  const documents: LabelledDocument[] = []
  let kind = 0
  for (let i = 0; i < count; i++) {
    const id = `gen-${String(i + 1).padStart(3, '0')}`
    // Every eleventh document is an agreement between companies, outside any case.
    if (i % 11 === 10) {
      documents.push(servicesAgreement(random, id))
      continue
    }
    const make = KINDS[kind++ % KINDS.length]!
    documents.push(make(random, caseFacts(random), id))
  }
  return documents
}
