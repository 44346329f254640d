/** Addresses of the third-party video player and thumbnails, built from a numeric video id. */
import { colors, radii } from "../styles/theme";

/** The player's settings: start at once, do-not-track on, none of the host's overlays. */
const PLAYER_SETTINGS = { autoplay: "1", dnt: "1", title: "0", byline: "0", portrait: "0" } as const;

const playerAddress = (videoId: string) => `https://player.vimeo.com/video/${encodeURIComponent(videoId)}`;

/**
 * Where the stylesheet alone can tell that invoker commands are there: CSS cannot test for them,
 * but every engine that has both of these has them (`:open`: Chrome 133, Firefox 136, Safari 26.5;
 * view transitions: Chrome 111, Firefox 144, Safari 18; invoker commands: Chrome 135, Firefox 144,
 * Safari 26.2). Safari 26.2 to 26.4 pass over it and get the link, which still works; Chrome 133
 * and 134, long since updated away, are the only browsers it misjudges.
 */
export const INVOKER_COMMANDS_QUERY = "selector(:open) and selector(::view-transition)";

/** The video's own page on Vimeo, for a browser that cannot open the site's player dialog without scripts. */
export function videoPageUrl(videoId: string): string {
  return `https://vimeo.com/${encodeURIComponent(videoId)}`;
}

/** Vimeo's player with do-not-track on; requested only after the visitor presses play. */
export function playerUrl(videoId: string): string {
  return `${playerAddress(videoId)}?${new URLSearchParams(PLAYER_SETTINGS).toString()}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character,
  );

/**
 * What a player frame shows before it plays, as the frame's own small document (`srcdoc`): a play
 * button whose form loads the player into the frame. It is there for a page running no script:
 * a browser with scripts off fetches every frame at once, whatever `loading="lazy"` asks, so the
 * frame must hold no address of the host's until the visitor presses play. With scripts, the
 * dialog's opener loads the player directly and this page is never seen.
 */
export function playerStartPage(videoId: string, title: string, playLabel: string): string {
  const settings = Object.entries(PLAYER_SETTINGS)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  return (
    `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>html,body,form{height:100%;margin:0}body{background:${colors.player};font:600 18px system-ui,sans-serif}` +
    `form{display:grid;place-items:center}button{display:inline-flex;align-items:center;gap:.6em;padding:.9em 1.6em;border:0;` +
    `border-radius:${radii.pill};background:${colors.surface};color:${colors.ink};font:inherit;cursor:pointer}button:focus-visible{outline:3px solid ${colors.accentOnInk};outline-offset:3px}</style>` +
    `<form action="${playerAddress(videoId)}" method="get">${settings}` +
    `<button type="submit"><span aria-hidden="true">&#9654;</span> ${escapeHtml(playLabel)}<span style="position:absolute;left:-9999px">: ${escapeHtml(title)}</span></button></form></html>`
  );
}

/** Second thumbnail address, tried when a case study's own poster fails to load. */
export function fallbackThumbnailUrl(videoId: string): string {
  return `https://vumbnail.com/${encodeURIComponent(videoId)}.jpg`;
}

export const LOCAL_PLACEHOLDER_THUMBNAIL = "/case-studies/placeholder.jpg";

export const VIDEO_HOSTS = ["player.vimeo.com", "vimeo.com", "vimeocdn.com", "vumbnail.com"];
