import { css, type SerializedStyles } from "@emotion/react";
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useLabels } from "../../hooks/use-site-data";
import { playerStartPage, playerUrl } from "../../lib/video";
import { colors, radii, shadows, space } from "../../styles/theme";

interface VideoDialogProps {
  videoId: string;
  title: string;
  /** Portrait uses a 9:16 player (vertical social video). */
  orientation?: "landscape" | "portrait";
  /** What the play button shows; its accessible name comes from this content. */
  children: ReactNode;
  /** The play button's look. */
  buttonCss: SerializedStyles;
}

/** Invoker commands (`commandfor`/`command`) are in every major browser since late 2025; older ones lack them. */
const invokerCommandsMissing = () => !("command" in HTMLButtonElement.prototype);

/**
 * A click-to-load player that works from the first paint: the play button opens a native modal
 * `<dialog>` by invoker command, with no script. Nothing is requested from the video host until
 * the visitor presses play. With scripts, pressing play puts the player's frame in the dialog as it
 * opens (after a press before the scripts ran, as soon as they have). Without them, the dialog
 * holds a frame with a one-button page of its own (see `playerStartPage`) whose press loads the
 * player in place. The dialog traps focus, closes on Escape, its close button and a click outside,
 * and gives focus back to the play button.
 *
 * In a browser without invoker commands (before late 2025) the button opens the dialog once
 * scripts run. With scripts, closing the dialog removes the player, so playback stops.
 */
export function VideoDialog({ videoId, title, orientation = "landscape", children, buttonCss }: VideoDialogProps) {
  const labels = useLabels();
  const dialogId = `video-${useId().replace(/:/g, "")}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const [playing, setPlaying] = useState(false);

  // A dialog opened before the scripts ran gets its player as soon as they have.
  useEffect(() => {
    if (dialog.current?.open) setPlaying(true);
  }, []);

  const open = (event: MouseEvent) => {
    setPlaying(true);
    if (!invokerCommandsMissing()) return;
    event.preventDefault();
    dialog.current?.showModal();
  };

  return (
    <>
      <button type="button" commandfor={dialogId} command="show-modal" css={buttonCss} onClick={open}>
        {children}
      </button>
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
        <button
          type="button"
          commandfor={dialogId}
          command="close"
          css={closeButton}
          onClick={() => {
            if (invokerCommandsMissing()) dialog.current?.close();
          }}
        >
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
            <noscript>
              <iframe
                srcDoc={playerStartPage(videoId, title, labels.video.playInFrame)}
                title={title}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
                data-video-id={videoId}
              />
            </noscript>
          )}
        </div>
      </dialog>
    </>
  );
}

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
