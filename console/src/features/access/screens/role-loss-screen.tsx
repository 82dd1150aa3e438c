import { roleLossResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/**
 * The role loss record (menu `url` `roleLossRecord`, docs/screens.md, "Access"): every role taken
 * from an account with the reason given, newest first; the role loss resource, nothing of its own.
 */
export default function RoleLossScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={roleLossResource} title={title} />;
}
