import Link from 'next/link'
import { type Path, type RegisterOptions, useFormContext, useFormState, useWatch } from 'react-hook-form'

import { DUPLICATE_ERROR_TYPE } from '@/apply/outcomes'
import { meetsAudienceCriterion } from '@/domain/applicationScore'
import { MOTIVATIONS, PROFESSIONAL_STATUSES } from '@/domain/memberOptions'
import { SOCIAL_NETWORKS } from '@/domain/socialNetworks'
import { parseWebUrl } from '@/domain/webUrl'
import { APPLICATION_MESSAGES, type ApplicationValues, parseCount } from '@/validation/applicationForm'

import { describedBy, Field, FieldError, fieldIds, inputClass, TextField } from '@/components/form/fields'
import { Icon } from '@/components/Icon'

/** `bind` gives a field its id, error and registration, so each input states only what is its own. */
function useStepForm() {
  const { register, trigger, clearErrors } = useFormContext<ApplicationValues>()
  const { errors } = useFormState<ApplicationValues>()
  const bind = <Field extends keyof ApplicationValues>(
    field: Field,
    options?: RegisterOptions<ApplicationValues, Field>,
  ) => ({
    id: `apply-${field}`,
    error: errors[field]?.message,
    ...register(field, options),
  })
  /** A choice (a list, a box) is made at once, not typed: its error shows on the change. */
  const choice = <Field extends keyof ApplicationValues>(field: Field): RegisterOptions<ApplicationValues, Field> => ({
    onChange: () => void trigger(field),
  })
  return { bind, choice, register, errors, clearErrors }
}

export const STEP_TITLES = [
  'Identité',
  'Réseaux professionnels',
  'Projet en cours',
  'Statut et motivations',
  'Engagement',
] as const

export function IdentityStep() {
  const { bind, errors } = useStepForm()
  return (
    <>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">
        Une seule candidature par personne est acceptée.
      </p>
      {/* "Nom" is the last name and "Prénom" the first name. */}
      <TextField label="Nom" autoComplete="family-name" required {...bind('last_name')} />
      <TextField label="Prénom" autoComplete="given-name" required {...bind('first_name')} />
      <TextField
        label="E-mail professionnel"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...bind('email')}
      />
      {errors.email?.type === DUPLICATE_ERROR_TYPE && (
        <p className="text-sm">
          Déjà candidat·e ?{' '}
          <Link href="/login" className="font-semibold text-brand-700 underline underline-offset-2">
            Se connecter
          </Link>
        </p>
      )}
    </>
  )
}

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

export function ProjectStep() {
  const { bind } = useStepForm()
  const valid = parseWebUrl(useWatch<ApplicationValues, 'project_url'>({ name: 'project_url' })) !== null
  return (
    <TextField
      label="Lien de ton projet ou de ton MVP"
      note="Un projet en cours est requis : même un MVP, une page de pré-inscription ou une démo suffit."
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      placeholder="https://"
      required
      adornmentId={valid ? 'apply-project-valid' : undefined}
      adornment={
        valid && (
          <span id="apply-project-valid" role="img" aria-label="Lien valide" className="text-green-700">
            <Icon name="check" className="size-6 [stroke-width:3]" />
          </span>
        )
      }
      {...bind('project_url')}
    />
  )
}

export function StatusStep() {
  const { bind, choice, register, errors } = useStepForm()
  const { id: statusId, error: statusError, ...status } = bind('professional_status', choice('professional_status'))
  const motivationsError = errors.motivations?.message
  const motivationsIds = fieldIds('apply-motivations')
  return (
    <>
      <Field id={statusId} label="Ton statut professionnel" error={statusError}>
        {(control) => (
          <select {...control} {...status} required className={inputClass}>
            <option value="">Choisis ton statut</option>
            {PROFESSIONAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset aria-describedby={describedBy(motivationsIds.note, motivationsError && motivationsIds.error)}>
        <legend className="font-medium">Tes motivations</legend>
        <p id={motivationsIds.note} className="mt-1 text-sm text-stone-600">
          Plusieurs choix possibles.
        </p>
        <div className="mt-3 space-y-2">
          {Object.entries(MOTIVATIONS).map(([key, label]) => (
            <label
              key={key}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                {...register('motivations', choice('motivations'))}
                type="checkbox"
                value={key}
                aria-invalid={motivationsError ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <FieldError id={motivationsIds.error} message={motivationsError} />
      </fieldset>
    </>
  )
}

export function CommitmentStep({ onReadCharter }: { onReadCharter: () => void }) {
  const { bind, choice } = useStepForm()
  const { error, ...charter } = bind('accepts_charter', choice('accepts_charter'))
  const ids = fieldIds(charter.id)
  return (
    <>
      <p className="text-stone-700">
        La Tryb repose sur la confiance entre ses membres : lis la charte avant d’envoyer ta candidature.
      </p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onReadCharter}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
      >
        Lire la charte
      </button>
      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            {...charter}
            type="checkbox"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && ids.error)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <span>J’accepte la charte de la Tryb et je m’engage à la respecter.</span>
        </label>
        <FieldError id={ids.error} message={error} />
      </div>
    </>
  )
}
