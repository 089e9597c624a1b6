'use client'

import { useWatch } from 'react-hook-form'

import { Field, inputClass, TextField } from '@/components/form/fields'
import { COMPANY_WEBSITE, SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import { SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH, type ProjectSubmitValues } from '@/validation/projectSubmitForm'

import { useSubmitFields } from './useSubmitFields'

/** What a company's page looks like on each network, typed without https:// (it is added). */
const COMPANY_LINK_PLACEHOLDERS = {
  linkedin: 'linkedin.com/company/…',
  instagram: 'instagram.com/…',
  facebook: 'facebook.com/…',
  website: 'monsite.fr',
} as const

const COMPANY_LINKS = [...SOCIAL_NETWORKS, COMPANY_WEBSITE].map(({ key, name }) => ({
  name: key,
  label: name,
  placeholder: COMPANY_LINK_PLACEHOLDERS[key],
}))

export function ProjectTextFields({ prefix }: { prefix: string }) {
  const { fieldId, errorOf, registered, field } = useSubmitFields(prefix)
  const summary = useWatch<ProjectSubmitValues, 'summary'>({ name: 'summary' }) ?? ''
  const summaryCountId = `${prefix}-summary-count`

  return (
    <>
      <TextField {...field('title')} label="Titre du projet" required maxLength={TITLE_MAX_LENGTH} />

      <Field id={fieldId('summary')} label="Résumé" error={errorOf('summary')} describedByIds={summaryCountId}>
        {(control) => (
          <>
            <textarea
              {...control}
              {...registered('summary')}
              maxLength={SUMMARY_MAX_LENGTH}
              rows={4}
              className={inputClass}
            />
            <p id={summaryCountId} className="mt-1 text-right text-sm text-stone-600" aria-live="polite">
              {summary.length}/{SUMMARY_MAX_LENGTH}
            </p>
          </>
        )}
      </Field>

      <TextField
        {...field('project_url')}
        label="Lien MVP"
        required
        type="url"
        inputMode="url"
        placeholder="https://"
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('primary_target')} label="Cible principale" required />
        <TextField {...field('secondary_target')} label="Cible secondaire" />
      </div>

      <fieldset className="min-w-0 space-y-4">
        <legend className="font-medium">Liens de l’entreprise (facultatifs)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {COMPANY_LINKS.map((link) => (
            <Field key={link.name} id={fieldId(link.name)} label={link.label} error={errorOf(link.name)}>
              {(control) => (
                <input
                  {...control}
                  {...registered(link.name)}
                  type="url"
                  inputMode="url"
                  placeholder={link.placeholder}
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
    </>
  )
}
