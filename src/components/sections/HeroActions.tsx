import { css } from "@emotion/react";
import { Play } from "lucide-react";
import type { ReactNode } from "react";
import { actionsRow } from "../../styles/patterns";
import { space } from "../../styles/theme";
import { buttonStyles } from "../ui/Button";
import { VideoDialog } from "../ui/VideoDialog";

interface HeroActionsProps {
  /** The main call to action, first in the row. */
  children: ReactNode;
  /** The film the second button plays, and that button's words. */
  video: { id: string; title: string; orientation?: "landscape" | "portrait" };
  playLabel: string;
}

/** A dark hero's buttons: its call to action, then the one that plays its film. */
export function HeroActions({ children, video, playLabel }: HeroActionsProps) {
  return (
    <div css={actions}>
      {children}
      <VideoDialog
        id="hero-film"
        videoId={video.id}
        title={video.title}
        orientation={video.orientation}
        buttonCss={buttonStyles.ghostOnInk}
      >
        <Play aria-hidden="true" size={18} />
        {playLabel}
      </VideoDialog>
    </div>
  );
}

const actions = css`
  ${actionsRow};
  margin-top: ${space.xl};
`;
