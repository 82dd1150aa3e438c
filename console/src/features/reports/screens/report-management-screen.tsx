import { reportResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/**
 * Report management (menu `url` `reportManagement`, docs/screens.md, "Reports"): the definitions of
 * the company's reports, added, edited, shared and deleted through the generic list and form.
 */
export default function ReportManagementScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={reportResource} title={title} />;
}
