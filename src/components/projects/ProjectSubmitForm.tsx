'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'

import { resubmitProjectAction, submitProjectAction, uploadProjectHeroImageAction } from '@/actions/projectSubmit'
import { primaryButton } from '@/components/buttonStyles'
import { CharterDialogButton, type CharterSection } from '@/components/CharterDialog'
import { Toast, useToast } from '@/components/Toast'
import {
  HERO_IMAGE_ACCEPT,
  HERO_IMAGE_MESSAGES,
  heroImageDimensionsProblem,
  heroImageFileProblem,
} from '@/domain/heroImage'
import { SNIFF_BYTES } from '@/domain/avatarFile'
import { formatEuros } from '@/domain/french'
import {
  PROJECT_SUBMIT_FIELDS,
  PROJECT_SUBMIT_MESSAGES as M,
  projectSubmitErrors,
  SUMMARY_MAX_LENGTH,
  type ProjectSubmitField,
  type ProjectSubmitValues,
  type RequestType,
} from '@/validation/projectSubmit'

type Errors = Partial<Record<ProjectSubmitField, string>>
type TextField = Exclude<ProjectSubmitField, 'hero_image' | 'ethics_accepted' | 'payment_commitment' | 'request_type'>

const TABS: { type: RequestType; label: string }[] = [
  { type: 'visibility', label: 'Demande de visibilité' },
  { type: 'feedback', label: 'Demande de feedbacks' },
]

const COMPANY_LINKS = [
  { name: 'linkedin', label: 'LinkedIn', placeholder: 'linkedin.com/company/…' },
  { name: 'instagram', label: 'Instagram', placeholder: 'instagram.com/…' },
  { name: 'facebook', label: 'Facebook', placeholder: 'facebook.com/…' },
  { name: 'website', label: 'Site web', placeholder: 'monsite.fr' },
] as const

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
 * /project-submit (spec 02 §2, §5). Every input is controlled so nothing typed is lost when the
 * server refuses; the same zod schema checks the form here and on the server. The hero image is
 * checked here (size, real type, 1600×900), then sent and stored at once: the server checks it
 * again with sharp and answers with its id, which the form sends with the rest.
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
  const [values, setValues] = useState<ProjectSubmitValues>(editing?.values ?? { request_type: initialType })
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [image, setImage] = useState<{ preview: string; saved: boolean; uploading: boolean } | null>(
    editing?.imageUrl ? { preview: editing.imageUrl, saved: false, uploading: false } : null,
  )
  const fileInput = useRef<HTMLInputElement>(null)
  const type = values.request_type as RequestType

  const fieldId = (name: ProjectSubmitField) => `${id}-${name}`
  const update = (changes: ProjectSubmitValues) => {
    setValues((current) => ({ ...current, ...changes }))
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(changes) as ProjectSubmitField[]) delete next[key]
      return next
    })
  }

  const chooseTab = (next: RequestType) => {
    update({ request_type: next })
    router.replace(`/project-submit?type=${next}`, { scroll: false })
  }

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (image?.preview.startsWith('blob:')) URL.revokeObjectURL(image.preview)
    setImage(null)
    update({ hero_image: null })
    if (!file) return
    const firstBytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
    const problem =
      heroImageFileProblem(file.size, firstBytes) ??
      heroImageDimensionsProblem(...((size) => [size?.width, size?.height] as const)(await decodedSize(file)))
    if (problem) {
      setErrors((current) => ({ ...current, hero_image: problem }))
      return
    }
    const preview = URL.createObjectURL(file)
    setImage({ preview, saved: false, uploading: true })
    const form = new FormData()
    form.set('hero_image_file', file)
    const result = await uploadProjectHeroImageAction(form).catch(() => null)
    if (result?.ok) {
      setImage({ preview, saved: true, uploading: false })
      update({ hero_image: result.id })
    } else {
      URL.revokeObjectURL(preview)
      setImage(null)
      setErrors((current) => ({ ...current, hero_image: result?.message ?? HERO_IMAGE_MESSAGES.uploadFailed }))
    }
  }

  const showInvalid = (found: Errors) => {
    setErrors(found)
    toast.show({ tone: 'error', title: M.invalid })
    const first = PROJECT_SUBMIT_FIELDS.find((field) => found[field])
    const element = first && document.getElementById(fieldId(first))
    element?.scrollIntoView({ block: 'center' })
    element?.focus({ preventScroll: true })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const found = projectSubmitErrors(values)
    if (found) return showInvalid(found)
    setSending(true)
    try {
      const result = editing ? await resubmitProjectAction(editing.slug, values) : await submitProjectAction(values)
      if (result.ok) {
        toast.show({ tone: 'success', title: editing ? M.resubmitted : M.success })
        // Long enough to read the toast, which leaves with the page.
        setTimeout(() => router.push(`/p/${result.slug}`), 1000)
        return
      }
      if (result.fieldErrors) showInvalid(result.fieldErrors)
      else toast.show({ tone: 'error', title: `${M.failurePrefix}${result.message}` })
    } catch {
      toast.show({ tone: 'error', title: `${M.failurePrefix}${M.unknownError}` })
    }
    setSending(false)
  }

  const described = (name: ProjectSubmitField, hint?: string) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] && `${fieldId(name)}-error`, hint].filter(Boolean).join(' ') || undefined,
  })
  const text = (name: TextField) => ({
    ...described(name),
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update({ [name]: event.target.value }),
  })
  const errorOf = (name: ProjectSubmitField) =>
    errors[name] && (
      <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    )
  const label = (name: ProjectSubmitField, children: ReactNode) => (
    <label htmlFor={fieldId(name)} className="block font-medium">
      {children}
    </label>
  )
  const inputClass = 'mt-1 w-full min-w-0 rounded-xl border border-stone-300 px-4 py-3 aria-invalid:border-red-600'
  const summaryLength = values.summary?.length ?? 0

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
        {errors.request_type && <p className="text-sm text-red-700">{errors.request_type}</p>}

        <div>
          {label('title', 'Titre du projet')}
          <input {...text('title')} maxLength={200} className={inputClass} />
          {errorOf('title')}
        </div>

        <div>
          {label('summary', 'Résumé')}
          <textarea
            {...text('summary')}
            {...described('summary', `${id}-summary-count`)}
            maxLength={SUMMARY_MAX_LENGTH}
            rows={4}
            className={inputClass}
          />
          <p id={`${id}-summary-count`} className="mt-1 text-right text-sm text-stone-600" aria-live="polite">
            {summaryLength}/{SUMMARY_MAX_LENGTH}
          </p>
          {errorOf('summary')}
        </div>

        <div>
          {label('project_url', 'Lien MVP')}
          <input {...text('project_url')} type="url" inputMode="url" placeholder="https://" className={inputClass} />
          {errorOf('project_url')}
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <div className="min-w-0">
            {label('primary_target', 'Cible principale')}
            <input {...text('primary_target')} className={inputClass} />
            {errorOf('primary_target')}
          </div>
          <div className="min-w-0">
            {label('secondary_target', 'Cible secondaire (facultatif)')}
            <input {...text('secondary_target')} className={inputClass} />
            {errorOf('secondary_target')}
          </div>
        </div>

        <fieldset className="min-w-0 space-y-4">
          <legend className="font-medium">Liens de l’entreprise (facultatifs)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {COMPANY_LINKS.map((link) => (
              <div key={link.name} className="min-w-0">
                {label(link.name, link.label)}
                <input
                  {...text(link.name)}
                  type="url"
                  inputMode="url"
                  placeholder={link.placeholder}
                  className={inputClass}
                />
                {errorOf(link.name)}
              </div>
            ))}
          </div>
        </fieldset>

        <div>
          {label('hero_image', 'Image principale (JPG ou PNG, 1600×900 pixels, 500 Ko au plus)')}
          <input
            {...described('hero_image')}
            ref={fileInput}
            type="file"
            name="hero_image_file"
            accept={HERO_IMAGE_ACCEPT}
            onChange={chooseImage}
            disabled={image?.uploading}
            className="mt-1 block w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
          />
          {errorOf('hero_image')}
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

        <div>
          {label('hero_image_alt', 'Texte alternatif de l’image')}
          <input {...text('hero_image_alt')} maxLength={300} className={inputClass} />
          {errorOf('hero_image_alt')}
        </div>

        {type === 'feedback' && (
          <div>
            {label('feedback_request', 'Ce que je cherche')}
            <textarea {...text('feedback_request')} maxLength={2000} rows={4} className={inputClass} />
            {errorOf('feedback_request')}
          </div>
        )}

        {type === 'visibility' && (
          <div>
            <label className="flex items-start gap-3">
              <input
                {...described('payment_commitment')}
                type="checkbox"
                name="payment_commitment"
                checked={values.payment_commitment === true}
                onChange={(event) => update({ payment_commitment: event.target.checked })}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span className="text-sm">
                Je m&apos;engage à payer {formatEuros(campaignPrice)} sous 24h après validation
              </span>
            </label>
            {errorOf('payment_commitment')}
          </div>
        )}

        <div>
          <label className="flex items-start gap-3">
            <input
              {...described('ethics_accepted')}
              type="checkbox"
              name="ethics_accepted"
              checked={values.ethics_accepted === true}
              onChange={(event) => update({ ethics_accepted: event.target.checked })}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
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
            onAccept={() => update({ ethics_accepted: true })}
            className="ml-7 mt-1 text-sm font-medium text-brand-700 underline underline-offset-2"
          />
          {errorOf('ethics_accepted')}
        </div>

        <button
          type="submit"
          className={`${primaryButton()} w-full sm:w-auto`}
          disabled={values.ethics_accepted !== true || sending || image?.uploading}
          aria-busy={sending}
        >
          {sending ? 'Envoi en cours...' : editing ? 'Renvoyer mon projet' : 'Envoyer ma demande'}
        </button>
      </form>
      <Toast {...toast} />
    </>
  )
}
