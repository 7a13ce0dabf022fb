import { RecentApplicationsPanel } from '../../features/applications/components/recent-applications-panel.tsx';

export function RecentApplicationsSlot() {
  return <RecentApplicationsPanel />;
}
