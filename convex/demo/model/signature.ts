// The signature block that closes a pleading: date and place on the left, counsel on the right.
import { MARGIN, type PdfWriter } from './pdfWriter'

type Signature = {
  dated: string
  firm: string
  signer: string
  others: readonly string[]
  address: readonly string[]
  role: string
}

/** Draws "Dated:" and the firm's block, kept together on one page. */
export function signatureBlock(writer: PdfWriter, signature: Signature): void {
  const right = 330
  const lines = [
    'Respectfully submitted,',
    '',
    signature.firm.toUpperCase(),
    '',
    `By: /s/ ${signature.signer}`,
    signature.signer,
    ...signature.others,
    ...signature.address,
    '',
  ]
  writer.ensure((lines.length + 3) * 14)
  writer.text(`Dated: ${signature.dated}`, { lineHeight: 14 })
  writer.text('New York, New York', { lineHeight: 14, after: 10 })
  for (const line of lines) {
    writer.text(line === '' ? ' ' : line, { indent: right - MARGIN, lineHeight: 14 })
  }
  writer.text(signature.role, { indent: right - MARGIN, lineHeight: 14, font: writer.fonts.italic })
}
