import { superAccountResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/**
 * Super accounts (menu `url` `superAccount`, docs/screens.md, "Access"): the super account
 * resource, nothing of its own. Add names an existing account (refusals show on the field);
 * delete confirms in an alert dialog naming the account, and the last one is refused by the server.
 */
export default function SuperAccountScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={superAccountResource} title={title} />;
}
