/**
 * Shapes of the purchase work-bench calls (wire protocol, "Work bench, travel, workflow and
 * documents"). Every call takes `{}` (`EmptyBody`); money in yuan (at most 2 decimals),
 * times in epoch ms, texts in the request's language.
 */
import { type Static, Type } from 'typebox';

/** The purchase kinds of `/purchase/<kind>/contract/getPurchaseTurnoverSummry`. */
export const CONTRACT_KINDS = ['goods', 'engineering', 'service'] as const;
/** One of {@link CONTRACT_KINDS}. */
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * `data` of `getPurchaseTurnoverSummry`: the company's contracts of one kind signed in the last 6
 * China calendar months including the current one; `months` always the 6 months oldest first
 * (`YYYY-MM`), `amount` 0 where none.
 */
export const TurnoverData = Type.Object({
  total: Type.Number(),
  count: Type.Integer(),
  months: Type.Array(Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }), amount: Type.Number() })),
});
/** {@link TurnoverData} as a type. */
export type TurnoverData = Static<typeof TurnoverData>;

/** One item of `getEbiddingSupplier`: a supplier and its bids on the company's e-bidding projects. */
export const BiddingSupplier = Type.Object({ supplierName: Type.String(), bidCount: Type.Integer() });
/** {@link BiddingSupplier} as a type. */
export type BiddingSupplier = Static<typeof BiddingSupplier>;

/** One item of `getGroupQualifiedBusinessCount`: qualified suppliers group-wide in a business category. */
export const CategoryCount = Type.Object({ category: Type.String(), count: Type.Integer() });
/** {@link CategoryCount} as a type. */
export type CategoryCount = Static<typeof CategoryCount>;

/** `data` of `getEbiddingQualifiedSupplier`: the company's suppliers by qualification status. */
export const QualificationData = Type.Object({
  qualified: Type.Integer(),
  pending: Type.Integer(),
  disqualified: Type.Integer(),
});
/** {@link QualificationData} as a type. */
export type QualificationData = Static<typeof QualificationData>;

/** One item of `getHomePageExpertCount`: experts of the pool with a speciality. */
export const MajorCount = Type.Object({ major: Type.String(), count: Type.Integer() });
/** {@link MajorCount} as a type. */
export type MajorCount = Static<typeof MajorCount>;

/** `data` of `/purchase/ebidding/getPurchaseHandle`: the company's e-bidding projects by stage. */
export const HandleData = Type.Object({
  toPublish: Type.Integer(),
  bidding: Type.Integer(),
  toEvaluate: Type.Integer(),
  done: Type.Integer(),
});
/** {@link HandleData} as a type. */
export type HandleData = Static<typeof HandleData>;

/**
 * One item of `/purchase/ebidding/signIn`: a project opening in the future (`openTime` ms) and how
 * many of its invited suppliers signed in.
 */
export const SignInItem = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  openTime: Type.Integer(),
  signedIn: Type.Integer(),
  invited: Type.Integer(),
});
/** {@link SignInItem} as a type. */
export type SignInItem = Static<typeof SignInItem>;
