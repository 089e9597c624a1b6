import Link from 'next/link'

import { EMAIL_TEMPLATE_LABELS, EMAIL_TEMPLATES } from '@/domain/email/emailLog'
import {
  EMAIL_STATE_FILTERS,
  emailLogHref,
  type EmailLogFilters,
  type EmailStateFilter,
} from '@/domain/email/emailLogFilters'

/** The filters are a plain GET form, so each filtered page has its own address. */
export function EmailLogFilterForm({ filters }: { filters: EmailLogFilters }) {
  return (
    <>
      <nav aria-label="Filtrer par état" className="tryb-moderation__filters">
        <ul>
          {(Object.keys(EMAIL_STATE_FILTERS) as EmailStateFilter[]).map((state) => (
            <li key={state}>
              <Link
                href={emailLogHref({ ...filters, state })}
                aria-current={state === filters.state ? 'page' : undefined}
              >
                {EMAIL_STATE_FILTERS[state].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/admin/envois" className="tryb-moderation__search" role="search">
        {filters.state !== 'all' ? (
          <input type="hidden" name="etat" value={EMAIL_STATE_FILTERS[filters.state].param} />
        ) : null}
        <label>
          Membre ou adresse
          <input type="search" name="q" defaultValue={filters.search ?? ''} placeholder="Prénom, nom ou e-mail" />
        </label>
        <label>
          Modèle
          <select name="modele" defaultValue={filters.template ?? ''}>
            <option value="">Tous les modèles</option>
            {EMAIL_TEMPLATES.map((template) => (
              <option key={template} value={template}>
                {EMAIL_TEMPLATE_LABELS[template]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Filtrer
        </button>
      </form>
    </>
  )
}
