import { Check, CircleCheck, CircleX } from 'lucide-react'

import { meetsAudienceCriterion } from '@/domain/applicationScore'
import { MOTIVATIONS, PROFESSIONAL_STATUSES } from '@/domain/memberOptions'
import { SOCIAL_NETWORKS } from '@/domain/socialNetworks'
import { isWebUrl } from '@/domain/webUrl'
import {
  APPLICATION_MESSAGES,
  type ApplicationFieldErrors,
  type ApplicationValues,
  parseCount,
} from '@/validation/application'

import { describedBy, FieldError, inputClass, TextField } from '@/components/form/fields'

type TextFieldName = {
  [K in keyof ApplicationValues]: ApplicationValues[K] extends string ? K : never
}[keyof ApplicationValues]

export type StepProps = {
  values: ApplicationValues
  /** Only the errors the applicant should see now (fields left, or refused by the server). */
  errors: ApplicationFieldErrors
  set: <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => void
  touch: (field: keyof ApplicationValues) => void
}

/** Value, change and blur of a text field, so each input states only what is its own. */
const bind = ({ values, errors, set, touch }: StepProps, field: TextFieldName) => ({
  id: `apply-${field}`,
  name: field,
  value: values[field],
  error: errors[field],
  onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  onBlur: () => touch(field),
})

export const STEP_TITLES = [
  'Identité',
  'Réseaux professionnels',
  'Projet en cours',
  'Statut et motivations',
  'Engagement',
] as const

export function IdentityStep(props: StepProps) {
  return (
    <>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">
        Une seule candidature par personne est acceptée.
      </p>
      {/* DESIGN: "Nom" is the last name and "Prénom" the first name. */}
      <TextField label="Nom" autoComplete="family-name" required {...bind(props, 'last_name')} />
      <TextField label="Prénom" autoComplete="given-name" required {...bind(props, 'first_name')} />
      <TextField
        label="E-mail professionnel"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...bind(props, 'email')}
      />
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

export function NetworksStep({ minAudience, ...props }: StepProps & { minAudience: number }) {
  const { values } = props
  const met = meetsAudienceCriterion(
    {
      linkedin_count: parseCount(values.linkedin_count),
      instagram_count: parseCount(values.instagram_count),
      facebook_count: parseCount(values.facebook_count),
    },
    minAudience,
  )
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
          {met ? (
            <CircleCheck className="size-4" aria-hidden="true" />
          ) : (
            <CircleX className="size-4" aria-hidden="true" />
          )}
          {met ? 'Critère atteint' : 'Critère non atteint'}
        </p>
      </div>
      {/* Only the server gives this one: the minimum may have changed since the page was loaded. */}
      <FieldError id="apply-audience-error" message={props.errors.audience} />
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
            {...bind(props, network.url)}
          />
          <TextField
            label={network.countLabel}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            describedByIds="apply-audience-rule"
            {...bind(props, network.count)}
          />
        </fieldset>
      ))}
    </>
  )
}

export function ProjectStep(props: StepProps) {
  const valid = isWebUrl(props.values.project_url.trim())
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
            <Check className="size-6" strokeWidth={3} aria-hidden="true" />
          </span>
        )
      }
      {...bind(props, 'project_url')}
    />
  )
}

export function StatusStep(props: StepProps) {
  const { values, errors, set, touch } = props
  const toggle = (motivation: string, checked: boolean) => {
    set(
      'motivations',
      checked ? [...values.motivations, motivation] : values.motivations.filter((m) => m !== motivation),
    )
    touch('motivations')
  }
  return (
    <>
      <div>
        <label htmlFor="apply-professional_status" className="block font-medium">
          Ton statut professionnel
        </label>
        <select
          id="apply-professional_status"
          name="professional_status"
          required
          value={values.professional_status}
          onChange={(event) => {
            set('professional_status', event.target.value)
            touch('professional_status')
          }}
          onBlur={() => touch('professional_status')}
          aria-invalid={errors.professional_status ? true : undefined}
          aria-describedby={describedBy(errors.professional_status && 'apply-professional_status-error')}
          className={`${inputClass} mt-2`}
        >
          <option value="">Choisis ton statut</option>
          {PROFESSIONAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <FieldError id="apply-professional_status-error" message={errors.professional_status} />
      </div>
      <fieldset
        aria-describedby={describedBy('apply-motivations-note', errors.motivations && 'apply-motivations-error')}
      >
        <legend className="font-medium">Tes motivations</legend>
        <p id="apply-motivations-note" className="mt-1 text-sm text-stone-600">
          Plusieurs choix possibles.
        </p>
        <div className="mt-3 space-y-2">
          {Object.entries(MOTIVATIONS).map(([key, label]) => (
            <label
              key={key}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                name="motivations"
                value={key}
                checked={values.motivations.includes(key)}
                onChange={(event) => toggle(key, event.target.checked)}
                aria-invalid={errors.motivations ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <FieldError id="apply-motivations-error" message={errors.motivations} />
      </fieldset>
    </>
  )
}

export function CommitmentStep({ onReadCharter, ...props }: StepProps & { onReadCharter: () => void }) {
  const { values, errors, set, touch } = props
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
            id="apply-accepts_charter"
            type="checkbox"
            name="accepts_charter"
            required
            checked={values.accepts_charter}
            onChange={(event) => {
              set('accepts_charter', event.target.checked)
              touch('accepts_charter')
            }}
            aria-invalid={errors.accepts_charter ? true : undefined}
            aria-describedby={describedBy(errors.accepts_charter && 'apply-accepts_charter-error')}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <span>J’accepte la charte de la Tryb et je m’engage à la respecter.</span>
        </label>
        <FieldError id="apply-accepts_charter-error" message={errors.accepts_charter} />
      </div>
    </>
  )
}
