import { cn } from '@/lib/utils'
import { Button } from './button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog'
import { Form } from './form'
import { Spinner } from './spinner'

type FormDialogProps = {
  title: string
  description?: React.ReactNode
  /** The submit button's words, e.g. 'Rename'. */
  submitLabel: string
  /** 'destructive' for a submit that deletes for good (the button turns red). */
  submitVariant?: 'default' | 'destructive'
  /** While the submit runs: the buttons wait and the dialog cannot be closed. */
  pending: boolean
  submitDisabled?: boolean
  /** A failure that belongs to no one field, shown above the buttons. */
  error?: string | null
  onSubmit: () => void | Promise<void>
  onClose: () => void
  /** The dialog's width, e.g. 'max-w-lg' (default 'max-w-md'). */
  className?: string
  /** Where focus goes when the dialog closes (default: where it was when the dialog opened). */
  finalFocus?: React.RefObject<HTMLElement | null>
  children: React.ReactNode
}

/**
 * A dialog that is one form: title, fields, Cancel and a submit button with its spinner. It is
 * open while rendered; Escape, the close button and Cancel call onClose (not while pending).
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  submitVariant = 'default',
  pending,
  submitDisabled,
  error,
  onSubmit,
  onClose,
  className,
  finalFocus,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        className={cn('max-w-md', className)}
        onCloseAutoFocus={(event) => focusInstead(event, finalFocus)}
      >
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            // React passes events up through portals: a dialog opened from another form's
            // fields (a prompt picked for a column) must not submit that form too.
            event.stopPropagation()
            void onSubmit()
          }}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} disabled={pending || submitDisabled}>
              {pending ? <Spinner className="size-4" /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

/** Radix's close focus handler: focus `target` instead of the element that opened the dialog. */
export function focusInstead(event: Event, target?: React.RefObject<HTMLElement | null>) {
  if (!target?.current) return
  event.preventDefault()
  target.current.focus()
}
