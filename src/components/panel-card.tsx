'use client';

import { Button, Card, CardBody, CardHeader } from '@heroui/react';
import { useId, type ReactNode } from 'react';

interface PanelCardProps {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** Dialogs of the panel: outside the body, so they do not take part in its layout. */
  dialogs?: ReactNode;
  children: ReactNode;
}

/** A dashboard block: a named region with its heading, an add button and its content. */
export function PanelCard({ title, addLabel, onAdd, dialogs, children }: PanelCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Button color="primary" size="sm" onPress={onAdd}>
          {addLabel}
        </Button>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">{children}</CardBody>
      {dialogs}
    </Card>
  );
}
