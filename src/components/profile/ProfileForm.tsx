'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, useTransition, type ChangeEvent, type FormEvent } from 'react'

import { saveProfileAction } from '@/actions/profile'
import { FieldError, inputClass, TextField } from '@/components/form/fields'
import { primaryButton } from '@/components/buttonStyles'
import { Toast, useToast } from '@/components/Toast'
import type { AvatarProblem } from '@/domain/avatarFile'
import { BIO_MAX_LENGTH } from '@/domain/memberOptions'
import { SOCIAL_NETWORKS } from '@/domain/socialNetworks'
import type { ProfileErrorField, ProfileSaveResult } from '@/profile/saveProfile'
import {
  PROFILE_MESSAGES,
  PROFILE_TEXT_FIELDS,
  profileErrors,
  type ProfileField,
  type ProfileValues,
} from '@/validation/profile'

import { AvatarField } from './AvatarField'
import { SectorPicker } from './SectorPicker'

const NETWORKS = SOCIAL_NETWORKS.map(({ key, name, countLabel }) => ({ key, name, count: countLabel }))

type Errors = Partial<Record<ProfileErrorField, string>>

const failedToSave: ProfileSaveResult = {
  ok: false,
  title: PROFILE_MESSAGES.errorTitle,
  message: PROFILE_MESSAGES.saveFailed,
}

/**
 * /profile's form (spec 01 "Profile"). Every input is controlled, so nothing typed is lost when
 * the server refuses; the shared zod schema checks it here, then the server action checks it
 * again and saves it with the photo chosen, if any.
 */
export function ProfileForm({
  email,
  initialValues,
  initialAvatarSrc,
  initialCompleted,
  timeZones,
}: {
  email: string
  initialValues: ProfileValues
  initialAvatarSrc: string | null
  initialCompleted: boolean
  timeZones: string[]
}) {
  const id = useId()
  const router = useRouter()
  const toast = useToast()
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<Errors>({})
  const [avatarSrc, setAvatarSrc] = useState(initialAvatarSrc)
  const [picked, setPicked] = useState<File | null>(null)
  const [completed, setCompleted] = useState(initialCompleted)
  const [saving, startSaving] = useTransition()

  const fieldId = (name: ProfileErrorField) => `${id}-${name}`
  const set =
    (field: ProfileField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }))
  const toggleSector = (sector: string, on: boolean) =>
    setValues((current) => {
      const sectors = (current.sectors ?? []).filter((chosen) => chosen !== sector)
      return { ...current, sectors: on ? [...sectors, sector] : sectors }
    })
  const refusePhoto = (problem: AvatarProblem) => {
    setErrors((current) => ({ ...current, avatar: problem.message }))
    toast.show({ tone: 'error', title: problem.title, description: problem.message })
  }
  const pickPhoto = (file: File) => {
    setErrors(({ avatar: _refused, ...rest }) => rest)
    setPicked(file)
  }
  const showErrors = (found: Errors) => {
    setErrors(found)
    const first = (Object.keys(found) as ProfileErrorField[])[0]
    if (first === 'sectors')
      document.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId('sectors'))} input`)?.focus()
    else if (first) document.getElementById(fieldId(first))?.focus()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = profileErrors(values)
    if (found) {
      showErrors(found)
      toast.show({ tone: 'error', title: PROFILE_MESSAGES.errorTitle, description: PROFILE_MESSAGES.checkFields })
      return
    }
    const form = new FormData()
    for (const field of PROFILE_TEXT_FIELDS) form.append(field, String(values[field] ?? ''))
    for (const sector of values.sectors ?? []) form.append('sectors', sector)
    if (picked) form.append('avatar', picked)
    startSaving(async () => {
      const result = await saveProfileAction(form).catch(() => failedToSave)
      if (result.ok) {
        setValues(result.values)
        setAvatarSrc(result.avatarSrc)
        setPicked(null)
        setCompleted(result.profileCompleted)
        setErrors({})
        toast.show({ tone: 'success', title: PROFILE_MESSAGES.savedTitle, description: PROFILE_MESSAGES.saved })
        // The page's heading shows the name: let the server render it again (the form keeps its state).
        router.refresh()
      } else {
        if (result.fieldErrors) showErrors(result.fieldErrors)
        toast.show({ tone: 'error', title: result.title, description: result.message })
      }
    })
  }

  const field = (name: ProfileField) => ({
    id: fieldId(name),
    name,
    value: String(values[name] ?? ''),
    onChange: set(name),
    error: errors[name],
  })
  const bioLength = (values.bio ?? '').length
  const counterId = `${fieldId('bio')}-counter`

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-10" aria-busy={saving}>
      <p
        role="status"
        className={`rounded-xl p-3 text-sm font-medium ${completed ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}
      >
        {completed
          ? 'Ton profil est complet.'
          : 'Ton profil n’est pas encore complet : ajoute ton lien de projet, ta bio et au moins un secteur.'}
      </p>

      <section aria-labelledby={`${id}-about`} className="space-y-6">
        <h2 id={`${id}-about`} className="text-xl font-semibold">
          Toi
        </h2>
        <AvatarField
          id={fieldId('avatar')}
          savedSrc={avatarSrc}
          picked={picked}
          error={errors.avatar}
          onPick={pickPhoto}
          onRefuse={refusePhoto}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...field('first_name')} label="Prénom" required autoComplete="given-name" />
          <TextField {...field('last_name')} label="Nom" required autoComplete="family-name" />
        </div>
        <div>
          <p className="font-medium">E-mail</p>
          <p className="mt-2 break-all text-stone-700">{email}</p>
          <p className="mt-1 text-sm text-stone-600">C’est l’adresse de connexion ; elle ne se modifie pas ici.</p>
        </div>
        <div>
          <label htmlFor={fieldId('bio')} className="block font-medium">
            Bio
          </label>
          <textarea
            id={fieldId('bio')}
            name="bio"
            rows={3}
            value={values.bio ?? ''}
            onChange={set('bio')}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? `${counterId} ${fieldId('bio')}-error` : counterId}
            className={`${inputClass} mt-2 resize-y`}
          />
          <p
            id={counterId}
            className={`mt-1 text-right text-sm ${bioLength > BIO_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-stone-600'}`}
          >
            {bioLength}/{BIO_MAX_LENGTH}
          </p>
          <FieldError id={`${fieldId('bio')}-error`} message={errors.bio} />
        </div>
        <div id={fieldId('sectors')}>
          <SectorPicker
            id={`${fieldId('sectors')}-list`}
            chosen={values.sectors ?? []}
            error={errors.sectors}
            onToggle={toggleSector}
          />
        </div>
        <div>
          <label htmlFor={fieldId('timezone')} className="block font-medium">
            Fuseau horaire
          </label>
          <select
            id={fieldId('timezone')}
            name="timezone"
            value={values.timezone}
            onChange={set('timezone')}
            aria-invalid={errors.timezone ? true : undefined}
            aria-describedby={errors.timezone ? `${fieldId('timezone')}-error` : undefined}
            className={`${inputClass} mt-2`}
          >
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <FieldError id={`${fieldId('timezone')}-error`} message={errors.timezone} />
        </div>
      </section>

      <section aria-labelledby={`${id}-project`} className="space-y-6">
        <h2 id={`${id}-project`} className="text-xl font-semibold">
          Ton projet
        </h2>
        <TextField
          {...field('project_url')}
          label="Lien de ton projet"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <TextField {...field('mvp_url')} label="Lien de ton MVP" type="url" inputMode="url" placeholder="https://" />
      </section>

      <section aria-labelledby={`${id}-networks`} className="space-y-6">
        <h2 id={`${id}-networks`} className="text-xl font-semibold">
          Tes réseaux
        </h2>
        {NETWORKS.map((network) => (
          <div key={network.key} className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField
              {...field(`${network.key}_url`)}
              label={`Profil ${network.name}`}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
            <TextField
              {...field(`${network.key}_count`)}
              label={network.count}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
            />
          </div>
        ))}
      </section>

      <button type="submit" className={`${primaryButton()} w-full sm:w-auto`} disabled={saving}>
        {saving ? 'Enregistrement…' : 'Enregistrer mon profil'}
      </button>
      <Toast {...toast} />
    </form>
  )
}
