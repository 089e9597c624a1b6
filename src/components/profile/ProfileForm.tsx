'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form'

import { missingForCompletion } from '@/domain/profile/profileCompletion'
import { saveProfileAction } from '@/actions/profile'
import { Field, inputClass, serverFieldErrors, TextField } from '@/components/form/fields'
import { lazyResolver } from '@/components/form/lazyResolver'
import { primaryButton } from '@/components/buttonStyles'
import { Toast, useToast } from '@/components/Toast'
import type { AvatarProblem } from '@/domain/profile/avatarFile'
import type { TimeZoneList } from '@/domain/timeZones'
import { BIO_MAX_LENGTH } from '@/domain/members/memberOptions'
import type { ProfileSaveResult } from '@/profile/saveProfile'
import {
  PROFILE_MESSAGES,
  PROFILE_TEXT_FIELDS,
  type ProfileFormValues,
  type ProfileValues,
} from '@/validation/profileForm'

import { AvatarField } from './AvatarField'
import { NetworkFields, type TextFieldName } from './NetworkFields'
import { ProfileCompletionStatus } from './ProfileCompletionStatus'
import { SectorPicker } from './SectorPicker'
import { TimeZoneOptions } from './TimeZoneOptions'

const resolver = lazyResolver(() => import('@/components/form/resolvers').then((r) => r.profileResolver))

const failedToSave: ProfileSaveResult = {
  ok: false,
  title: PROFILE_MESSAGES.errorTitle,
  message: PROFILE_MESSAGES.saveFailed,
}

/** react-hook-form keeps what is typed; the server action checks the same schema again. */
export function ProfileForm({
  email,
  initialValues,
  initialAvatarSrc,
  initialMissing,
  awaitingActivation,
  timeZones,
}: {
  email: string
  initialValues: ProfileValues
  initialAvatarSrc: string | null
  initialMissing: string[]
  /** A waitlist member: a complete profile speeds their activation up, which only they are told. */
  awaitingActivation: boolean
  timeZones: TimeZoneList
}) {
  const id = useId()
  const router = useRouter()
  const toast = useToast()
  const [avatarSrc, setAvatarSrc] = useState(initialAvatarSrc)
  const [missing, setMissing] = useState(initialMissing)
  const [serverErrors, setServerErrors] = useState<FieldErrors<ProfileFormValues>>()
  const [saving, startSaving] = useTransition()
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    defaultValues: initialValues,
    // The values as typed: the server action parses them itself.
    resolver,
    // The messages change on the next submit, not while the member types.
    reValidateMode: 'onSubmit',
    errors: serverErrors,
  })
  const { field: photo } = useController({ control, name: 'avatar' })
  const { field: sectors } = useController({ control, name: 'sectors' })
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length

  const fieldId = (name: keyof ProfileFormValues) => `${id}-${name}`
  const refusePhoto = (problem: AvatarProblem) => {
    setError('avatar', { message: problem.message })
    toast.show({ tone: 'error', title: problem.title, description: problem.message })
  }
  const pickPhoto = (file: File) => {
    clearErrors('avatar')
    photo.onChange(file)
  }

  const submit = handleSubmit(
    ({ avatar, ...values }) => {
      const form = new FormData()
      for (const field of PROFILE_TEXT_FIELDS) form.append(field, String(values[field] ?? ''))
      for (const sector of values.sectors ?? []) form.append('sectors', sector)
      if (avatar) form.append('avatar', avatar)
      startSaving(async () => {
        const result = await saveProfileAction(form).catch(() => failedToSave)
        if (result.ok) {
          // The values as stored (links normalised...), and no photo waiting any more.
          reset(result.values)
          setServerErrors(undefined)
          setAvatarSrc(result.avatarSrc)
          setMissing(missingForCompletion({ ...result.values, email }))
          toast.show({ tone: 'success', title: PROFILE_MESSAGES.savedTitle, description: PROFILE_MESSAGES.saved })
          // The page's heading shows the name: let the server render it again (the form keeps its state).
          router.refresh()
        } else {
          setServerErrors(serverFieldErrors<ProfileFormValues>(result.fieldErrors))
          toast.show({ tone: 'error', title: result.title, description: result.message })
        }
      })
    },
    () => toast.show({ tone: 'error', title: PROFILE_MESSAGES.errorTitle, description: PROFILE_MESSAGES.checkFields }),
  )

  // register() fills an input only once the page is hydrated: `defaultValue` has the server render it filled.
  const field = (name: TextFieldName) => ({
    id: fieldId(name),
    error: errors[name]?.message,
    defaultValue: initialValues[name],
    ...register(name),
  })
  const counterId = `${fieldId('bio')}-counter`

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-10" aria-busy={saving}>
      <ProfileCompletionStatus missing={missing} awaitingActivation={awaitingActivation} />

      <section aria-labelledby={`${id}-about`} className="space-y-6">
        <h2 id={`${id}-about`} className="text-xl font-semibold">
          Toi
        </h2>
        <AvatarField
          id={fieldId('avatar')}
          savedSrc={avatarSrc}
          picked={photo.value ?? null}
          error={errors.avatar?.message}
          inputRef={photo.ref}
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
        <Field id={fieldId('bio')} label="Bio" error={errors.bio?.message} describedByIds={counterId}>
          {(control) => (
            <>
              <textarea
                {...control}
                {...register('bio')}
                defaultValue={initialValues.bio}
                rows={3}
                className={`${inputClass} resize-y`}
              />
              <p
                id={counterId}
                className={`mt-1 text-right text-sm ${bioLength > BIO_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-stone-600'}`}
              >
                {bioLength}/{BIO_MAX_LENGTH}
              </p>
            </>
          )}
        </Field>
        <SectorPicker
          id={fieldId('sectors')}
          chosen={sectors.value ?? []}
          error={errors.sectors?.message}
          inputRef={sectors.ref}
          onChange={sectors.onChange}
        />
        <Field id={fieldId('timezone')} label="Fuseau horaire" error={errors.timezone?.message}>
          {(control) => (
            <select {...control} {...register('timezone')} defaultValue={initialValues.timezone} className={inputClass}>
              <TimeZoneOptions timeZones={timeZones} />
            </select>
          )}
        </Field>
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
        <NetworkFields field={field} />
      </section>

      <button type="submit" className={`${primaryButton()} w-full sm:w-auto`} disabled={saving}>
        {saving ? 'Enregistrement…' : 'Enregistrer mon profil'}
      </button>
      <Toast {...toast} />
    </form>
  )
}
