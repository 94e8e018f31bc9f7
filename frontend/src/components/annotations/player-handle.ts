/** What the annotation controls drive: a player (the review page's, or the project page's <video>). */
export interface PlayerHandle {
  /** The playback position in whole milliseconds (0 when the source cannot report it). */
  currentTimeMs(): number;
  /**
   * The frame on screen at the version's rate (the last presented frame's `mediaTime` from
   * requestVideoFrameCallback where the browser has it, else `currentTime`); null without a <video>.
   */
  currentFrame(): number | null;
  pause(): void;
  isPaused(): boolean;
  seekMs(ms: number): void;
  /** The <video> element (null with the Drive preview). */
  video(): HTMLVideoElement | null;
}
