// Opens the camera while the component lives, decodes what it sees and hands the first code read
// to `onCode`. The camera is released (every track stopped) as soon as a code is read, the
// component unmounts, or opening it failed.
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { cameraProblem, type CameraProblem } from '../lib/camera-problem';

export type CameraState = { state: 'starting' } | { state: 'scanning' } | { state: 'problem'; problem: CameraProblem };

export function useCameraScan(video: RefObject<HTMLVideoElement | null>, onCode: (text: string) => void): CameraState {
  const [state, setState] = useState<CameraState>({ state: 'starting' });
  const handOver = useEffectEvent(onCode);
  useEffect(() => {
    let done = false;
    let stream: MediaStream | null = null;
    let decoder: { stop(): void } | null = null;
    const release = () => {
      decoder?.stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
    };
    const open = async () => {
      // No media devices at all (an insecure page, a browser without them): no camera.
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const { startDecoder } = await import('../lib/camera-decoder');
      const el = video.current;
      // Closed while the camera was opening: the late stream is released at once.
      if (done || !el) return release();
      decoder = await startDecoder(stream, el, (text) => {
        if (done) return;
        done = true;
        release();
        handOver(text);
      });
      if (done) release();
      else setState({ state: 'scanning' });
    };
    open().catch((err: unknown) => {
      if (!done) setState({ state: 'problem', problem: cameraProblem(err) });
      release();
    });
    return () => {
      done = true;
      release();
    };
  }, [video]);
  return state;
}
