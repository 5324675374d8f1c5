import { useState } from 'react';
import {
  addToOrder,
  foodOrderTotals,
  setOrderQuantity,
  type MenuItem,
  type OrderedItem,
  type PaymentMethod,
  type PlaceFoodOrderInput,
} from '@frontdesk/domain';

/** A rate field's text or number; empty counts as 0 (SPEC.md section 5). */
export type RateValue = number | string;

/** The Food Order dialog's state: the lines, the rates, the payment method and the totals. */
export const useFoodOrder = () => {
  const [lines, setLines] = useState<OrderedItem[]>([]);
  const [taxRate, setTaxRate] = useState<RateValue>(0);
  const [serviceRate, setServiceRate] = useState<RateValue>(0);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const totals = foodOrderTotals(lines, taxRate, serviceRate);
  return {
    lines,
    taxRate,
    serviceRate,
    paymentMethod,
    totals,
    add: (item: MenuItem) => setLines((current) => addToOrder(current, item)),
    setQuantity: (menuItemId: number, quantity: number) =>
      setLines((current) => setOrderQuantity(current, menuItemId, quantity)),
    setTaxRate,
    setServiceRate,
    setPaymentMethod,
    /** The request of POST /food-orders for the room's guest. */
    request: (guestId: number, roomNumber: string, method: PaymentMethod): PlaceFoodOrderInput => ({
      guestId,
      roomNumber,
      items: lines.map((line) => ({ menuItemId: line.menuItemId, quantity: line.quantity })),
      taxRate: totals.taxRate,
      serviceRate: totals.serviceRate,
      paymentMethod: method,
    }),
  };
};
export type FoodOrderState = ReturnType<typeof useFoodOrder>;
