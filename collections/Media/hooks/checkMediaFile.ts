import { checkImageUpload } from '../../hooks/checkImageUpload'

import { MEDIA_MAX_BYTES } from '@/domain/request/requestBodies'
import { inspectImageFile } from '@/uploads/inspectAvatarFile'

const MEDIA_TOO_LARGE = { title: 'Fichier trop volumineux', message: 'L’image doit faire moins de 10 Mo.' }

/** A small file must not unpack into gigabytes when resized. */
export const checkMediaFile = checkImageUpload('media', (file) =>
  inspectImageFile(file, MEDIA_MAX_BYTES, MEDIA_TOO_LARGE),
)
