import { useT } from '../text/use-t.ts';

/** Plain share links (no third-party script, nothing loads before a click) and a copy-link link
 * that copies the address when the page's script runs (behaviours/copy-link.ts). */
export function ShareLinks({ url, title, heading }: { url: string; title: string; heading?: string }) {
  const t = useT();
  const link = encodeURIComponent(url);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: 'X', href: `https://x.com/intent/post?url=${link}&text=${encodeURIComponent(title)}` },
    { name: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${link}` },
  ];
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share__heading">
        {heading ?? t('news.share')}
      </h2>
      <ul className="share__list">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} rel="noopener noreferrer" target="_blank">
              {network.name}
              <span className="visually-hidden">
                {' '}
                {t('news.shareOn', { network: network.name })} {t('common.externalLink')}
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href={url} data-copy-link data-copied-text={t('news.linkCopied')}>
            {t('news.copyLink')}
          </a>
        </li>
      </ul>
      <p className="share__status" role="status" />
    </section>
  );
}
