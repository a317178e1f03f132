// Why the camera could not be opened, told from the error getUserMedia threw (a DOMException's
// name): the panel says it in the cashier's words.

/** No camera at all, permission refused (by the person, the browser or the terminal's setting), camera in use elsewhere, anything else. */
export type CameraProblem = 'none' | 'refused' | 'busy' | 'failed';

/** The problem an error of getUserMedia (or its absence: no `navigator.mediaDevices`) stands for. */
export function cameraProblem(err: unknown): CameraProblem {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  switch (name) {
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'none';
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'refused';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
