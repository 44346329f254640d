/**
 * A Vimeo video as an author names it: its address as Vimeo shows it ("https://vimeo.com/824113507",
 * a channel's or a showcase's, the player's), or the number at its end, which is the video ID the
 * site stores and plays (src/lib/video.ts).
 */
const ADDRESS = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:[\w-]+\/)*?(?:video\/)?(\d+)(?:[/?#].*)?$/i;

/** The video ID of a Vimeo address or number; undefined for anything else. */
export function vimeoVideo(written: string): string | undefined {
  const text = written.trim();
  if (/^\d+$/.test(text)) return text;
  return ADDRESS.exec(text)?.[1];
}
