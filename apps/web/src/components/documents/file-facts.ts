import { formatFileSize, type Language } from '@probation/i18n';
import type { TFunction } from 'i18next';

/** What a reader learns about a file before opening it: type, size and, for a PDF, its pages ("PDF, 16 KB, 2 pages"). */
export function fileFacts(
  file: { type: string; size: number; pages?: number | null },
  lang: Language,
  t: TFunction,
): string {
  return [
    t(`documents.types.${file.type}`),
    formatFileSize(file.size, lang),
    file.pages ? t('documents.pages', { count: file.pages }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
