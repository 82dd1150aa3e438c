import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders its title as a level-2 heading by default', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>订单概览</CardTitle>
          <CardDescription>Last 30 days</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>
          <button type="button">More</button>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '订单概览' })).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('renders the heading level it is given', () => {
    render(<CardTitle level={3}>Orders</CardTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' })).toBeInTheDocument();
  });

  it('can be a labelled region', () => {
    render(
      <Card role="region" aria-labelledby="t">
        <CardTitle id="t">Stats</CardTitle>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Stats' })).toBeInTheDocument();
  });
});
