import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

type SectionProps = {
  title: string
  description?: React.ReactNode
  children: React.ReactNode
  /** Red-tinted border for irreversible actions. */
  danger?: boolean
}

/** A titled card on an account page; the title is a real heading, so the page has an outline. */
export function AccountSection({ title, description, children, danger }: SectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <Card aria-labelledby={id} className={danger ? 'border-destructive/40' : undefined}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
