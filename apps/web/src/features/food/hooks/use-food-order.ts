import { useState } from 'react';
import {
  addToOrder,
  foodOrderQuantityFormSchema,
  foodOrderRatesFormSchema,
  foodOrderTotals,
  orderOnMenu,
  readTypedNumber,
  setOrderQuantity,
  type MenuItem,
  type OrderedItem,
  type FoodOrderPaymentMethod,
  type PlaceFoodOrderInput,
  type TypedNumber,
  walletReferenceBody,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { schemaMessage } from '../../../i18n/schema-message.ts';
import { useMenu } from '../api/menu.ts';

/**
 * The Food Order dialog's state: the lines, the rates (and a wallet payment's reference), the
 * payment method and the totals. The lines show the menu as it stands: when another desk changes
 * an item's name or price, or takes it off the menu ('menu_updated'), the open order follows
 * (ADR 065), as the server will when it prices the order.
 */
export const useFoodOrder = () => {
  const [picked, setPicked] = useState<OrderedItem[]>([]);
  // Quantities typed into a line's field that are not (yet) a quantity: kept as typed, named.
  const [typedQuantities, setTypedQuantities] = useState<Readonly<Record<number, string>>>({});
  const keepTyped = (menuItemId: number, typed?: string) =>
    setTypedQuantities(({ [menuItemId]: _dropped, ...others }) =>
      typed === undefined ? others : { ...others, [menuItemId]: typed },
    );
  const setQuantity = (menuItemId: number, quantity: number) => {
    keepTyped(menuItemId);
    setPicked((current) => setOrderQuantity(current, menuItemId, quantity));
  };
  const quantityProblem = (menuItemId: number) => {
    const typed = typedQuantities[menuItemId];
    if (typed === undefined) return undefined;
    const read = foodOrderQuantityFormSchema.safeParse(typed);
    return read.success ? undefined : schemaMessage(read.error.issues[0]?.message ?? '');
  };
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
    checkRates: () =>
      !rates.validate().hasErrors && !lines.some((line) => quantityProblem(line.menuItemId)),
    add: (item: MenuItem) => {
      keepTyped(item.ID);
      setPicked((current) => addToOrder(current, item));
    },
    setQuantity,
    /** A line's quantity field: what was typed, or the line's quantity. */
    shownQuantity: (menuItemId: number, quantity: number): TypedNumber =>
      typedQuantities[menuItemId] ?? quantity,
    quantityProblem,
    /**
     * A quantity typed into a line: a whole number 0 or below removes the line (SPEC.md section
     * 5), 1-1,000 is its quantity; anything else stays as typed with its message.
     */
    typeQuantity: (menuItemId: number, typed: string) => {
      const read = readTypedNumber(typed);
      if (typeof read === 'number' && Number.isInteger(read) && read <= 0) {
        setQuantity(menuItemId, 0);
        return;
      }
      const quantity = foodOrderQuantityFormSchema.safeParse(typed);
      if (quantity.success) {
        setPicked((current) => setOrderQuantity(current, menuItemId, quantity.data));
      }
      keepTyped(menuItemId, typed);
    },
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
