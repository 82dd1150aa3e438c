import { describe, expect, it } from 'vitest';
import { isAccessChangedPush, isAnnouncementPush, isRemindMsgPush } from './use-live-socket';

describe('the pushes the live socket tells apart (docs/wire-protocol.md, "Live socket")', () => {
  it('knows "access changed" by its type only', () => {
    expect(isAccessChangedPush({ type: 'accessChanged' })).toBe(true);
    expect(isAccessChangedPush({ type: 'remindMsg', data: { title: 't' } })).toBe(false);
    expect(isAccessChangedPush('accessChanged')).toBe(false);
    expect(isAccessChangedPush(null)).toBe(false);
  });

  it('knows a reminder by its type and a text title', () => {
    expect(isRemindMsgPush({ type: 'remindMsg', data: { id: 1, title: 't', content: 'c', createTime: '' } })).toBe(
      true,
    );
    expect(isRemindMsgPush({ type: 'remindMsg', data: { title: 1 } })).toBe(false);
    expect(isRemindMsgPush({ type: 'accessChanged' })).toBe(false);
  });

  it('knows a published announcement by its type only', () => {
    expect(isAnnouncementPush({ type: 'announcement', data: { id: 1, title: 't' } })).toBe(true);
    expect(isAnnouncementPush({ type: 'announcementWithdrawn', data: { id: 1 } })).toBe(true);
    expect(isAnnouncementPush({ type: 'remindMsg', data: { title: 't' } })).toBe(false);
    expect(isAnnouncementPush('announcement')).toBe(false);
  });
});
