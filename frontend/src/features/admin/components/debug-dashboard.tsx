import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, type Tab } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useRecordRequests } from '../lib/request-log';
import { useTranslation } from '../messages';
import { EventBrowser } from './event-browser';
import { CreatePlanButton, PlanLists } from './plan-lists';
import { ProjectionsPanel } from './projections-panel';
import { QueuesPanel } from './queues-panel';
import { RequestLog } from './request-log';
import { UserSettings } from './user-settings';
import '../admin.css';

const TAB_IDS = ['overview', 'events', 'projections', 'queues'] as const;
type TabId = (typeof TAB_IDS)[number];

/** The admins' debug view: the spec's overview, and the event log, read models and queues. */
export function DebugDashboard() {
  const { t } = useTranslation();
  useRecordRequests();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TAB_IDS.find((id) => id === requested) ?? 'overview';
  const tabs: Tab<TabId>[] = TAB_IDS.map((id) => ({ id, label: t(`admin.tab.${id}`) }));
  return (
    <div className="page-stack">
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} back={{ to: paths.profile, label: t('common.backToProfile') }} />
      <Tabs label={t('admin.tabs')} tabs={tabs} selected={tab} onSelect={(id) => setParams(id === 'overview' ? {} : { tab: id }, { replace: true })}>
        {tab === 'overview' && (
          <div className="page-stack">
            <UserSettings />
            <CreatePlanButton />
            <RequestLog />
            <PlanLists />
          </div>
        )}
        {tab === 'events' && <EventBrowser />}
        {tab === 'projections' && <ProjectionsPanel />}
        {tab === 'queues' && <QueuesPanel />}
      </Tabs>
    </div>
  );
}
