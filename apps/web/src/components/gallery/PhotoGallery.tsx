import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { isContentUrl } from '@probation/contract/rules';
import type { Language } from '@probation/i18n';
import { usePageLang, useT } from '../text/use-t.ts';
import { foreignLang } from '../content/lang-attribute.ts';
import { CloseDialogButton } from '../dialogs/CloseDialogButton.tsx';
import { loadInList, ResponsiveImage } from '../media/ResponsiveImage.tsx';

export interface GalleryPhoto {
  url: string;
  alt: string;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
}

/** How wide a thumbnail is shown (the grid of gallery.css) and how wide the viewer shows a photo. */
const THUMB_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 31vw, 48vw';
const VIEWER_SIZES = '(min-width: 80rem) 75rem, 100vw';
const FALLBACK_SIZE = { width: 1600, height: 1067 };
/** Pixels a finger must travel sideways for a swipe. */
const SWIPE_DISTANCE = 50;

/**
 * Photos as a grid of thumbnails, each a link to the full-size file (so it works without JavaScript); with
 * JavaScript a link opens a modal viewer (a native <dialog>): the photo with its alt text and caption,
 * "n of N" (announced politely), previous/next buttons, Left/Right/Home/End keys, swipe on a touch screen,
 * Escape to close, focus moved into the viewer and back to the thumbnail, the neighbours loaded ahead.
 */
export function PhotoGallery({
  photos: givenPhotos,
  textLang,
  eagerCount = 0,
}: {
  photos: readonly GalleryPhoto[];
  /** The language of the alt texts and captions when it is not the page's (an English fallback). */
  textLang?: Language;
  /** Thumbnails above the fold, loaded at once. */
  eagerCount?: number;
}) {
  const t = useT();
  const pageLang = usePageLang();
  // Only photos a page may link to (decision 0607): the grid's links and the viewer's images alike.
  const photos = givenPhotos.filter((photo) => isContentUrl(photo.url));
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  /** The photo shown, also outside renders (the dialog's close event). */
  const shownIndex = useRef<number | null>(null);
  const count = photos.length;

  function show(index: number | null) {
    shownIndex.current = index;
    setShown(index);
  }

  // Back to the thumbnail of the photo last shown, however the viewer closed (button, Escape).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const restoreFocus = () => {
      const last = shownIndex.current;
      shownIndex.current = null;
      setShown(null);
      if (last !== null) thumbnails.current[last]?.focus();
    };
    element.addEventListener('close', restoreFocus);
    return () => element.removeEventListener('close', restoreFocus);
  }, []);

  function open(index: number) {
    show(index);
    if (!dialog.current?.open) dialog.current?.showModal();
    closeButton.current?.focus();
  }

  function move(step: number) {
    const index = shownIndex.current;
    if (index !== null) show((index + step + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const moves: Record<string, () => void> = {
      ArrowRight: () => move(1),
      ArrowLeft: () => move(-1),
      Home: () => show(0),
      End: () => show(count - 1),
    };
    const action = moves[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
    // The swipe ends here even when the finger leaves the photo on its way (onto the caption or the backdrop).
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  }

  const photo = shown === null ? null : photos[shown];
  const neighbours =
    shown === null || count < 2
      ? []
      : [...new Set([(shown + 1) % count, (shown - 1 + count) % count])].map((index) => photos[index]!);

  return (
    <>
      <ul className="photo-grid">
        {photos.map((item, index) => (
          <li key={`${item.url}-${index}`} className="photo-grid__item">
            <a
              className="photo-grid__link"
              href={item.url}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                open(index);
              }}
            >
              <ResponsiveImage
                className="photo-grid__image"
                image={item}
                sizes={THUMB_SIZES}
                fallbackSize={FALLBACK_SIZE}
                load={loadInList(index, eagerCount)}
                lang={textLang ?? foreignLang(item.alt, pageLang)}
              />
            </a>
            {item.caption ? (
              <p className="photo-grid__caption" lang={textLang ?? foreignLang(item.caption, pageLang)}>
                {item.caption}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="viewer"
        aria-label={t('albums.viewer')}
        aria-describedby="viewer-help"
        onKeyDown={onKeyDown}
      >
        <div className="viewer__bar">
          <p className="viewer__status" aria-live="polite" aria-atomic="true">
            {shown === null ? '' : t('albums.photoOf', { n: shown + 1, count })}
          </p>
          <CloseDialogButton ref={closeButton} dialog={dialog} className="viewer__button">
            {t('albums.close')}
          </CloseDialogButton>
        </div>
        {photo ? (
          <figure
            className="viewer__figure"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
            // A mouse drag would start dragging the image (and cancel the pointer) instead of a swipe.
            onDragStart={(event) => event.preventDefault()}
          >
            <ResponsiveImage
              key={photo.url}
              className="viewer__image"
              image={photo}
              sizes={VIEWER_SIZES}
              fallbackSize={FALLBACK_SIZE}
              load="priority"
              lang={textLang ?? foreignLang(photo.alt, pageLang)}
            />
            {photo.caption ? (
              <figcaption lang={textLang ?? foreignLang(photo.caption, pageLang)}>{photo.caption}</figcaption>
            ) : null}
          </figure>
        ) : null}
        <div className="viewer__nav">
          <button type="button" className="viewer__button" onClick={() => move(-1)} disabled={count < 2}>
            <span aria-hidden="true">‹ </span>
            {t('albums.previous')}
          </button>
          <button type="button" className="viewer__button" onClick={() => move(1)} disabled={count < 2}>
            {t('albums.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <p id="viewer-help" className="viewer__help">
          {t('albums.viewerHelp')}
        </p>
        <div className="viewer__preload" hidden>
          {neighbours.map((item) => (
            <ResponsiveImage
              key={item.url}
              image={item}
              alt=""
              sizes={VIEWER_SIZES}
              fallbackSize={FALLBACK_SIZE}
              load="eager"
            />
          ))}
        </div>
      </dialog>
    </>
  );
}
