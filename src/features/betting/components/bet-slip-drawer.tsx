'use client';

import { Badge, Button, Drawer, DrawerBody, DrawerContent, DrawerHeader, useDisclosure } from '@heroui/react';
import type { ReactNode } from 'react';
import { betSlipMessages } from '../messages';

/** Below 1024 px: a floating bet-slip button with the pick count that opens the slip as a drawer. */
export function BetSlipDrawer({ count, children }: { count: number; children: ReactNode }) {
  const { isOpen, onOpen, onOpenChange } = useDisclosure();
  return (
    <div className="lg:hidden">
      <div className="fixed bottom-4 right-4 z-40">
        <Badge content={count} color="warning" isInvisible={count === 0} shape="circle" placement="top-left">
          <Button color="primary" size="lg" className="shadow-lg" onPress={onOpen} aria-label={`${betSlipMessages.openSlip} (${count})`}>
            {betSlipMessages.title}
          </Button>
        </Badge>
      </div>
      <Drawer isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom" size="lg" scrollBehavior="inside">
        <DrawerContent>
          <DrawerHeader className="sr-only">{betSlipMessages.title}</DrawerHeader>
          <DrawerBody className="pb-6">{children}</DrawerBody>
        </DrawerContent>
      </Drawer>
    </div>
  );
}
