import { resourceResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/**
 * Resources (menu `url` `sourceManage`, and `resourceManagement`; docs/screens.md, "Access"): the
 * resource definition, nothing of its own. Each row lists the routes that check its code; the
 * server refuses the changes a `menu` point never takes and the deletion of a point a route names.
 */
export default function ResourceScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={resourceResource} title={title} />;
}
