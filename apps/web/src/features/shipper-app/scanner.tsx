import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraErrorOf, type TCameraError } from './camera-error';

type TDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type TDetectorCtor = new (opts: { formats: string[] }) => TDetector;

const FORMATS = ['code_128', 'code_39', 'ean_13', 'ean_8', 'qr_code', 'upc_a', 'itf'];

/**
 * Reads a SKU or box barcode from the rear camera: the browser's BarcodeDetector where it exists, else ZXing
 * (loaded only then). Calls onCode once and stops the camera.
 */
export function Scanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation('shipperApp');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<TCameraError | null>(null);

  useEffect(() => {
    let stop = () => {};
    let done = false;
    const found = (code: string) => {
      if (!done) {
        done = true;
        stop();
        onCode(code);
      }
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        throw new TypeError('navigator.mediaDevices.getUserMedia is not available');
      }
      const Detector = (window as unknown as { BarcodeDetector?: TDetectorCtor }).BarcodeDetector;
      if (Detector) {
        const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        stop = () => {
          for (const t of stream.getTracks()) {
            t.stop();
          }
        };
        const v = video.current!;
        v.srcObject = stream;
        await v.play();
        const detector = new Detector({ formats: FORMATS });
        const tick = async () => {
          if (done) {
            return;
          }
          const hits = await detector.detect(v).catch(() => []);
          if (hits[0]?.rawValue) {
            found(hits[0].rawValue);
          } else {
            setTimeout(tick, 150);
          }
        };
        void tick();
        return;
      }
      const { BrowserMultiFormatReader } = await import('@zxing/browser');
      const controls = await new BrowserMultiFormatReader().decodeFromVideoDevice(undefined, video.current!, (r) => {
        if (r) {
          found(r.getText());
        }
      });
      stop = () => controls.stop();
    })().catch((e: unknown) => setError(cameraErrorOf(e)));
    return () => {
      done = true;
      stop();
    };
  }, [onCode]);

  return (
    <div className="m-scanner" data-testid="m-scanner">
      <video ref={video} muted playsInline />
      {error && (
        <p className="m-error" data-testid="m-camera-error" data-reason={error}>
          {t('scanner.cameraError', { reason: t(`scanner.errors.${error}`) })}
        </p>
      )}
      <Button block onClick={onClose}>
        {t('scanner.close')}
      </Button>
    </div>
  );
}
