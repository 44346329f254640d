import { css, type SerializedStyles } from "@emotion/react";
import { X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLabels } from "../../hooks/use-site-data";
import { INVOKER_COMMANDS_WORK } from "../../lib/browser/invoker-commands";
import { INVOKER_COMMANDS_QUERY, playerStartPage, playerUrl, videoPageUrl } from "../../lib/video";
import { colors, radii, shadows, space } from "../../styles/theme";

interface VideoDialogProps {
  /** The dialog's id, unique in the page. */
  id: string;
  videoId: string;
  title: string;
  /** Portrait uses a 9:16 player (vertical social video). */
  orientation?: "landscape" | "portrait";
  /** What the play button shows; its accessible name comes from this content. */
  children: ReactNode;
  /** The play button's look. */
  buttonCss: SerializedStyles;
  /** What the link to the video's page shows, where it differs from `children` (see below). */
  linkChildren?: ReactNode;
}

/**
 * A click-to-load player that works from the first paint: the play button opens a native modal
 * `<dialog>` by invoker command, with no script. Nothing is requested from the video host until
 * the visitor presses play. With scripts, pressing play puts the player's frame in the dialog as it
 * opens (after a press before the scripts ran, as soon as they have). Without them, the dialog
 * holds a frame with a one-button page of its own (see `playerStartPage`) whose press loads the
 * player in place. The dialog traps focus, closes on Escape, its close button and a click outside,
 * and gives focus back to the play button.
 *
 * A browser without invoker commands (before late 2025) shows, in the button's place, a link to the
 * video's page on the host, opened in a new tab, until its scripts run: then it is given the
 * invoker commands polyfill and shows the same button as every other browser
 * (src/lib/browser/invoker-commands.ts). Only one of the two is ever displayed (`INVOKER_COMMANDS_QUERY`
 * picks, then the root's mark once scripts have made the commands work), so the other is out of
 * the accessibility tree and the tab order. With scripts, closing the dialog removes the player,
 * so playback stops.
 */
export function VideoDialog({
  id: dialogId,
  videoId,
  title,
  orientation = "landscape",
  children,
  buttonCss,
  linkChildren = children,
}: VideoDialogProps) {
  const labels = useLabels();
  const dialog = useRef<HTMLDialogElement>(null);
  const [playing, setPlaying] = useState(false);

  // A dialog opened before the scripts ran gets its player as soon as they have.
  useEffect(() => {
    if (dialog.current?.open) setPlaying(true);
  }, []);

  return (
    <>
      <span css={whereInvokerCommands}>
        {/* Shown only where its command opens the dialog, so its press also brings the player. */}
        <button type="button" commandfor={dialogId} command="show-modal" css={buttonCss} onClick={() => setPlaying(true)}>
          {children}
        </button>
      </span>
      <a href={videoPageUrl(videoId)} target="_blank" rel="noopener noreferrer" css={[buttonCss, whereNoInvokerCommands]}>
        {linkChildren}
      </a>
      {/* The click closes on the backdrop, for browsers without `closedby`; keyboards close the dialog with Escape. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        id={dialogId}
        ref={dialog}
        aria-label={title}
        closedby="any"
        css={dialogStyle(orientation)}
        onClose={() => setPlaying(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself (for browsers without `closedby`).
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <button type="button" commandfor={dialogId} command="close" css={closeButton}>
          <X aria-hidden="true" size={22} />
          <span className="visually-hidden">{labels.video.close}</span>
        </button>
        <div css={frame(orientation)}>
          {playing ? (
            <iframe
              src={playerUrl(videoId)}
              title={title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              data-video-id={videoId}
            />
          ) : (
            // A browser builds every frame in the page at once, a closed dialog's too, so only a page running no script gets this one.
            // A browser running scripts never shows it, so only the build's HTML carries it (React does
            // not compare what is inside <noscript>), and its page is not in the browser's script.
            <noscript>
              {process.env.BUILD_STAGE === "build-html" ? (
                <iframe
                  srcDoc={playerStartPage(videoId, title, labels.video.playInFrame)}
                  title={title}
                  allow="autoplay; fullscreen; picture-in-picture"
                  allowFullScreen
                  data-video-id={videoId}
                />
              ) : null}
            </noscript>
          )}
        </div>
      </dialog>
    </>
  );
}

const whereInvokerCommands = css`
  display: none;
  @supports ${INVOKER_COMMANDS_QUERY} {
    display: contents;
  }
  ${INVOKER_COMMANDS_WORK} & {
    display: contents;
  }
`;

const whereNoInvokerCommands = css`
  @supports ${INVOKER_COMMANDS_QUERY} {
    display: none;
  }
  ${INVOKER_COMMANDS_WORK} & {
    display: none;
  }
`;

const dialogStyle = (orientation: "landscape" | "portrait") => css`
  width: ${orientation === "portrait" ? "min(92vw, 24rem)" : "min(94vw, 64rem)"};
  max-height: 92vh;
  padding: 0;
  border: 0;
  border-radius: ${radii.lg};
  background: ${colors.player};
  overflow: visible;
  &::backdrop {
    background: ${colors.videoBackdrop};
  }
`;

const frame = (orientation: "landscape" | "portrait") => css`
  position: relative;
  aspect-ratio: ${orientation === "portrait" ? "9 / 16" : "16 / 9"};
  max-height: 88vh;
  margin-inline: auto;
  border-radius: ${radii.lg};
  overflow: hidden;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const closeButton = css`
  position: absolute;
  z-index: 1;
  top: -${space.md};
  right: -${space.md};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radii.pill};
  border: 0;
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  box-shadow: ${shadows.overPicture};
`;
