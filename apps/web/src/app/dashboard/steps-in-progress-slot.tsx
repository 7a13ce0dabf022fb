import { StepsInProgressPanel } from '../../features/journey/components/steps-in-progress-panel.tsx';

export function StepsInProgressSlot() {
  return <StepsInProgressPanel />;
}
