import { versionOf } from '@portal/auth';
import { Anchor, Button, Card, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import {
  ConfirmDialog,
  DetailScreen,
  ReasonModal,
  activeLocale,
  notify,
  useApiError,
} from '@portal/design';
import { formatMoney } from '@portal/contract/money';
import type { Customer, Factura, NotaRow } from '@portal/contract';
import {
  RiCheckLine,
  RiCloseCircleLine,
  RiDeleteBinLine,
  RiDownload2Line,
  RiEditLine,
  RiMoneyDollarCircleLine,
} from '@remixicon/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { HistoryTimeline } from '../../../components/history-timeline';
import { usePdfOptions } from '../../../components/document/document-labels';
import { InvoiceDocument } from '../../../components/document/invoice-document';
import { paths } from '../../../config/paths';
import { useCustomer } from '../../../lib/customers';
import type { DocumentModel } from '../../../lib/pdf/document-model';
import { downloadInvoicePdf } from '../../../lib/pdf/download-invoice-pdf';
import { formatDay } from '../../../lib/day';
import { useDeleteFactura } from '../api/delete-factura';
import { useFactura } from '../api/get-facturas';
import { useIssueFactura } from '../api/issue-factura';
import { useVoidFactura } from '../api/void-factura';
import { useFacturaLabel } from '../hooks/use-factura-label';
import { FacturaFormModal } from './factura-form-modal';
import { FacturaStatusBadge } from './factura-status-badge';
import { RecordPaymentModal, isPayable } from './record-payment-modal';
import { useLiveInvalidate } from '@portal/design/base';
import { facturaKeys } from '../api/query-keys';

/** The document model the page shows and the PDF prints, in the language `t` speaks. */
function documentModel(
  factura: Factura,
  number: string,
  t: TFunction<'billing'>,
  customer?: Customer,
): DocumentModel {
  return {
    title: t('facturacion.document.title'),
    number,
    issuedDate: factura.issueDate,
    dueDate: factura.dueDate,
    // Name and tax id as the invoice recorded them; contact details as the customer has them now.
    party: {
      name: factura.customer.name,
      taxId: factura.customer.taxId,
      address: customer?.address,
      country: customer?.country,
      email: customer?.email,
    },
    currency: factura.currency,
    lines: factura.lines,
    paid: factura.paid,
    notes: factura.notes || undefined,
    meta: [
      { label: t('facturacion.fields.status'), value: t(`facturacion.status.${factura.status}`) },
      ...(factura.voidReason
        ? [{ label: t('facturacion.fields.voidReason'), value: factura.voidReason }]
        : []),
    ],
  };
}

/** Someone else's change to one of these refetches what the page shows. */
const LIVE_KINDS = ['factura'];

export default function FacturaDetailPage() {
  useLiveInvalidate(LIVE_KINDS, facturaKeys);
  const { t } = useTranslation('billing');
  const params = useParams();
  // Not a number: ask for id 0, which the API answers with its own 404 text.
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const label = useFacturaLabel();
  return (
    <DetailScreen
      query={useFactura(id)}
      backTo={paths.facturacion.list.href()}
      backLabel={t('facturacion.detail.back')}
      title={(data) => <bdi>{label(data.factura)}</bdi>}
      badge={(data) => <FacturaStatusBadge status={data.factura.status} />}
      actions={(data) => <FacturaActions factura={data.factura} version={versionOf(data)} />}
      history={(data) => (
        <HistoryTimeline
          events={data.factura.history}
          stateLabel={(state) => t(`facturacion.status.${state}`, { defaultValue: state })}
        />
      )}
    >
      {(data) => <FacturaSections factura={data.factura} notas={data.notas} />}
    </DetailScreen>
  );
}

function FacturaActions({ factura, version }: { factura: Factura; version: string | null }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const label = useFacturaLabel()(factura);
  const pdfOptions = usePdfOptions();
  const customer = useCustomer(factura.customer.id).data;
  const [editOpened, edit] = useDisclosure(false);
  const [paymentOpened, payment] = useDisclosure(false);
  const [voidOpened, voiding] = useDisclosure(false);
  const [confirm, setConfirm] = useState<'issue' | 'delete' | null>(null);
  const [pdfPending, setPdfPending] = useState(false);
  const apiError = useApiError();
  const issue = useIssueFactura();
  const remove = useDeleteFactura();
  const voidFactura = useVoidFactura();

  const { status } = factura;
  const isDraft = status === 'draft';
  const canPay = isPayable(status);
  const canVoid = status !== 'paid' && status !== 'voided';

  const downloadPdf = async () => {
    setPdfPending(true);
    try {
      const model = documentModel(factura, label, t, customer);
      await downloadInvoicePdf(model, pdfOptions, `${label.replace(/[^\w-]+/g, '-')}.pdf`);
    } catch (error) {
      notify.error(apiError.message(error));
    } finally {
      setPdfPending(false);
    }
  };

  const runConfirmed = () => {
    if (confirm === 'issue') {
      issue.mutate(factura.id, {
        onSuccess: (issued) =>
          notify.success(t('facturacion.issue.success', { number: issued.number ?? '' })),
        onSettled: () => setConfirm(null),
      });
    } else if (confirm === 'delete') {
      remove.mutate(factura.id, {
        onSuccess: () => {
          notify.success(t('facturacion.delete.success', { number: label }));
          void navigate(paths.facturacion.list.href());
        },
        onError: () => setConfirm(null),
      });
    }
  };

  return (
    <>
      {isDraft ? (
        <Can I="update" a="Factura">
          <Button
            variant="default"
            leftSection={<RiEditLine size={16} aria-hidden />}
            onClick={edit.open}
          >
            {t('facturacion.actions.edit')}
          </Button>
          <Button
            leftSection={<RiCheckLine size={16} aria-hidden />}
            onClick={() => setConfirm('issue')}
          >
            {t('facturacion.actions.issue')}
          </Button>
          <FacturaFormModal
            opened={editOpened}
            onClose={edit.close}
            factura={factura}
            version={version}
            onSaved={edit.close}
          />
        </Can>
      ) : null}
      {canPay ? (
        <Can I="update" a="Factura">
          <Button
            leftSection={<RiMoneyDollarCircleLine size={16} aria-hidden />}
            onClick={payment.open}
          >
            {t('facturacion.actions.pay')}
          </Button>
        </Can>
      ) : null}
      {/* Outside `canPay`: a colleague's payment must not close the dialog under the user. */}
      <Can I="update" a="Factura">
        <RecordPaymentModal opened={paymentOpened} onClose={payment.close} factura={factura} />
      </Can>
      {canVoid ? (
        <Can I="update" a="Factura">
          <Button
            variant="light"
            color="red"
            leftSection={<RiCloseCircleLine size={16} aria-hidden />}
            onClick={voiding.open}
          >
            {t('facturacion.actions.void')}
          </Button>
          <ReasonModal
            opened={voidOpened}
            onClose={voiding.close}
            title={t('facturacion.void.title')}
            message={t('facturacion.void.message', { number: label })}
            confirmLabel={t('facturacion.void.confirm')}
            onConfirm={(reason) =>
              voidFactura
                .mutateAsync({ id: factura.id, reason })
                .then(() => notify.success(t('facturacion.void.success', { number: label })))
            }
          />
        </Can>
      ) : null}
      {isDraft ? (
        <Can I="delete" a="Factura">
          <Button
            variant="light"
            color="red"
            leftSection={<RiDeleteBinLine size={16} aria-hidden />}
            onClick={() => setConfirm('delete')}
          >
            {t('facturacion.actions.delete')}
          </Button>
        </Can>
      ) : null}
      <Button
        variant="default"
        leftSection={<RiDownload2Line size={16} aria-hidden />}
        loading={pdfPending}
        onClick={() => void downloadPdf()}
      >
        {t('facturacion.actions.pdf')}
      </Button>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'delete' ? t('facturacion.delete.title') : t('facturacion.issue.title')}
        message={
          confirm === 'delete'
            ? t('facturacion.delete.message', { number: label })
            : t('facturacion.issue.message', { number: label })
        }
        confirmLabel={
          confirm === 'delete' ? t('facturacion.actions.delete') : t('facturacion.actions.issue')
        }
        danger={confirm === 'delete'}
        loading={issue.isPending || remove.isPending}
        onConfirm={runConfirmed}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

function FacturaSections({ factura, notas }: { factura: Factura; notas: NotaRow[] }) {
  const { t } = useTranslation('billing');
  const label = useFacturaLabel()(factura);
  const customer = useCustomer(factura.customer.id).data;
  const locale = activeLocale();
  const money = (minor: number) => formatMoney(minor, factura.currency, locale);
  // One actor name everywhere: a payment recorded under an email shows the name the history uses.
  const actorName = (recordedBy: string) =>
    factura.history.find((event) => event.actor.email === recordedBy)?.actor.fullName ?? recordedBy;
  return (
    <>
      <InvoiceDocument model={documentModel(factura, label, t, customer)} />

      <Card withBorder padding="lg" component="section" aria-labelledby="payments-title">
        <Title order={2} size="h4" id="payments-title" mb="sm">
          {t('facturacion.detail.payments')}
        </Title>
        {factura.payments.length === 0 ? (
          <Text c="dimmed">{t('facturacion.detail.noPayments')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-labelledby="payments-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('facturacion.payment.date')}</Table.Th>
                  <Table.Th ta="end">{t('facturacion.fields.amount')}</Table.Th>
                  <Table.Th>{t('facturacion.payment.method')}</Table.Th>
                  <Table.Th>{t('facturacion.payment.note')}</Table.Th>
                  <Table.Th>{t('facturacion.detail.recordedBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {factura.payments.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{formatDay(item.date)}</Table.Td>
                    <Table.Td ta="end">
                      <bdi>{money(item.amount)}</bdi>
                    </Table.Td>
                    <Table.Td>{t(`paymentMethods.${item.method}`)}</Table.Td>
                    <Table.Td>{item.note}</Table.Td>
                    <Table.Td>
                      <bdi>{actorName(item.recordedBy)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="notas-title">
        <Title order={2} size="h4" id="notas-title" mb="sm">
          {t('facturacion.detail.notas')}
        </Title>
        {notas.length === 0 ? (
          <Text c="dimmed">{t('facturacion.detail.noNotas')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-labelledby="notas-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('facturacion.fields.number')}</Table.Th>
                  <Table.Th>{t('facturacion.fields.status')}</Table.Th>
                  <Table.Th>{t('facturacion.fields.dueDate')}</Table.Th>
                  <Table.Th ta="end">{t('facturacion.fields.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {notas.map((nota) => (
                  <Table.Tr key={nota.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.notas.detail.href(nota.id)} size="sm">
                        <bdi>{nota.number}</bdi>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`facturacion.notaStatus.${nota.status}`)}</Table.Td>
                    <Table.Td>{formatDay(nota.dueDate)}</Table.Td>
                    <Table.Td ta="end">
                      <bdi>{formatMoney(nota.total, nota.currency, locale)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </>
  );
}
