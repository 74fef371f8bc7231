import { useForm, useWatch } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { BUILT_IN_HELP } from '@/components/account/support-page'
import { Button } from '@/components/ui/button'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { useContentMutations } from '@/queries/content'
import { SUPPORT_TEXT_MAX } from '@shared/contentRules'

type SupportTextFields = { text: string }

/** The support page's "Getting help" text: plain text with line breaks; empty for the built-in. */
export function SupportTextForm({ text }: { text: string }) {
  const { saveSupportText } = useContentMutations()
  const form = useForm<SupportTextFields>({ defaultValues: { text } })
  const draft = useWatch({ control: form.control, name: 'text' })
  const save = useFormMutation({
    form,
    mutationFn: (fields: SupportTextFields) =>
      saveSupportText.mutateAsync({ text: fields.text.trim() }),
    onSuccess: (_, fields) => {
      form.reset({ text: fields.text.trim() })
      toast({
        variant: 'success',
        title: fields.text.trim() ? 'Support text saved' : 'Support page shows the built-in text',
      })
    },
  })
  return (
    <Form noValidate className="grid gap-3" onSubmit={(event) => void save.submit(event)}>
      <FieldShell
        label="Support page text"
        hint={`Plain text; line breaks are kept, nothing else is formatted. At most ${SUPPORT_TEXT_MAX.toLocaleString('en-US')} characters. Leave empty to show: “${BUILT_IN_HELP}”`}
        error={form.formState.errors.text?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            maxLength={SUPPORT_TEXT_MAX}
            defaultValue={text}
            {...form.register('text')}
          />
        )}
      </FieldShell>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.pending || draft.trim() === text}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Save support text
        </Button>
        <span className="text-xs text-muted-foreground tabular-nums">
          {draft.length.toLocaleString('en-US')} / {SUPPORT_TEXT_MAX.toLocaleString('en-US')}
        </span>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}
