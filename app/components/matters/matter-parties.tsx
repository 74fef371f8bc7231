type Parties = {
  representedParties: { name: string; role: string }[]
  adverseParties: { name?: string }[]
}

const UNNAMED = 'Unnamed party'

/** The list's compact parties cell: who we act for (with roles) against whom. */
export function MatterPartiesSummary({ representedParties, adverseParties }: Parties) {
  return (
    <div className="grid gap-0.5 text-sm">
      <p>
        <span className="sr-only">Represented: </span>
        {representedParties.map((party, index) => (
          <span key={index}>
            {index > 0 ? '; ' : null}
            {party.name} <span className="text-muted-foreground">({party.role})</span>
          </span>
        ))}
      </p>
      {adverseParties.length > 0 ? (
        <p className="text-muted-foreground">
          <span aria-hidden>v. </span>
          <span className="sr-only">Adverse: </span>
          {adverseParties.map((party) => party.name ?? UNNAMED).join('; ')}
        </p>
      ) : null}
    </div>
  )
}

/** The overview's parties: represented parties with their roles, then adverse parties. */
export function MatterPartiesDetail({ representedParties, adverseParties }: Parties) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <section aria-labelledby="represented-parties-heading" className="grid content-start gap-2">
        <h3 id="represented-parties-heading" className="text-sm font-medium text-muted-foreground">
          Represented parties
        </h3>
        <ul className="grid gap-1.5">
          {representedParties.map((party, index) => (
            <li key={index} className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-medium">{party.name}</span>
              <span className="text-muted-foreground">{party.role}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="adverse-parties-heading" className="grid content-start gap-2">
        <h3 id="adverse-parties-heading" className="text-sm font-medium text-muted-foreground">
          Adverse parties
        </h3>
        {adverseParties.length === 0 ? (
          <p className="text-sm text-muted-foreground">None recorded.</p>
        ) : (
          <ul className="grid gap-1.5">
            {adverseParties.map((party, index) => (
              <li
                key={index}
                className={
                  party.name ? 'text-sm font-medium' : 'text-sm text-muted-foreground italic'
                }
              >
                {party.name ?? UNNAMED}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
