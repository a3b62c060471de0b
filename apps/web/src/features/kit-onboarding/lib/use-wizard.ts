// Where the installer is in a wizard's steps (fixed when it opened) and when they reached that
// step: the placement check counts a device as heard only since then.
import type { OnboardingStep } from '@airboard/shared/rules';
import { useState } from 'react';

export type Wizard = {
  step: OnboardingStep;
  index: number;
  /** When the current step was reached (ms, browser clock). */
  startedAt: number;
  /** Null on the first step. */
  back: (() => void) | null;
  next: () => void;
};

export function useWizard(steps: readonly OnboardingStep[]): Wizard {
  const [position, setPosition] = useState(() => ({ index: 0, startedAt: Date.now() }));
  const go = (index: number) => setPosition({ index, startedAt: Date.now() });
  const { index, startedAt } = position;
  return {
    step: steps[index] ?? { kind: 'complete' },
    index,
    startedAt,
    back: index === 0 ? null : () => go(index - 1),
    next: () => go(Math.min(index + 1, steps.length - 1)),
  };
}

/**
 * The steps that show whether a device is being heard (the hub on its placement, a sensor while
 * it is activated and mounted, every device on completion): the devices are asked for again
 * every few seconds only while one of these is on screen.
 */
export const watchesDevices = (step: OnboardingStep): boolean =>
  step.kind === 'hub' ||
  step.kind === 'activate' ||
  step.kind === 'mount' ||
  step.kind === 'complete';
