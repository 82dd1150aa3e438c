import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogue, LOCALE_TAG, type Language } from '../../../i18n';
import { DashboardCard } from './dashboard-card';
import { isEmptyList } from './dashboard-data';

function renderCard(
  query: { data?: string[]; error?: unknown; mutate?: () => Promise<undefined> },
  language: Language = 'zh',
  footer?: ReactNode,
) {
  const mutate = vi.fn(query.mutate ?? (async () => undefined));
  render(
    <IntlProvider locale={LOCALE_TAG[language]} messages={catalogue(language)}>
      <DashboardCard
        title="公开询价"
        query={{ data: query.data, error: query.error, mutate }}
        isEmpty={isEmptyList}
        footer={footer}
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </DashboardCard>
    </IntlProvider>,
  );
  return { mutate };
}

describe('DashboardCard', () => {
  it('is a region named by its level-2 heading', () => {
    renderCard({ data: ['询价一'] });
    expect(screen.getByRole('heading', { level: 2, name: '公开询价' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '公开询价' })).toBeInTheDocument();
  });

  it('says it is loading until the call answers, and shows no footer yet', () => {
    renderCard({}, 'zh', <a href="/delay_ticket">查看滞留票</a>);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "no data" in Chinese and in English for an empty answer, with its footer', () => {
    renderCard({ data: [] }, 'zh', <a href="/delay_ticket">查看滞留票</a>);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看滞留票' })).toBeInTheDocument();
    renderCard({ data: [] }, 'en');
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('shows the rows of a non-empty answer', () => {
    renderCard({ data: ['询价一', '询价二'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['询价一', '询价二']);
  });

  it('shows an error with a retry that calls again, by keyboard', async () => {
    const { mutate } = renderCard({ error: new Error('500') });
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: '重试' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
