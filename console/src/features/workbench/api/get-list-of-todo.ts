import { useApi } from '../../../lib/api-client';

/** One to-do application; `createTime` in ms since the epoch. */
export interface TodoItem {
  id: number | string;
  title: string;
  createTime: number;
}

/** The call's path. */
export const LIST_OF_TODO_PATH = '/share-ecommerce/apply/getListOfToDo';

/** The to-do list of `/share-ecommerce/apply/getListOfToDo` (docs/wire-protocol.md). */
export function useListOfTodo() {
  return useApi<TodoItem[]>(LIST_OF_TODO_PATH);
}
