'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState, type ChangeEvent } from 'react'
import { type Resolver, useForm, useWatch } from 'react-hook-form'

import { resubmitProjectAction, submitProjectAction, uploadProjectHeroImageAction } from '@/actions/projectSubmit'
import { primaryButton } from '@/components/buttonStyles'
import { CharterDialogButton, type CharterSection } from '@/components/CharterDialog'
import { describedBy, Field, FieldError, fieldIds, inputClass, TextField } from '@/components/form/fields'
import { Toast, useToast } from '@/components/Toast'
import { HeroImageCropper } from '@/components/projects/HeroImageCropper'
import {
  HERO_IMAGE_ACCEPT,
  HERO_IMAGE_MESSAGES,
  heroImageDimensionsProblem,
  heroImageFileProblem,
  heroImageType,
  isCroppableToHeroImage,
} from '@/domain/heroImage'
import { SNIFF_BYTES } from '@/domain/avatarFile'
import { formatEuros } from '@/domain/french'
import { COMPANY_WEBSITE, SOCIAL_NETWORKS } from '@/domain/socialNetworks'
import {
  PROJECT_SUBMIT_FIELDS,
  PROJECT_SUBMIT_MESSAGES as M,
  projectSubmitSchema,
  FEEDBACK_REQUEST_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type ProjectSubmitField,
  type ProjectSubmitValues,
  type RequestType,
} from '@/validation/projectSubmit'

type TextFieldName = Exclude<
  ProjectSubmitField,
  'hero_image' | 'ethics_accepted' | 'payment_commitment' | 'request_type'
>
type CheckboxName = 'ethics_accepted' | 'payment_commitment'

const TABS: { type: RequestType; label: string }[] = [
  { type: 'visibility', label: 'Demande de visibilité' },
  { type: 'feedback', label: 'Demande de feedbacks' },
]

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

/** The picture's width and height as the browser decodes it, or null when it cannot. */
function decodedSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight })
      URL.revokeObjectURL(url)
    }
    image.onerror = () => {
      resolve(null)
      URL.revokeObjectURL(url)
    }
    image.src = url
  })
}

/**
 * /project-submit. react-hook-form keeps what is typed, so nothing is lost when the server refuses;
 * the same zod schema checks the form here on submit and on the server. The hero image is checked
 * here (size, real type, 1600×900), then sent and stored at once: the server checks it again with
 * sharp and answers with its id, which the form sends with the rest.
 */
export function ProjectSubmitForm({
  initialType,
  waitlist,
  charter,
  campaignPrice,
  editing,
}: {
  initialType: RequestType
  waitlist: boolean
  charter: CharterSection[]
  /** The rules' price of a visibility campaign, in euros, which the owner commits to pay. */
  campaignPrice: number
  /** A project its owner corrects: the form starts from it and sends it back to moderation. */
  editing?: { slug: string; values: ProjectSubmitValues; imageUrl: string | null }
}) {
  const id = useId()
  const router = useRouter()
  const toast = useToast()
  const defaultValues = editing?.values ?? { request_type: initialType }
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ProjectSubmitValues>({
    defaultValues,
    // The values as typed: the server action parses them itself. The schema takes any input (it
    // also parses forged requests), the form's values among them.
    resolver: zodResolver(projectSubmitSchema(campaignPrice), undefined, {
      raw: true,
    }) as Resolver<ProjectSubmitValues>,
    // The messages come with a submit; editing a field only takes its own away (see `clearsError`).
    reValidateMode: 'onSubmit',
    // The first invalid field in the page's order, the image's included, is focused in `showInvalid`.
    shouldFocusError: false,
  })
  const [requestType, summary = '', ethicsAccepted] = useWatch({
    control,
    name: ['request_type', 'summary', 'ethics_accepted'],
  })
  const type = requestType as RequestType
  // Not formState.isSubmitting, which is also true while the form is only checked, and false again
  // after a success while the page is still leaving.
  const [sending, setSending] = useState(false)
  const [image, setImage] = useState<{ preview: string; saved: boolean; uploading: boolean } | null>(
    editing?.imageUrl ? { preview: editing.imageUrl, saved: false, uploading: false } : null,
  )
  // A refused picture large enough to be cropped to 1600×900 in the browser.
  const [cropSource, setCropSource] = useState<{ file: File; width: number; height: number } | null>(null)

  const fieldId = (name: ProjectSubmitField) => `${id}-${name}`
  const errorOf = (name: ProjectSubmitField) => errors[name]?.message
  const clearsError = (name: ProjectSubmitField) => ({ onChange: () => clearErrors(name) })
  // register() fills an input only once the page is hydrated: `defaultValue` has the server render it filled.
  const registered = (name: TextFieldName) => ({
    defaultValue: defaultValues[name],
    ...register(name, clearsError(name)),
  })
  const field = (name: TextFieldName) => ({ id: fieldId(name), error: errorOf(name), ...registered(name) })
  const checkbox = (name: CheckboxName) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(errors[name] && fieldIds(fieldId(name)).error),
    defaultChecked: defaultValues[name] === true,
    ...register(name, clearsError(name)),
  })
  const checkboxError = (name: CheckboxName) => (
    <FieldError id={fieldIds(fieldId(name)).error} message={errorOf(name)} />
  )

  const chooseTab = (next: RequestType) => {
    setValue('request_type', next)
    clearErrors('request_type')
    router.replace(`/project-submit?type=${next}`, { scroll: false })
  }

  const setHeroImage = (imageId: number | null) => {
    setValue('hero_image', imageId)
    clearErrors('hero_image')
  }

  /** A chosen or cropped file: checked here, then sent and stored at once. */
  const takeImage = async (file: File | undefined) => {
    if (image?.preview.startsWith('blob:')) URL.revokeObjectURL(image.preview)
    setImage(null)
    setHeroImage(null)
    setCropSource(null)
    if (!file) return
    const firstBytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
    const size = heroImageType(firstBytes) ? await decodedSize(file) : null
    const problem = heroImageFileProblem(file.size, firstBytes) ?? heroImageDimensionsProblem(size?.width, size?.height)
    if (problem) {
      setError('hero_image', { message: problem })
      if (size && isCroppableToHeroImage(size.width, size.height)) setCropSource({ file, ...size })
      return
    }
    const preview = URL.createObjectURL(file)
    setImage({ preview, saved: false, uploading: true })
    const form = new FormData()
    form.set('hero_image_file', file)
    const result = await uploadProjectHeroImageAction(form).catch(() => null)
    if (result?.ok) {
      setImage({ preview, saved: true, uploading: false })
      setHeroImage(result.id)
    } else {
      URL.revokeObjectURL(preview)
      setImage(null)
      setError('hero_image', { message: result?.message ?? HERO_IMAGE_MESSAGES.uploadFailed })
    }
  }

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => takeImage(event.target.files?.[0])

  /** The toast, then the first field to correct in the page's order, brought into view. */
  const showInvalid = (found: Partial<Record<ProjectSubmitField, unknown>>) => {
    toast.show({ tone: 'error', title: M.invalid })
    const first = PROJECT_SUBMIT_FIELDS.find((name) => found[name])
    const element = first && document.getElementById(fieldId(first))
    element?.scrollIntoView({ block: 'center' })
    element?.focus({ preventScroll: true })
  }

  const send = async (values: ProjectSubmitValues) => {
    setSending(true)
    try {
      const result = editing ? await resubmitProjectAction(editing.slug, values) : await submitProjectAction(values)
      if (result.ok) {
        toast.show({ tone: 'success', title: editing ? M.resubmitted : M.success })
        // Long enough to read the toast, which leaves with the page.
        setTimeout(() => router.push(`/p/${result.slug}`), 1000)
        return
      }
      if (!result.fieldErrors) {
        toast.show({ tone: 'error', title: `${M.failurePrefix}${result.message}` })
      } else {
        for (const [name, message] of Object.entries(result.fieldErrors) as [ProjectSubmitField, string][]) {
          setError(name, { type: 'server', message })
        }
        showInvalid(result.fieldErrors)
      }
    } catch {
      toast.show({ tone: 'error', title: `${M.failurePrefix}${M.unknownError}` })
    }
    setSending(false)
  }
  const submit = handleSubmit(send, showInvalid)

  const summaryCountId = `${id}-summary-count`

  return (
    <>
      {editing ? (
        <p className="mt-6 text-stone-700">
          {TABS.find((tab) => tab.type === type)?.label} — corrige ton projet puis renvoie-le : l’équipe le relit à
          nouveau.
        </p>
      ) : (
        <div role="tablist" aria-label="Type de demande" className="mt-6 flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <button
              key={tab.type}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.type}`}
              aria-selected={type === tab.type}
              aria-controls={`${id}-panel`}
              onClick={() => chooseTab(tab.type)}
              className={`rounded-full border-2 px-4 py-2 text-sm font-semibold ${
                type === tab.type
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-stone-300 text-stone-700 hover:bg-stone-50'
              }`}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}

      <form
        id={`${id}-panel`}
        role={editing ? undefined : 'tabpanel'}
        aria-labelledby={editing ? undefined : `${id}-tab-${type}`}
        aria-label={editing ? 'Modifier mon projet' : undefined}
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-6"
      >
        {waitlist && (
          <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-800">
            Ta publication sur la page communauté peut être différée tant que ton compte n&apos;est pas activé.
          </p>
        )}
        {type === 'visibility' ? (
          <p className="rounded-xl border border-orange-200 bg-orange-50 p-3 text-sm font-medium text-orange-900">
            Retour sous 48h après validation de votre demande.
          </p>
        ) : (
          <p className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm font-medium text-sky-900">
            Publication après modération (≤ 24h).
          </p>
        )}
        {errors.request_type && <p className="text-sm text-red-700">{errors.request_type.message}</p>}

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

        <div>
          <Field
            id={fieldId('hero_image')}
            label="Image principale (JPG ou PNG, 1600×900 pixels, 500 Ko au plus)"
            error={errorOf('hero_image')}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                name="hero_image_file"
                accept={HERO_IMAGE_ACCEPT}
                onChange={chooseImage}
                disabled={image?.uploading}
                className="block w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
              />
            )}
          </Field>
          {cropSource && (
            <HeroImageCropper
              {...cropSource}
              onCropped={takeImage}
              onCancel={() => {
                setCropSource(null)
                document.getElementById(fieldId('hero_image'))?.focus()
              }}
            />
          )}
          {image && (
            <div className="mt-3 space-y-2">
              {/* The preview is a blob: URL of the chosen file, which the optimiser cannot read. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={image.preview}
                alt="Aperçu de l’image choisie"
                className="aspect-video w-full rounded-xl object-cover"
              />
              {image.uploading && <p className="text-sm text-stone-600">Envoi de l’image…</p>}
              {image.saved && (
                <p role="status" className="text-sm font-medium text-green-800">
                  {HERO_IMAGE_MESSAGES.saved}
                </p>
              )}
            </div>
          )}
        </div>

        <TextField {...field('hero_image_alt')} label="Texte alternatif de l’image" required maxLength={300} />

        {type === 'feedback' && (
          <Field id={fieldId('feedback_request')} label="Ce que je cherche" error={errorOf('feedback_request')}>
            {(control) => (
              <textarea
                {...control}
                {...registered('feedback_request')}
                maxLength={FEEDBACK_REQUEST_MAX_LENGTH}
                rows={4}
                className={inputClass}
              />
            )}
          </Field>
        )}

        {type === 'visibility' && (
          <div>
            <label className="flex items-start gap-3">
              <input
                {...checkbox('payment_commitment')}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span className="text-sm">
                Je m&apos;engage à payer {formatEuros(campaignPrice)} sous 24h après validation
              </span>
            </label>
            {checkboxError('payment_commitment')}
          </div>
        )}

        <div>
          <label className="flex items-start gap-3">
            <input {...checkbox('ethics_accepted')} type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-600" />
            <span className="text-sm">
              J’accepte la{' '}
              <Link href="/charte" className="font-medium text-brand-700 underline underline-offset-2">
                charte éthique de la Tryb
              </Link>
              .
            </span>
          </label>
          <CharterDialogButton
            label="Lire la charte"
            sections={charter}
            onAccept={() => {
              setValue('ethics_accepted', true)
              clearErrors('ethics_accepted')
            }}
            className="ml-7 mt-1 text-sm font-medium text-brand-700 underline underline-offset-2"
          />
          {checkboxError('ethics_accepted')}
        </div>

        <div>
          <button
            type="submit"
            className={`${primaryButton()} w-full sm:w-auto`}
            disabled={ethicsAccepted !== true || sending || image?.uploading}
            aria-busy={sending}
            aria-describedby={ethicsAccepted !== true ? `${id}-why-disabled` : undefined}
          >
            {sending ? 'Envoi en cours...' : editing ? 'Renvoyer mon projet' : 'Envoyer ma demande'}
          </button>
          {/* Disabled until the charter is accepted; the member is told so. */}
          {ethicsAccepted !== true && (
            <p id={`${id}-why-disabled`} className="mt-2 text-sm text-stone-600">
              {M.acceptCharterToSend}
            </p>
          )}
        </div>
      </form>
      <Toast {...toast} />
    </>
  )
}
