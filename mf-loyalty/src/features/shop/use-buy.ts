// Buying a product with points through the dialogs of spec section 2: too few points opens
// the insufficient-funds dialog, otherwise the player confirms, the purchase is made with one
// idempotency key per confirmed attempt (a retried request spends the points once), and the
// buy dialog says what the player got and where to find it; the standing and the products are
// read again wherever they are shown. A guest is asked to sign in.
import { createElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import {
  ErrorType,
  FieldErrorCode,
  isPlatformError,
  newIdempotencyKey,
  type LoyaltyProduct,
} from '@omad/contract/api';
import type { LoyaltyConfig } from '@omad/contract/cms';
import { askConfirm, invalidatePlatform, useRemoteProps } from '@omad/contract/remote';
import { usePointsText } from '../../lib/points';
import { affordability } from './affordability';
import { BoughtBody, InsufficientBody } from './shop-dialogs';

const REFUSALS = [
  FieldErrorCode.Insufficient,
  FieldErrorCode.OutOfStock,
  FieldErrorCode.Level,
  FieldErrorCode.NotFound,
] as const;

type Refusal = (typeof REFUSALS)[number] | 'excluded' | 'other';

const refusalOf = (error: unknown): Refusal => {
  if (!isPlatformError(error)) return 'other';
  if (error.type === ErrorType.ResponsibleGamingRestriction) return 'excluded';
  const codes = error.errorData['product_id'] ?? [];
  return REFUSALS.find((code) => codes.includes(code)) ?? 'other';
};

export const useBuy = (
  player: Readonly<{ points: number; level: number }> | null,
  config: LoyaltyConfig | null,
) => {
  const { t } = useTranslation();
  const host = useRemoteProps();
  const { api, bus, openDialog, queryClient, toast } = host;
  const pointsText = usePointsText();
  const [busyId, setBusyId] = useState<number | null>(null);

  const showInsufficient = useCallback(
    (missing: number) =>
      openDialog({
        kind: 'popup',
        title: t('shop.insufficientTitle'),
        render: (close) =>
          createElement(InsufficientBody, {
            host,
            close,
            text: config?.shop.insufficientFundsText ?? t('shop.insufficientText'),
            missing: t('shop.insufficientMissing', { points: pointsText(missing) }),
            toGames: t('shop.toGames'),
            closeLabel: t('shop.close'),
          }),
      }),
    [config, host, openDialog, pointsText, t],
  );

  const buy = useCallback(
    async (product: LoyaltyProduct) => {
      const verdict = affordability(product, player);
      if (verdict.kind === 'guest') {
        bus.emit(Events.AuthOpen, { mode: 'login', source: 'loyalty-shop' });
        return;
      }
      if (verdict.kind === 'short') {
        showInsufficient(verdict.missing);
        return;
      }
      if (verdict.kind !== 'affordable') return;
      const agreed = await askConfirm(openDialog, {
        title: t('shop.confirmTitle'),
        text: (config?.shop.confirmText ?? t('shop.confirmText')).replace(
          '$$price$$',
          String(product.price),
        ),
        confirmLabel: config?.shop.buyButton ?? t('shop.confirm'),
        cancelLabel: t('shop.cancel'),
        testId: 'shop-confirm',
      });
      if (!agreed) return;
      setBusyId(product.id);
      try {
        const purchase = await api.loyalty.buyProduct({
          product_id: product.id,
          idempotency_key: newIdempotencyKey(),
        });
        void invalidatePlatform(queryClient, 'loyalty.getInfo', 'loyalty.getProducts');
        bus.emit(Events.BalanceRefresh, {});
        const kind =
          product.kind === 'bonus' || product.kind === 'freespins' ? product.kind : 'item';
        openDialog({
          kind: 'popup',
          title: t('shop.boughtTitle'),
          render: (close) =>
            createElement(BoughtBody, {
              host,
              close,
              image: product.image,
              text: t(`shop.bought.${kind}`, { title: product.title }),
              pointsLeft: t('shop.pointsLeft', { points: pointsText(purchase.points) }),
              link:
                kind === 'bonus'
                  ? { to: '/profile/bonuses', label: t('shop.toBonuses') }
                  : kind === 'freespins' && product.freespins
                    ? { to: `/game/${product.freespins.game.sysname}`, label: t('shop.toGame') }
                    : null,
              closeLabel: t('shop.close'),
            }),
        });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal === FieldErrorCode.Insufficient) {
          void invalidatePlatform(queryClient, 'loyalty.getInfo');
          showInsufficient(Math.max(1, product.price - (player?.points ?? 0)));
        } else {
          if (refusal === FieldErrorCode.OutOfStock) {
            void invalidatePlatform(queryClient, 'loyalty.getProducts');
          }
          toast({ kind: 'error', message: t(`shop.failed.${refusal}`) });
        }
      } finally {
        setBusyId(null);
      }
    },
    [
      api,
      bus,
      config,
      host,
      openDialog,
      player,
      pointsText,
      queryClient,
      showInsufficient,
      t,
      toast,
    ],
  );

  return { buy, busyId };
};
