/** Shapes of the dashboard calls' `data` (wire protocol). Both calls take `{}` (`EmptyBody`). */
import { type Static, Type } from 'typebox';

/** Order figures: `orderAmount` in yuan (2 decimals). */
export const OrderFigures = Type.Object({ orderCount: Type.Integer(), orderAmount: Type.Number() });

/** `data` of `/share-ecommerce/orderRelatedSummary/platformAndCompanySummary`. */
export const SummaryData = Type.Object({ platform: OrderFigures, company: OrderFigures });
/** {@link SummaryData} as a type. */
export type SummaryData = Static<typeof SummaryData>;

/** One item of `/share-ecommerce/apply/getListOfToDo`: `createTime` in epoch ms, `title` in the request's language. */
export const ToDoItem = Type.Object({ id: Type.Integer(), title: Type.String(), createTime: Type.Integer() });
/** {@link ToDoItem} as a type. */
export type ToDoItem = Static<typeof ToDoItem>;
