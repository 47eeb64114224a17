/** One voice at a time: starting any player on the page pauses the rest. */
export function pauseOtherMedia(playing: HTMLMediaElement): void {
  for (const media of document.querySelectorAll<HTMLMediaElement>(
    "audio, video",
  ))
    if (media !== playing && !media.paused) media.pause();
}
