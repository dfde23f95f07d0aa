import { z } from 'zod'
import { isFunction } from '../validate'
import { iconNameSchema } from '../icon/schema'
import { FILE_ITEM_DEFAULTS, FILE_STATUSES, FILE_UPLOAD_DEFAULTS, UPLOAD_VARIANTS, VALIDATION_RESULTS, type FileItem } from './logic'

const fn = <T>(tsType: string, description: string) => z.custom<T>(isFunction).optional().meta({ tsType, description })
const url = (description: string) => z.string().trim().min(1, 'may not be empty').nullable().optional().meta({ description })

export const fileItemSchema = z.object({
  id: z.union([z.string().min(1, 'may not be empty'), z.number()]).meta({ tsType: 'string | number', description: 'Identifies the file in the list and in the callbacks.' }),
  name: z.string().trim().min(1, 'may not be empty').meta({ description: 'The file name, with its extension.' }),
  size: z.number().int().min(0).meta({ description: 'The size in bytes.' }),
  status: z.enum(FILE_STATUSES).meta({ description: 'Where the file is in its upload; HIDDEN files are not listed.' }),
  validation: z.enum(VALIDATION_RESULTS).default(FILE_ITEM_DEFAULTS.validation).meta({ description: 'The result of validating the file; only a SUCCESS file can be uploaded.' }),
  progress: z.number().min(0).max(1).optional().meta({ description: 'How much is uploaded, 0..1; shown in whole percent while UPLOADING or ERROR.' }),
  downloadUrl: url('Where an UPLOADED file can be downloaded.'),
  viewUrl: url('Where an UPLOADED file can be viewed, in a new tab; preferred over the download URL.'),
  isInternal: z.boolean().default(FILE_ITEM_DEFAULTS.isInternal).meta({ description: 'Marks a file only people with access can see.' }),
  isPreUploaded: z.boolean().default(FILE_ITEM_DEFAULTS.isPreUploaded).meta({ description: 'A file uploaded before: listed apart, under “Uploaded earlier”.' }),
})

export const fileUploadSchema = z.object({
  value: z.array(fileItemSchema).optional().meta({ description: 'The files, controlled; pair it with onValueChange.' }),
  defaultValue: z.array(fileItemSchema).default(FILE_UPLOAD_DEFAULTS.defaultValue).meta({ description: 'The files an uncontrolled upload starts with, e.g. files uploaded before.' }),
  onValueChange: fn<(files: FileItem[]) => void>('(files: FileItem[]) => void', 'Called with the new list when files are added, canceled, retried or deleted.'),
  variant: z
    .enum(UPLOAD_VARIANTS)
    .default(FILE_UPLOAD_DEFAULTS.variant)
    .meta({
      description:
        'How a new valid file starts: standalone NOT_STARTED (you start the upload), field READY_TO_UPLOAD (sent with the form), immediate UPLOADING at once (deprecated: use standalone). An invalid file starts INVALID, or ERROR in immediate.',
    }),
  extensions: z.array(z.string().trim().min(1, 'may not be empty')).default(FILE_UPLOAD_DEFAULTS.extensions).meta({ description: 'The allowed extensions, with or without a dot, compared case-insensitively; an empty list allows every file.' }),
  maxFileSize: z.number().int().min(0).default(FILE_UPLOAD_DEFAULTS.maxFileSize).meta({ description: 'The largest file allowed, in bytes. Unlimited (the maximum safe integer) unless told.' }),
  collapseExtensionsAfter: z.number().int().min(0).default(FILE_UPLOAD_DEFAULTS.collapseExtensionsAfter).meta({ description: 'How many extensions the drop area lists before an ellipsis.' }),
  allowMultiple: z.boolean().default(FILE_UPLOAD_DEFAULTS.allowMultiple).meta({ description: 'Accepts several files at once; without it, several files are refused and the drop area hides once a file is listed.' }),
  allowPhotos: z.boolean().default(FILE_UPLOAD_DEFAULTS.allowPhotos).meta({ description: 'Adds a “Take photo” button that opens the camera; photos are PNG files named by their date-time.' }),
  hideDropArea: z.boolean().default(FILE_UPLOAD_DEFAULTS.hideDropArea).meta({ description: 'Hides the drop area: the component only lists the files.' }),
  isDisabled: z.boolean().default(FILE_UPLOAD_DEFAULTS.isDisabled).meta({ description: 'Disables the drop area and every action.' }),
  label: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The label above the drop area; it names the file input.' }),
  helpText: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'A hint under the drop area, e.g. what the files are for.' }),
  externalUrl: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'A page that explains more, linked under the drop area; it opens in a new tab.' }),
  icon: iconNameSchema.default(FILE_UPLOAD_DEFAULTS.icon).meta({ tsType: 'IconName', description: 'The drop area’s icon.' }),
  onAddFiles: fn<(added: { file: File; item: FileItem }[]) => void>(
    '(added: { file: File; item: FileItem }[]) => void',
    'Called with the files just dropped, picked or photographed and their new items (valid or not); start a standalone upload from here.',
  ),
  onCancel: fn<(item: FileItem) => void>('(item: FileItem) => void', 'Called when the person stops an upload; the item becomes CANCELED. Abort the request here.'),
  onRetry: fn<(item: FileItem) => void>('(item: FileItem) => void', 'Called when the person retries a CANCELED or ERROR file; the item becomes UPLOADING from 0 %.'),
  onDelete: fn<(item: FileItem) => void>('(item: FileItem) => void', 'Called when the person removes a file; it leaves the list.'),
})

export type FileUploadProps = z.input<typeof fileUploadSchema>
export type FileItemInput = z.input<typeof fileItemSchema>
