import { Button, Stack, Text } from '@mantine/core';
import { RiPlayCircleLine } from '@remixicon/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 640;
const HEIGHT = 360;
const SECONDS = 4;

/** Draws frame `t` (0..1) of the intro clip: a moving gradient band and the course title. */
function drawFrame(ctx: CanvasRenderingContext2D, title: string, t: number) {
  const gradient = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, `hsl(${220 + t * 80} 65% 45%)`);
  gradient.addColorStop(1, `hsl(${280 + t * 60} 60% 30%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = 'rgba(255,255,255,0.2)';
  ctx.beginPath();
  ctx.arc(WIDTH * t, HEIGHT * 0.7, 60, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = '600 32px "Inter Variable", sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(title, WIDTH / 2, HEIGHT / 2, WIDTH - 40);
}

const captions = (title: string) =>
  `data:text/vtt;charset=utf-8,${encodeURIComponent(`WEBVTT\n\n00:00.000 --> 00:0${SECONDS}.000\n${title}\n`)}`;

type State = 'idle' | 'recording' | 'ready' | 'unsupported';

/**
 * The lecture player: a short intro clip generated in the browser (a canvas animation recorded
 * with captureStream + MediaRecorder), so nothing is fetched from outside. Where recording is
 * not available the canvas animation plays instead.
 */
export function CourseVideo({ title }: { title: string }) {
  const { t } = useTranslation('apps-demo');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>('idle');
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) drawFrame(ctx, title, 0);
  }, [title]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  const play = () => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const canRecord =
      typeof canvas.captureStream === 'function' && typeof MediaRecorder !== 'undefined';
    const start = performance.now();
    const chunks: Blob[] = [];
    let recorder: MediaRecorder | null = null;
    if (canRecord) {
      recorder = new MediaRecorder(canvas.captureStream(30));
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.onstop = () => {
        setSrc(URL.createObjectURL(new Blob(chunks, { type: recorder?.mimeType || 'video/webm' })));
        setState('ready');
      };
      recorder.start();
      setState('recording');
    } else {
      setState('unsupported');
    }
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / (SECONDS * 1000));
      drawFrame(ctx, title, progress);
      if (progress < 1) requestAnimationFrame(step);
      else recorder?.stop();
    };
    requestAnimationFrame(step);
  };

  return (
    <Stack gap="xs">
      {state === 'ready' && src ? (
        <video
          src={src}
          controls
          autoPlay
          muted
          width="100%"
          style={{ borderRadius: 8, aspectRatio: `${WIDTH} / ${HEIGHT}` }}
          aria-label={t('academy.details.video', { title })}
        >
          <track kind="captions" src={captions(title)} srcLang="en" label="English" default />
        </video>
      ) : (
        <canvas
          ref={canvasRef}
          width={WIDTH}
          height={HEIGHT}
          style={{ width: '100%', borderRadius: 8 }}
          role="img"
          aria-label={t('academy.details.video', { title })}
        />
      )}
      <Button
        variant="light"
        leftSection={<RiPlayCircleLine size={18} aria-hidden="true" />}
        onClick={play}
        loading={state === 'recording'}
        disabled={state === 'ready'}
        w="fit-content"
      >
        {state === 'recording' ? t('academy.details.preparing') : t('academy.details.play')}
      </Button>
      {state === 'unsupported' && (
        <Text size="sm" c="dimmed">
          {t('academy.details.liveOnly')}
        </Text>
      )}
    </Stack>
  );
}
