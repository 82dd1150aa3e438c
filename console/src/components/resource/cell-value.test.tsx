import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../lib/format';
import { setLanguage, settingsStore } from '../../stores/settings';
import { TestProviders } from '../../testing/providers';
import { useCellValue } from './cell-value';

/** The formatter in the current language. */
function formatter() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders language={settingsStore.language}>{children}</TestProviders>
  );
  return renderHook(() => useCellValue(), { wrapper }).result.current;
}

/** The text `node` shows. */
function text(node: ReactNode): string {
  const { container, unmount } = render(<>{node}</>);
  const shown = container.textContent ?? '';
  unmount();
  return shown;
}

afterEach(() => setLanguage('zh'));

describe('a value as the list shows it (docs/behaviour.md, "Formats and limits")', () => {
  it('formats times, money, flags, lists and positions, and shows nothing for no value', () => {
    const show = formatter();
    expect(text(show(1_795_718_314_595, 'time'))).toBe(formatTimestamp(1_795_718_314_595));
    expect(text(show(1234.5, 'money'))).toBe('¥1,234.50');
    expect(show('Y', 'flag')).toBe('是');
    expect(show(['甲', '乙'], 'list')).toBe('甲、乙');
    expect(text(show(0, 'position'))).toBe('1');
    for (const none of [null, undefined, '']) expect(show(none)).toBeNull();
  });

  it('shows text never as JSON: a pair in the reader language, named items, yes or no', async () => {
    let show = formatter();
    expect(show({ zh: '编辑人员', en: 'Edit people' })).toBe('编辑人员');
    expect(show({ zh: ['查看日志', '打开操作日志'], en: ['View logs', 'Open the operation log'] })).toBe(
      '查看日志、打开操作日志',
    );
    expect(show([{ nameZh: '主管审批', nameEn: 'Supervisor', rule: 'people' }, { name: '经理审批' }])).toBe(
      '主管审批、经理审批',
    );
    expect(show([{ rule: 'people' }, { rule: 'role' }])).toBe('2 项');
    expect(show(true)).toBe('是');
    expect(show({ phone: 'hidden' })).toBe('phone：hidden');
    await setLanguage('en');
    show = formatter();
    expect(show({ zh: '编辑人员', en: 'Edit people' })).toBe('Edit people');
    expect(text(show(1234.5, 'money'))).toBe('CN¥1,234.50');
    expect(show([{ rule: 'people' }])).toBe('1 item');
    expect(show(false)).toBe('No');
  });

  it('marks an identifier as data a page translator leaves alone', () => {
    const { container } = render(<>{formatter()('xsVc4bKq', 'code')}</>);
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('xsVc4bKq');
  });

  it('shows an image named by its row', () => {
    render(<>{formatter()('data:image/png;base64,AAAA', 'image', { imageAlt: '汇采集团' })}</>);
    expect(screen.getByRole('img', { name: '汇采集团' })).toBeVisible();
  });
});
