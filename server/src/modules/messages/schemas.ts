/** Request schemas of the reminder-message calls (wire protocol, "Reminder messages"). */
import { Id } from '@workbench/contracts';
import { Type } from 'typebox';

/** `/share-system/remindMsg/updateReadStatusById`: the message's id. */
export const ReadByIdBody = Type.Object({ id: Id }, { additionalProperties: false });

/** `/share-system/remindMsg/add` (ours): the recipient's account name and the text, stored as given. */
export const AddMessageBody = Type.Object(
  {
    account: Type.String({ minLength: 1, maxLength: 64 }),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    content: Type.String({ minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);

/** `data` of `getNotReadMsgList`: the unread messages, newest first (`createTime` ISO 8601), and how many. */
export const UnreadMessagesData = Type.Object({
  total: Type.Integer(),
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      content: Type.String(),
      createTime: Type.String(),
      taskId: Type.Union([Type.Integer(), Type.Null()]),
      announcementId: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
