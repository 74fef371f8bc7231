import { useForm } from 'react-hook-form'
import { FieldShell } from '@/components/ui/field-shell'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { type Prompt, usePromptMutations } from '@/queries/prompts'
import type { Id } from '@convex/_generated/dataModel'
import { PROMPT_LIMITS, type PromptInput } from '@shared/promptRules'

type PromptFields = {
  title: string
  body: string
  category: string
  /** Comma-separated, as typed. */
  tags: string
  forFirm: boolean
}

type PromptDialogProps = {
  /** The prompt being edited; none for a new one. */
  prompt?: Pick<Prompt, '_id' | 'title' | 'body' | 'category' | 'tags'>
  /** Whether the viewer may write for the whole firm (organisation admins). */
  writesForFirm: boolean
  /** Saves somewhere other than the library (Casefile's prompts, /admin/prompts). */
  save?: (input: PromptInput) => Promise<unknown>
  onClose: () => void
}

/** Writes a new prompt, or edits one: title, text with {{variables}}, category and tags. */
export function PromptDialog({ prompt, writesForFirm, save: saveTo, onClose }: PromptDialogProps) {
  const { create, update } = usePromptMutations()
  const form = useForm<PromptFields>({
    defaultValues: {
      title: prompt?.title ?? '',
      body: prompt?.body ?? '',
      category: prompt?.category ?? '',
      tags: prompt?.tags.join(', ') ?? '',
      forFirm: false,
    },
  })
  const save = useFormMutation({
    form,
    mutationFn: ({ tags, forFirm, ...fields }: PromptFields) => {
      const input = { ...fields, tags: tags.split(',') }
      if (saveTo) return saveTo(input)
      return prompt
        ? update.mutateAsync({ promptId: prompt._id as Id<'prompts'>, ...input })
        : create.mutateAsync({ ...input, forFirm })
    },
    onSuccess: () => {
      toast({ variant: 'success', title: prompt ? 'Prompt saved' : 'Prompt added' })
      onClose()
    },
  })
  const errors = form.formState.errors
  return (
    <FormDialog
      title={prompt ? 'Edit prompt' : 'New prompt'}
      description="Write {{party}}, {{date}}, {{document}} or any {{name}} where the text changes: it is asked for when the prompt is used."
      submitLabel={prompt ? 'Save prompt' : 'Add prompt'}
      pending={save.pending}
      error={save.error}
      onSubmit={save.submit}
      onClose={onClose}
      className="max-w-xl"
    >
      <FormField
        label="Title"
        autoFocus
        maxLength={PROMPT_LIMITS.title}
        error={errors.title?.message}
        {...form.register('title', {
          validate: (value) => value.trim() !== '' || 'Title is required',
        })}
      />
      <FieldShell label="Prompt text" error={errors.body?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={PROMPT_LIMITS.body}
            {...form.register('body', {
              validate: (value) => value.trim() !== '' || 'Prompt text is required',
            })}
          />
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Category (optional)"
          maxLength={PROMPT_LIMITS.category}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <FormField
          label="Tags (optional)"
          hint="Separated by commas"
          error={errors.tags?.message}
          {...form.register('tags')}
        />
      </div>
      {!prompt && writesForFirm ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('forFirm')} />
          Share with the whole firm
        </label>
      ) : null}
    </FormDialog>
  )
}
