import { Bell, Check } from 'lucide-react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { Badge, type BadgeProps } from './badge';

export default {
  title: 'Components/Badge',
  component: Badge,
};

const TONES = ['neutral', 'primary', 'info', 'success', 'warning', 'destructive'] as const;
const VARIANTS = ['soft', 'solid', 'outline'] as const;

export const Default = (args: BadgeProps) => (
  <StoryFrame>
    <Badge {...args} />
  </StoryFrame>
);
Default.args = { children: '已发货', tone: 'success', variant: 'soft', size: 'md' };

export const AllTones = () => (
  <StoryFrame className="flex flex-col gap-3">
    {VARIANTS.map((variant) => (
      <div key={variant} className="flex flex-wrap items-center gap-2">
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone} variant={variant}>
            {tone}
          </Badge>
        ))}
      </div>
    ))}
  </StoryFrame>
);

export const Chinese = () => (
  <StoryFrame lang="zh-CN" className="flex flex-wrap items-center gap-2">
    <Badge tone="warning">待审核</Badge>
    <Badge tone="success">
      <Check aria-hidden="true" />
      已完成
    </Badge>
    <Badge tone="destructive" variant="outline">
      已作废
    </Badge>
    <Badge tone="info" size="sm">
      新
    </Badge>
  </StoryFrame>
);

/** States in a table row: a dot and the label, the tone from the tokens (DESIGN.md, "Tables"), light and dark. */
export const States = () => (
  <StoryFrame lang="zh-CN" className="flex flex-col gap-3">
    {(['light', 'dark'] as const).map((theme) => (
      <div key={theme} data-theme={theme} className="flex flex-wrap items-center gap-2 bg-background p-3">
        <Badge tone="success" dot>
          启用
        </Badge>
        <Badge tone="neutral" dot>
          停用
        </Badge>
        <Badge tone="info" dot>
          审批中
        </Badge>
        <Badge tone="warning" dot>
          待处理
        </Badge>
        <Badge tone="destructive" dot>
          已驳回
        </Badge>
      </div>
    ))}
  </StoryFrame>
);

export const Counts = () => (
  <StoryFrame className="flex flex-wrap items-center gap-4">
    <Badge count={3} tone="primary" variant="solid" />
    <Badge count={42} tone="destructive" variant="solid" size="sm" />
    <Badge count={120} tone="destructive" variant="solid" countLabel={(n) => `${n} unread messages`} />
    <Badge count={1500} max={999} tone="neutral" />
    <Button variant="ghost" aria-label="Messages" className="relative">
      <Bell aria-hidden="true" />
      <Badge
        count={128}
        tone="destructive"
        variant="solid"
        size="sm"
        countLabel={(n) => `${n} 条未读`}
        className="absolute -end-1 -top-1"
      />
    </Button>
  </StoryFrame>
);

export const LongText = () => (
  <StoryFrame className="flex max-w-xs flex-col items-start gap-2">
    <Badge tone="warning">等待供应商确认发货时间及物流信息</Badge>
    <Badge tone="info" variant="outline">
      Awaiting the supplier&apos;s confirmation of the shipping date
    </Badge>
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex flex-col gap-3">
    {VARIANTS.map((variant) => (
      <div key={variant} className="flex flex-wrap items-center gap-2">
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone} variant={variant}>
            {tone}
          </Badge>
        ))}
        <Badge count={120} tone="destructive" variant={variant} />
      </div>
    ))}
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand} className="flex flex-wrap items-center gap-2">
    <Badge tone="primary" variant="solid">
      primary
    </Badge>
    <Badge tone="primary">primary</Badge>
    <Badge tone="primary" variant="outline">
      primary
    </Badge>
    <Badge count={256} tone="primary" variant="solid" />
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };
