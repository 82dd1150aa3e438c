import { StoryFrame } from '../../stories/story-frame';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

export default {
  title: 'Components/Card',
  component: Card,
};

interface CardArgs {
  title: string;
  description: string;
  body: string;
  action: string;
}

function ExampleCard({ title, description, body, action }: CardArgs) {
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{body}</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">{action}</Button>
      </CardFooter>
    </Card>
  );
}

export const English = (args: CardArgs) => (
  <StoryFrame>
    <ExampleCard {...args} />
  </StoryFrame>
);
English.args = {
  title: 'Pending orders',
  description: 'Waiting for your approval',
  body: '12 purchase orders were submitted this week.',
  action: 'Review',
};

export const Chinese = (args: CardArgs) => (
  <StoryFrame lang="zh-CN">
    <ExampleCard {...args} />
  </StoryFrame>
);
Chinese.args = {
  title: '待审批订单',
  description: '需要您审批的采购订单',
  body: '本周共提交了 12 张采购订单，其中 3 张金额超过审批限额。',
  action: '去审批',
};

export const HeadingLevel = () => (
  <StoryFrame>
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle level={3}>A level-3 heading inside a section</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">No footer.</CardContent>
    </Card>
  </StoryFrame>
);

export const Dark = (args: CardArgs) => (
  <StoryFrame theme="dark">
    <ExampleCard {...args} />
  </StoryFrame>
);
Dark.args = English.args;
