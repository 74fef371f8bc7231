import {
  File,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  Folder,
  Mail,
  Presentation,
  type LucideIcon,
} from 'lucide-react'
import { cn } from '@/lib/utils'
import { FILE_KINDS, type FileKind } from '@shared/fileTypes'

const KIND_ICONS: Record<FileKind, { Icon: LucideIcon; tint: string }> = {
  pdf: { Icon: FileText, tint: 'text-red-600 dark:text-red-400' },
  docx: { Icon: FileText, tint: 'text-blue-600 dark:text-blue-400' },
  doc: { Icon: FileText, tint: 'text-blue-600 dark:text-blue-400' },
  xlsx: { Icon: FileSpreadsheet, tint: 'text-emerald-600 dark:text-emerald-400' },
  xls: { Icon: FileSpreadsheet, tint: 'text-emerald-600 dark:text-emerald-400' },
  csv: { Icon: FileSpreadsheet, tint: 'text-emerald-600 dark:text-emerald-400' },
  pptx: { Icon: Presentation, tint: 'text-orange-600 dark:text-orange-400' },
  txt: { Icon: FileText, tint: 'text-muted-foreground' },
  html: { Icon: FileCode, tint: 'text-violet-600 dark:text-violet-400' },
  eml: { Icon: Mail, tint: 'text-sky-600 dark:text-sky-400' },
  png: { Icon: FileImage, tint: 'text-pink-600 dark:text-pink-400' },
  jpeg: { Icon: FileImage, tint: 'text-pink-600 dark:text-pink-400' },
  tiff: { Icon: FileImage, tint: 'text-pink-600 dark:text-pink-400' },
}

/** The Type column's word for a document kind ('PDF', 'Word', …). */
export function fileKindLabel(kind: FileKind): string {
  return FILE_KINDS[kind]?.label ?? kind.toUpperCase()
}

/** A document kind's icon (decorative: the name and type are said in text beside it). */
export function FileKindIcon({ kind, className }: { kind: FileKind; className?: string }) {
  const { Icon, tint } = KIND_ICONS[kind] ?? { Icon: File, tint: 'text-muted-foreground' }
  return <Icon className={cn('size-4 shrink-0', tint, className)} aria-hidden />
}

/** The folder icon, in the brand tint. */
export function FolderIcon({ className }: { className?: string }) {
  return (
    <Folder className={cn('size-4 shrink-0 fill-brand/25 text-brand', className)} aria-hidden />
  )
}
