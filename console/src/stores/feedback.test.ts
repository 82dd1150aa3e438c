import { toast, toastQueue } from '@workbench/design-system';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './feedback';
import { setLanguage } from './settings';

afterEach(() => {
  toast.clear();
  setLanguage('zh');
});

const shown = () => toastQueue.visibleToasts.map((queued) => queued.content);

describe('notify (docs/behaviour.md, "Error messages", message feedback)', () => {
  it('shows the server message as text, followed by the request number in brackets', () => {
    notify({ tone: 'warning', text: '<img src=x onerror=alert(1)>失败', requestId: '297' });
    expect(shown()).toEqual([{ tone: 'warning', title: '<img src=x onerror=alert(1)>失败 [请求编号 297]' }]);
  });

  it('translates a catalogue key into the current language', () => {
    setLanguage('en');
    notify({ tone: 'info', key: 'request.busy' });
    expect(shown()).toEqual([{ tone: 'info', title: 'Loading data, please be patient.' }]);
  });
});
