import { Download, Upload } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { downloadFile } from '@/lib/download-file'
import { readPromptFile } from '@/lib/prompt-file'
import { toast } from '@/lib/toast-store'
import { type PromptInput, promptFile } from '@shared/promptRules'

type ImportResult = { imported: number; skipped: number }

type PromptFileActionsProps = {
  /** The prompts Export writes (those shown). */
  prompts: Parameters<typeof promptFile>[0]
  /** What the file is called when saved. */
  fileName: string
  /** Adds the file's prompts; `toFirm` is the firm's library rather than one's own. */
  onImport: (prompts: PromptInput[], toFirm: boolean) => Promise<ImportResult>
  /** Offers the choice of the firm's library (organisation admins in /prompts). */
  offerFirm?: boolean
}

/** Export the prompts shown as a JSON file; import a file of prompts. */
export function PromptFileActions({
  prompts,
  fileName,
  onImport,
  offerFirm,
}: PromptFileActionsProps) {
  const [importing, setImporting] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload className="size-4" aria-hidden />
        Import
      </Button>
      <Button
        variant="outline"
        disabled={prompts.length === 0}
        onClick={() =>
          downloadFile(
            fileName,
            `${JSON.stringify(promptFile(prompts), null, 2)}\n`,
            'application/json',
          )
        }
      >
        <Download className="size-4" aria-hidden />
        Export
      </Button>
      {importing ? (
        <PromptImportDialog
          onImport={onImport}
          offerFirm={offerFirm ?? false}
          onClose={() => setImporting(false)}
        />
      ) : null}
    </>
  )
}

type Fields = { files: FileList | null; toFirm: boolean }

function PromptImportDialog({
  onImport,
  offerFirm,
  onClose,
}: {
  onImport: PromptFileActionsProps['onImport']
  offerFirm: boolean
  onClose: () => void
}) {
  const form = useForm<Fields>({ defaultValues: { files: null, toFirm: false } })
  const save = useFormMutation({
    form,
    // Every failure, a server issue on one prompt included, shows under the file.
    errorField: 'files',
    issuePath: () => 'files',
    mutationFn: async ({ files, toFirm }: Fields) => {
      const chosen = files?.[0]
      if (!chosen) throw new FormProblem('Choose a prompt file (.json)')
      const read = readPromptFile(await chosen.text())
      if (!read.ok) throw new FormProblem(read.message)
      return await onImport(read.prompts, toFirm)
    },
    onSuccess: ({ imported, skipped }) => {
      const added = imported === 1 ? '1 prompt imported' : `${imported} prompts imported`
      toast({
        variant: 'success',
        title: skipped > 0 ? `${added}; ${skipped} already in the library` : added,
      })
      onClose()
    },
  })
  return (
    <FormDialog
      title="Import prompts"
      description="A prompt file is what Export writes: each prompt's title, text, category and tags. A prompt whose title is already in the library is skipped."
      submitLabel="Import prompts"
      pending={save.pending}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <FormField
        label="Prompt file (JSON)"
        type="file"
        accept="application/json,.json"
        error={form.formState.errors.files?.message}
        {...form.register('files')}
      />
      {offerFirm ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('toFirm')} />
          Import into the firm's library
        </label>
      ) : null}
    </FormDialog>
  )
}
