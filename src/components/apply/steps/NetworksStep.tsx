import { type Path, useWatch } from 'react-hook-form'
import { meetsAudienceCriterion } from '@/domain/applications/applicationScore'
import { SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import { APPLICATION_MESSAGES, type ApplicationValues, parseCount } from '@/validation/applicationForm'
import { FieldError, TextField } from '@/components/form/fields'
import { Icon } from '@/components/Icon'

import { useStepForm } from './useStepForm'

const NETWORKS = SOCIAL_NETWORKS.map(({ key, name, countLabel, profileExample }) => ({
  name,
  url: `${key}_url` as const,
  count: `${key}_count` as const,
  countLabel,
  example: profileExample,
}))

export function NetworksStep({ minAudience }: { minAudience: number }) {
  const { bind, errors, clearErrors } = useStepForm()
  const counts = useWatch<ApplicationValues, ['linkedin_count', 'instagram_count', 'facebook_count']>({
    name: ['linkedin_count', 'instagram_count', 'facebook_count'],
  })
  const met = meetsAudienceCriterion(
    {
      linkedin_count: parseCount(counts[0]),
      instagram_count: parseCount(counts[1]),
      facebook_count: parseCount(counts[2]),
    },
    minAudience,
  )
  // The rule spans three fields and is none of them: its error (from "Suivant" or from the
  // server, whose minimum may have changed since the page was loaded) is the form's `audience`.
  const audienceError = (errors as { audience?: { message?: string } }).audience?.message
  // Any count may be the one that now meets the audience.
  const clearsAudienceError = { onChange: () => clearErrors('audience' as Path<ApplicationValues>) }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-100 px-4 py-3">
        <p id="apply-audience-rule" className="text-sm text-stone-700">
          {APPLICATION_MESSAGES.audience(minAudience)}
        </p>
        {/* Announced as it changes, so the applicant hears when the criterion is met. */}
        <p
          id="apply-audience"
          aria-live="polite"
          className={`flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
            met ? 'bg-green-100 text-green-800' : 'bg-white text-stone-700'
          }`}
        >
          {met ? <Icon name="circle-check" className="size-4" /> : <Icon name="circle-x" className="size-4" />}
          {met ? 'Critère atteint' : 'Critère non atteint'}
        </p>
      </div>
      <FieldError id="apply-audience-error" message={audienceError} />
      {NETWORKS.map((network) => (
        <fieldset key={network.name} className="space-y-4 rounded-2xl border border-stone-200 p-4">
          <legend className="px-1 font-semibold">{network.name}</legend>
          <TextField
            label={`Lien ${network.name}`}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={network.example}
            {...bind(network.url)}
          />
          <TextField
            label={network.countLabel}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            describedByIds={audienceError ? 'apply-audience-error' : 'apply-audience-rule'}
            invalid={Boolean(audienceError)}
            {...bind(network.count, clearsAudienceError)}
          />
        </fieldset>
      ))}
    </>
  )
}
