import { css } from "@emotion/react";
import { X } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { playerUrl } from "../../lib/video";
import { colors, radii, space } from "../../styles/theme";

interface VideoDialogProps {
  videoId: string;
  title: string;
  /** Portrait uses a 9:16 player (vertical social video). */
  orientation?: "landscape" | "portrait";
  /** Renders the control that opens the dialog. */
  renderTrigger: (open: () => void) => ReactNode;
}

/**
 * A click-to-load player: nothing is requested from the video host until the visitor opens the
 * dialog, and closing it removes the iframe so playback stops. The native dialog traps focus and
 * closes on Escape; focus goes back to the control that opened it.
 */
export function VideoDialog({ videoId, title, orientation = "landscape", renderTrigger }: VideoDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [playing, setPlaying] = useState(false);

  const open = () => {
    opener.current = document.activeElement as HTMLElement | null;
    setPlaying(true);
    dialog.current?.showModal();
  };

  const onClose = () => {
    setPlaying(false);
    opener.current?.focus();
  };

  return (
    <>
      {renderTrigger(open)}
      <dialog
        ref={dialog}
        aria-label={title}
        css={dialogStyle(orientation)}
        onClose={onClose}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div css={frame(orientation)}>
          {playing ? (
            <iframe
              src={playerUrl(videoId)}
              title={title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              data-video-id={videoId}
            />
          ) : null}
        </div>
        <button type="button" css={closeButton} onClick={() => dialog.current?.close()}>
          <X aria-hidden="true" size={22} />
          <span className="visually-hidden">Close video</span>
        </button>
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
  background: #000;
  overflow: visible;
  &::backdrop {
    background: rgba(5, 12, 26, 0.85);
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
  top: -${space.md};
  right: -${space.md};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 999px;
  border: 0;
  background: #fff;
  color: ${colors.ink};
  cursor: pointer;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.35);
`;
