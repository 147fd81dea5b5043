import { isContentUrl } from '@probation/contract/rules';
import { formatFileSize } from '@probation/i18n';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { FileNameWithHiddenLabel } from './FileName.tsx';
import type { NewsItemData } from '../../shared/page-state.ts';

/** A file's type as a reader knows it: PDF, DOCX, … from its MIME type or its name. */
export function fileTypeLabel(mimeType: string, name: string): string {
  if (mimeType === 'application/pdf') return 'PDF';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  return (extension ?? mimeType.split('/')[1] ?? mimeType).toUpperCase();
}

/** The attachments of a news item: name, type, size (and pages of a PDF), each a download link. */
export function AttachmentList({
  attachments,
  lang,
}: {
  attachments: NewsItemData['attachments'];
  lang: Language;
}) {
  const t = useT();
  const linked = attachments.filter((file) => isContentUrl(file.url)); // decision 0607
  if (linked.length === 0) return null;
  return (
    <section className="attachments" aria-labelledby="attachments-heading">
      <h2 id="attachments-heading">{t('news.attachments')}</h2>
      <ul>
        {linked.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={file.name}>
              <FileNameWithHiddenLabel label={t('news.download', { name: file.name })} name={file.name} />
            </a>{' '}
            <span className="attachments__meta">
              {`(${[
                fileTypeLabel(file.mimeType, file.name),
                formatFileSize(file.size, lang),
                file.pages ? t('news.pages', { count: file.pages }) : null,
              ]
                .filter(Boolean)
                .join(', ')})`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
