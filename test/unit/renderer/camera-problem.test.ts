// What the camera panel says when the camera cannot be opened, from getUserMedia's error.
import { describe, expect, it } from 'vitest';
import { cameraProblem } from '../../../src/lib/camera-problem';

const err = (name: string) => new DOMException('', name);

describe('camera problem', () => {
  it('no camera, refused, busy, and anything else', () => {
    expect(cameraProblem(err('NotFoundError'))).toBe('none');
    expect(cameraProblem(err('OverconstrainedError'))).toBe('none');
    expect(cameraProblem(err('NotAllowedError'))).toBe('refused');
    expect(cameraProblem(err('SecurityError'))).toBe('refused');
    expect(cameraProblem(err('NotReadableError'))).toBe('busy');
    expect(cameraProblem(err('AbortError'))).toBe('busy');
    expect(cameraProblem(new TypeError('x'))).toBe('failed');
    expect(cameraProblem('odd')).toBe('failed');
    expect(cameraProblem({ name: 'NotAllowedError' })).toBe('refused');
  });
});
