import { vibrate } from './vibrate';

/** Spec §2 and §9: confetti with 50 particles in 5 colours for about 3 s, and a short buzz pattern. */
export const CONFETTI_PARTICLES = 50;
export const CONFETTI_COLOURS = ['#c8ff3d', '#ff9f43', '#7cc4ff', '#f4f6f8', '#ff6bcb'] as const;
export const CONFETTI_DURATION_MS = 3000;
export const CELEBRATION_VIBRATION = [50, 50, 50, 50, 100];

// canvas-confetti animates at about 60 frames a second; a particle lives for `ticks` frames.
const FRAMES_PER_SECOND = 60;

/** Loaded on first use, so the confetti code never weighs on the first page load. */
export async function fireConfetti(): Promise<void> {
  try {
    const { create } = await import('canvas-confetti');
    // Its default instance draws in a worker made from a blob: URL, which the CSP refuses.
    const confetti = create(undefined, { resize: true, useWorker: false });
    await confetti({
      particleCount: CONFETTI_PARTICLES,
      colors: [...CONFETTI_COLOURS],
      ticks: (CONFETTI_DURATION_MS / 1000) * FRAMES_PER_SECOND,
      spread: 75,
      startVelocity: 38,
      origin: { y: 0.55 },
      zIndex: 100,
      disableForReducedMotion: true,
    });
  } catch (error) {
    // Decoration only: a browser without canvas still saved the workout.
    console.warn('Confetti failed', error);
  }
}

export function celebrate(): void {
  vibrate(CELEBRATION_VIBRATION);
  void fireConfetti();
}
