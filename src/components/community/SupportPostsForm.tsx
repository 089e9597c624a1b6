'use client'

import { startTransition, useActionState, useEffect, useId, useRef } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'

import { saveSupportPostsAction } from '@/actions/projectOwner'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { Field, inputClass } from '@/components/form/fields'
import { lazyResolver } from '@/components/form/lazyResolver'
import type { OwnerSupportPosts } from '@/community/projectViewer'
import { MAX_SUPPORT_POSTS, SUPPORT_POSTS_ANCHOR } from '@/domain/support/supportPosts'
import type { SupportPostsResult } from '@/projects/saveSupportPosts'
import type { SupportPostsInput, SupportPostsValues } from '@/validation/supportPosts'
import { failedAction } from '@/components/form/actionFailure'

import { announceProjectChange } from '@/components/projectChanged'
import { SupportPostLink } from './SupportPosts'
import { NetworkOptions } from './NetworkOptions'

/** Editable until the owner's week ends; after that the list stays as it is. */
export function SupportPostsForm({ projectId, support }: { projectId: number; support: OwnerSupportPosts }) {
  const id = useId()
  const section = useRef<HTMLElement>(null)
  // Drawn after the page loaded, so the browser found no anchor to scroll to when the e-mail's link opened it.
  useEffect(() => {
    if (window.location.hash === `#${SUPPORT_POSTS_ANCHOR}`) section.current?.scrollIntoView()
  }, [])
  return (
    <section
      ref={section}
      id={SUPPORT_POSTS_ANCHOR}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 scroll-mt-24"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Publications à soutenir
      </h3>
      {support.editable ? (
        <>
          <p className="text-neutral-700">
            Indique les publications que la communauté doit liker, commenter ou partager
            {support.week ? ` pendant ta semaine d’exposition (${support.week})` : ''} : {MAX_SUPPORT_POSTS} au plus. Tu
            peux les modifier jusqu’à la fin de la semaine.
          </p>
          <PostsEditor projectId={projectId} posts={support.posts} />
        </>
      ) : (
        <>
          <p className="text-neutral-700">Ta semaine d’exposition est terminée : la liste ne se modifie plus.</p>
          {support.posts.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {support.posts.map((post, index) => (
                <li key={`${index}-${post.url}`}>
                  <SupportPostLink post={post} index={index} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-neutral-700">Aucune publication n’a été proposée.</p>
          )}
        </>
      )}
    </section>
  )
}

const EMPTY_POST = { url: '', network: '' }

const resolver = lazyResolver(() => import('@/components/form/resolvers').then((r) => r.supportPostsResolver))

function PostsEditor({ projectId, posts }: { projectId: number; posts: OwnerSupportPosts['posts'] }) {
  const id = useId()
  const notice = useRef<HTMLParagraphElement>(null)
  const [state, run, pending] = useActionState<SupportPostsResult | null, SupportPostsInput>(
    (_previous, values) => saveSupportPostsAction(projectId, values).catch(failedAction),
    null,
  )
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SupportPostsValues, unknown, SupportPostsInput>({
    resolver,
    defaultValues: { posts: posts.length > 0 ? posts : [EMPTY_POST] },
    reValidateMode: 'onSubmit',
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'posts' })

  // Saved: the form shows the links as stored and the page asks for its viewer data again;
  // either way the answer takes the focus, so a screen reader hears it.
  useEffect(() => {
    if (!state) return
    if (state.ok) {
      reset({ posts: state.posts })
      announceProjectChange()
    }
    notice.current?.focus()
  }, [state, reset])

  const submit = handleSubmit((values) => startTransition(() => run(values)))
  const full = fields.length >= MAX_SUPPORT_POSTS

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Publications à soutenir">
      {fields.length === 0 && <p className="text-neutral-700">Aucune publication pour l’instant.</p>}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
            <p className="text-sm font-semibold text-neutral-700">Publication {index + 1}</p>
            <Field id={`${id}-${field.id}-network`} label="Réseau" error={errors.posts?.[index]?.network?.message}>
              {(bind) => (
                <select {...bind} {...register(`posts.${index}.network`)} className={inputClass}>
                  <NetworkOptions emptyLabel="Choisis un réseau" />
                </select>
              )}
            </Field>
            <Field
              id={`${id}-${field.id}-url`}
              label="Lien de la publication"
              error={errors.posts?.[index]?.url?.message}
            >
              {(bind) => (
                <input
                  {...bind}
                  {...register(`posts.${index}.url`)}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  className={inputClass}
                />
              )}
            </Field>
            <div>
              <button
                type="button"
                className={outlineButton('small')}
                onClick={() => remove(index)}
                aria-label={`Retirer la publication ${index + 1}`}
              >
                Retirer
              </button>
            </div>
          </li>
        ))}
      </ol>
      {errors.posts?.root?.message && <FormNotice notice={{ ok: false, message: errors.posts.root.message }} />}
      <div className="flex flex-col gap-2">
        <div>
          <button
            type="button"
            className={outlineButton()}
            disabled={full}
            aria-describedby={full ? `${id}-full` : undefined}
            // react-hook-form focuses the new row's first field.
            onClick={() => append(EMPTY_POST)}
          >
            Ajouter une publication
          </button>
        </div>
        {full && (
          <p id={`${id}-full`} className="text-sm text-neutral-600">
            {MAX_SUPPORT_POSTS} publications au plus.
          </p>
        )}
      </div>
      <FormNotice notice={pending ? null : state} ref={notice} />
      <div>
        <button type="submit" className={primaryButton()} disabled={pending} aria-busy={pending}>
          {pending ? 'Enregistrement…' : 'Enregistrer les publications'}
        </button>
      </div>
    </form>
  )
}
