// Web permissions of the terminal's window: the renderer uses one, the camera, to scan codes when
// the manager's setting allows it; never the microphone, notifications, geolocation, clipboard
// reads, MIDI, HID/serial/USB, ... The scanner is a keyboard and the printer is driven by the core.
// Pure (no electron import): Electron main installs it, a unit test reads it.

/** A permission request or check as Electron hands it over. */
export interface PermissionAsk {
  permission: string;
  requestingUrl: string;
  /** 'media' requests: what they ask for ('video', 'audio'); a check names one ('unknown' when it cannot tell). */
  mediaTypes?: readonly string[];
}

/** Whether the ask is granted: only the camera ('media' asking for video alone), only to the terminal's own page, only while the setting is on. */
export function permissionGranted(ask: PermissionAsk, isTrustedUrl: (url: string) => boolean, cameraOn: boolean): boolean {
  const videoOnly = ask.mediaTypes !== undefined && ask.mediaTypes.length > 0 && ask.mediaTypes.every((m) => m === 'video');
  return ask.permission === 'media' && videoOnly && cameraOn && isTrustedUrl(ask.requestingUrl);
}
