/**
 * Shapes of the e-commerce calls (wire protocol). The dashboard calls and the goods list take
 * `{}` (`EmptyBody`); the goods detail {@link GoodsDetailBody}.
 */
import { type Static, Type } from 'typebox';

/** Order figures: `orderAmount` in yuan (2 decimals). */
export const OrderFigures = Type.Object({ orderCount: Type.Integer(), orderAmount: Type.Number() });

/** `data` of `/share-ecommerce/orderRelatedSummary/platformAndCompanySummary`. */
export const SummaryData = Type.Object({ platform: OrderFigures, company: OrderFigures });
/** {@link SummaryData} as a type. */
export type SummaryData = Static<typeof SummaryData>;

/** One item of `/share-ecommerce/apply/getListOfToDo`: `createTime` in epoch ms, `title` as its applicant wrote it. */
export const ToDoItem = Type.Object({ id: Type.Integer(), title: Type.String(), createTime: Type.Integer() });
/** {@link ToDoItem} as a type. */
export type ToDoItem = Static<typeof ToDoItem>;

/** `data` of `/share-ecommerce/apply/getWorkTodo`: the company's applications by status. */
export const WorkTodoData = Type.Object({
  pending: Type.Integer(),
  approved: Type.Integer(),
  rejected: Type.Integer(),
});
/** {@link WorkTodoData} as a type. */
export type WorkTodoData = Static<typeof WorkTodoData>;

/**
 * One item of `/share-ecommerce/inquiry/getPubInquiry`: an open public inquiry of the company,
 * its title in the request's language, how many quotes it has, its `deadline` in epoch ms.
 */
export const PubInquiryItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  quoteCount: Type.Integer(),
  deadline: Type.Integer(),
});
/** {@link PubInquiryItem} as a type. */
export type PubInquiryItem = Static<typeof PubInquiryItem>;

/** A stock-keeping unit as the catalogue writes it (`SKU-100231`): up to 32 letters, digits and `-`. */
export const Sku = Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$' });

/** `/share-ecommerce/goods/detail`: the SKU to show. */
export const GoodsDetailBody = Type.Object({ sku: Sku }, { additionalProperties: false });

/**
 * One item of `/share-ecommerce/goods/list`: `name`, `category` and `unit` in the request's
 * language; `price` in yuan per `unit` as a decimal string with 2 decimals (`"35.50"`, exact);
 * `stock` in units, 0 when sold out.
 */
export const GoodsItem = Type.Object({
  sku: Type.String(),
  name: Type.String(),
  brand: Type.String(),
  category: Type.String(),
  unit: Type.String(),
  price: Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$' }),
  stock: Type.Integer({ minimum: 0 }),
});
/** {@link GoodsItem} as a type. */
export type GoodsItem = Static<typeof GoodsItem>;

/** One line of a specification sheet, in the request's language. */
export const GoodsSpecLine = Type.Object({ label: Type.String(), value: Type.String() });

/** `data` of `/share-ecommerce/goods/detail`: a {@link GoodsItem} and its specification sheet, in order. */
export const GoodsDetail = Type.Object({ ...GoodsItem.properties, specs: Type.Array(GoodsSpecLine) });
/** {@link GoodsDetail} as a type. */
export type GoodsDetail = Static<typeof GoodsDetail>;
