import { companyResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Company manage (menu `url` `companyManage`, docs/screens.md): the company resource, nothing of its own. */
export default function CompanyManageScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={companyResource} title={title} />;
}
