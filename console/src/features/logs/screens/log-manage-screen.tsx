import { operateLogResource, searchLogResource } from '@workbench/contracts';
import { Tab, TabList, TabPanel, Tabs } from '@workbench/design-system';
import { Screen } from '../../../components/screen';
import { useResourceText } from '../../../components/resource/resource-text';
import OperateLogScreen from './operate-log-screen';
import SearchLogScreen from './search-log-screen';

/** Log manage (menu `url` `logManage`): the operate log and the search log as two tabs (APG tabs). */
export default function LogManageScreen({ title }: { title: string }) {
  const operate = useResourceText(operateLogResource)('resource.operateLog');
  const search = useResourceText(searchLogResource)('resource.searchLog');
  return (
    <Screen title={title}>
      <Tabs>
        <TabList aria-label={title}>
          <Tab id="operate">{operate}</Tab>
          <Tab id="search">{search}</Tab>
        </TabList>
        <TabPanel id="operate">
          <OperateLogScreen title={operate} embedded />
        </TabPanel>
        <TabPanel id="search">
          <SearchLogScreen title={search} embedded />
        </TabPanel>
      </Tabs>
    </Screen>
  );
}
