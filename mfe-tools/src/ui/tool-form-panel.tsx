import { useEffect, useRef } from 'react';
import { VisitorActions } from '@spot/contracts/react';
import { EMPTY_FORMS } from '../domain/tool-forms';
import { fieldLimitsOf, fieldProblems } from '../domain/field-checks';
import {
  checkForm,
  type FormTool,
  type ToolsController,
  type ToolsState,
} from '../state/tools-store';
import {
  formatTokenAmount,
  localizeDecimalText,
  localizeFigureParams,
  type HostApi,
  type SymbolRef,
} from '@spot/contracts';
import { GridFields, IcebergFields, ScaledFields, TwapFields } from './tool-form-fields';
import { ToolPlan } from './tool-plan';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * One tool's form: its fields, what is free to pay with, the plan it makes (or the first check
 * that fails, once something is typed), then a review of the plan and its confirmation.
 */
export function ToolFormPanel({
  host,
  controller,
  state,
  tool,
  symbol,
  locale,
  loggedIn,
  t,
}: {
  host: HostApi;
  controller: ToolsController;
  state: ToolsState;
  tool: FormTool;
  symbol: SymbolRef;
  locale: string;
  loggedIn: boolean;
  t: T;
}) {
  const info = host.market.symbol(symbol.symbolName);
  /** A message's figures as the page's language writes them (`0,01` in Spanish). */
  const figures = (params: Readonly<Record<string, string>>) =>
    localizeFigureParams(params, locale) as Record<string, string>;
  const ctx = controller.context();
  const check = ctx ? checkForm(tool, state.forms, ctx) : null;
  const touched = state.forms[tool] !== EMPTY_FORMS[tool];
  const reviewing = state.phase !== 'editing';
  const form = state.forms[tool];
  // A field that holds something wrong says what itself; the checks' one line would name
  // another field or contradict it (a zero price is no missing price).
  const problems = Object.fromEntries(
    Object.entries(
      fieldProblems(tool, form, info ? fieldLimitsOf(info) : null, state.refused[tool]),
    ).map(([name, p]) => [name, { key: p.key, params: figures(p.params) }]),
  );
  const flagged = Object.keys(problems).length > 0;
  const planProps = {
    tool,
    symbol,
    amountPrecision: info?.amountPrecision ?? 8,
    ...('side' in form ? { side: form.side } : {}),
    locale,
    t,
  };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [tool, reviewing]);

  const fields = (() => {
    const common = { info, symbol, t, problems, locale };
    switch (tool) {
      case 'gridBot':
        return (
          <GridFields
            {...common}
            form={state.forms.gridBot}
            set={(p, r) => controller.setField('gridBot', p, r)}
          />
        );
      case 'iceberg':
        return (
          <IcebergFields
            {...common}
            form={state.forms.iceberg}
            set={(p, r) => controller.setField('iceberg', p, r)}
          />
        );
      case 'twap':
        return (
          <TwapFields
            {...common}
            form={state.forms.twap}
            set={(p, r) => controller.setField('twap', p, r)}
          />
        );
      case 'scaledOrder':
        return (
          <ScaledFields
            {...common}
            form={state.forms.scaledOrder}
            set={(p, r) => controller.setField('scaledOrder', p, r)}
          />
        );
    }
  })();

  return (
    <section
      className="tool-form"
      data-testid={`tool-form-${tool}`}
      aria-labelledby={`tool-${tool}-title`}
    >
      <header>
        <button
          type="button"
          className="tool-back"
          onClick={() => (reviewing ? controller.back() : controller.closeTool())}
        >
          {t('back')}
        </button>
        <h3 id={`tool-${tool}-title`} tabIndex={-1} ref={heading}>
          {t(reviewing ? 'reviewTitle' : `${tool}.name`, { tool: t(`${tool}.name`) })}
        </h3>
      </header>
      {!reviewing && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            controller.review();
          }}
        >
          {fields}
          {ctx?.balances && (
            <p className="tool-available" data-testid="tool-available">
              {t('availableLabel')}:{' '}
              <bdi>
                {localizeDecimalText(
                  formatTokenAmount(ctx.balances.base.toFixed(), info, 'base'),
                  locale,
                )}{' '}
                {symbol.base}
              </bdi>
              {' · '}
              <bdi>
                {localizeDecimalText(
                  formatTokenAmount(ctx.balances.quote.toFixed(), info, 'quote'),
                  locale,
                )}{' '}
                {symbol.quote}
              </bdi>
            </p>
          )}
          {!ctx && <p className="tool-waiting">{t('waitingForMarket')}</p>}
          {check?.ok && !flagged && <ToolPlan {...planProps} plan={check.plan} />}
          {check && !check.ok && touched && !flagged && (
            <p className="tool-refusal" role="alert" data-testid="tool-refusal">
              {t(check.key, figures(check.params))}
            </p>
          )}
          {loggedIn ? (
            <button type="submit" className="tool-submit" disabled={!check?.ok || flagged}>
              {t('review')}
            </button>
          ) : (
            <VisitorActions locale={locale} logIn={t('logIn')} register={t('register')} />
          )}
        </form>
      )}
      {reviewing && !check?.ok && (
        <div className="tool-review" data-testid="tool-review">
          <p className="tool-refusal" role="alert">
            {check ? t(check.key, figures(check.params)) : t('waitingForMarket')}
          </p>
          <button type="button" onClick={() => controller.back()}>
            {t('edit')}
          </button>
        </div>
      )}
      {reviewing && check?.ok && (
        <div className="tool-review" data-testid="tool-review">
          <ToolPlan {...planProps} plan={check.plan} />
          {state.notice && (
            <p className={`tool-notice ${state.notice.kind}`} role="alert">
              {t(
                state.notice.key,
                // A check's figures are ours to write; the exchange's own text is kept as sent.
                state.notice.key.startsWith('tool_')
                  ? figures(state.notice.params)
                  : { ...state.notice.params },
              )}
            </p>
          )}
          <div className="tool-review-actions">
            <button
              type="button"
              onClick={() => controller.back()}
              disabled={state.phase === 'submitting'}
            >
              {t('edit')}
            </button>
            <button
              type="button"
              className="tool-confirm"
              disabled={state.phase === 'submitting'}
              onClick={() => void controller.confirm()}
            >
              {state.phase === 'submitting' ? t('submitting') : t('confirm')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
