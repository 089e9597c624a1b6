'use client'

import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

import { uploadProjectHeroImageAction } from '@/actions/projectSubmit'
import { Field } from '@/components/form/fields'
import { SNIFF_BYTES } from '@/domain/profile/avatarFile'
import {
  HERO_IMAGE_ACCEPT,
  HERO_IMAGE_MESSAGES,
  heroImageDimensionsProblem,
  heroImageFileProblem,
  heroImageType,
} from '@/domain/projects/heroImage'
import type { ProjectSubmitValues } from '@/validation/projectSubmitForm'

import { HeroImageFitter } from './HeroImageFitter'
import { useSubmitFields } from './useSubmitFields'

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

type Image = { preview: string; saved: boolean; uploading: boolean }

/**
 * Checked here, then stored at once; the server checks again with
 * sharp. A refused size can be fitted here by cropping or bands.
 */
export function HeroImageField({
  prefix,
  initialImageUrl,
  onUploading,
}: {
  prefix: string
  initialImageUrl: string | null
  onUploading: (uploading: boolean) => void
}) {
  const { setValue, setError, clearErrors } = useFormContext<ProjectSubmitValues>()
  const { fieldId, errorOf } = useSubmitFields(prefix)
  const [image, setImage] = useState<Image | null>(
    initialImageUrl ? { preview: initialImageUrl, saved: false, uploading: false } : null,
  )
  // A refused picture the browser can read, to fit to 1600×900.
  const [fitSource, setFitSource] = useState<{ file: File; width: number; height: number } | null>(null)

  const setHeroImage = (imageId: number | null) => {
    setValue('hero_image', imageId)
    clearErrors('hero_image')
  }
  const show = (next: Image | null) => {
    setImage(next)
    onUploading(Boolean(next?.uploading))
  }

  const takeImage = async (file: File | undefined) => {
    if (image?.preview.startsWith('blob:')) URL.revokeObjectURL(image.preview)
    show(null)
    setHeroImage(null)
    setFitSource(null)
    if (!file) return
    const firstBytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
    const size = heroImageType(firstBytes) ? await decodedSize(file) : null
    const problem = heroImageFileProblem(file.size, firstBytes) ?? heroImageDimensionsProblem(size?.width, size?.height)
    if (problem) {
      setError('hero_image', { message: problem })
      if (size) setFitSource({ file, ...size })
      return
    }
    const preview = URL.createObjectURL(file)
    show({ preview, saved: false, uploading: true })
    const form = new FormData()
    form.set('hero_image_file', file)
    const result = await uploadProjectHeroImageAction(form).catch(() => null)
    if (result?.ok) {
      show({ preview, saved: true, uploading: false })
      setHeroImage(result.id)
    } else {
      URL.revokeObjectURL(preview)
      show(null)
      setError('hero_image', { message: result?.message ?? HERO_IMAGE_MESSAGES.uploadFailed })
    }
  }

  return (
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
            onChange={(event) => takeImage(event.target.files?.[0])}
            disabled={image?.uploading}
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
          />
        )}
      </Field>
      {fitSource && (
        <HeroImageFitter
          {...fitSource}
          // The member chose how to fit it: the refusal above has its answer.
          onChoose={() => clearErrors('hero_image')}
          onFitted={takeImage}
          onCancel={() => {
            setFitSource(null)
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
  )
}
