// Web permissions of the terminal's window: the renderer uses none (no camera, microphone,
// notifications, geolocation, clipboard reads, MIDI, HID/serial/USB, ...); the scanner is a
// keyboard and the printer is driven by the core. So every request and every check is denied.
// Pure (no electron import): Electron main installs it, a unit test reads it.

/** Permissions the terminal grants its own renderer page; none today. Add one only with a use. */
export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set<string>();

/** Whether a permission request or check from `requestingUrl` is granted (only the terminal's own page could be). */
export function permissionGranted(permission: string, requestingUrl: string, isTrustedUrl: (url: string) => boolean): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isTrustedUrl(requestingUrl);
}
