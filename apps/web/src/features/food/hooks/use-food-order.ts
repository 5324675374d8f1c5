import { useState } from 'react';
import {
  addToOrder,
  foodOrderRatesFormSchema,
  foodOrderTotals,
  orderOnMenu,
  setOrderQuantity,
  type MenuItem,
  type OrderedItem,
  type FoodOrderPaymentMethod,
  type PlaceFoodOrderInput,
  type TypedNumber,
  walletReferenceBody,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { useMenu } from '../api/menu.ts';

/**
 * The Food Order dialog's state: the lines, the rates (and a wallet payment's reference), the
 * payment method and the totals. The lines show the menu as it stands: when another desk changes
 * an item's name or price, or takes it off the menu ('menu_updated'), the open order follows
 * (ADR 065), as the server will when it prices the order.
 */
export const useFoodOrder = () => {
  const [picked, setPicked] = useState<OrderedItem[]>([]);
  const menu = useMenu().data;
  const lines = menu
    ? orderOnMenu(picked, menu)
    : picked.map((line) => ({ ...line, onMenu: true }));
  // The rates as typed: 0 to 100, empty counts as 0; '150' stays and is named, never made 0 or 100.
  const rates = useSchemaForm({
    schema: foodOrderRatesFormSchema,
    initialValues: {
      taxRate: 0 as TypedNumber,
      serviceRate: 0 as TypedNumber,
      walletReference: '',
    },
  });
  const typedRates = foodOrderRatesFormSchema.safeParse(rates.values);
  const [paymentMethod, setPaymentMethod] = useState<FoodOrderPaymentMethod | null>(null);
  const totals = typedRates.success
    ? foodOrderTotals(lines, typedRates.data.taxRate, typedRates.data.serviceRate)
    : undefined;
  return {
    lines,
    /** The first line whose item is no longer on the menu: the order cannot be sent with it. */
    offMenu: lines.find((line) => !line.onMenu),
    /** Each line with its amount (rates play no part in it). */
    pricedLines: foodOrderTotals(lines, 0, 0).lines,
    rates,
    paymentMethod,
    /** Undefined while a rate is out of range: no total is shown from a refused rate. */
    totals,
    /** Shows what is wrong with the rates; true when they may be sent. */
    checkRates: () => !rates.validate().hasErrors,
    add: (item: MenuItem) => setPicked((current) => addToOrder(current, item)),
    setQuantity: (menuItemId: number, quantity: number) =>
      setPicked((current) => setOrderQuantity(current, menuItemId, quantity)),
    setPaymentMethod,
    /** The request of POST /food-orders for the room's guest. */
    request: (
      guestId: number,
      roomNumber: string,
      method: FoodOrderPaymentMethod,
    ): PlaceFoodOrderInput => ({
      guestId,
      roomNumber,
      items: lines.map((line) => ({ menuItemId: line.menuItemId, quantity: line.quantity })),
      taxRate: totals?.taxRate ?? 0,
      serviceRate: totals?.serviceRate ?? 0,
      paymentMethod: method,
      ...walletReferenceBody(method, rates.values.walletReference),
    }),
  };
};
export type FoodOrderState = ReturnType<typeof useFoodOrder>;
