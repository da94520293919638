import { ActionIcon, Group } from '@mantine/core';
import { Can } from '@portal/auth';
import type { Invoice } from '@portal/contract';
import {
  RiDeleteBinLine,
  RiEditLine,
  RiEyeLine,
  RiFileCopyLine,
  RiFilePdf2Line,
} from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDownloadInvoicePdf } from '../hooks/use-download-invoice-pdf';
import { useDuplicate } from '../hooks/use-duplicate';

interface InvoiceRowActionsProps {
  invoice: Invoice;
  /** Asks to delete the invoice (the list confirms first). */
  onDelete: (invoice: Invoice) => void;
}

/** A row's icon actions, each behind its ability: preview, edit, duplicate, PDF, delete. */
export function InvoiceRowActions({ invoice, onDelete }: InvoiceRowActionsProps) {
  const { t } = useTranslation('billing');
  const pdf = useDownloadInvoicePdf();
  const duplicate = useDuplicate();
  const { id } = invoice;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        component={Link}
        to={paths.invoice.preview.href(id)}
        aria-label={t('invoice.actions.preview', { id })}
      >
        <RiEyeLine size={18} aria-hidden />
      </ActionIcon>
      <Can I="update" a="Invoice">
        <ActionIcon
          variant="subtle"
          component={Link}
          to={paths.invoice.edit.href(id)}
          aria-label={t('invoice.actions.edit', { id })}
        >
          <RiEditLine size={18} aria-hidden />
        </ActionIcon>
      </Can>
      <Can I="create" a="Invoice">
        <ActionIcon
          variant="subtle"
          onClick={() => duplicate.run(invoice)}
          loading={duplicate.pendingId === id}
          aria-label={t('invoice.actions.duplicate', { id })}
        >
          <RiFileCopyLine size={18} aria-hidden />
        </ActionIcon>
      </Can>
      <ActionIcon
        variant="subtle"
        onClick={() => void pdf.download(id)}
        loading={pdf.pendingId === id}
        aria-label={t('invoice.actions.download', { id })}
      >
        <RiFilePdf2Line size={18} aria-hidden />
      </ActionIcon>
      <Can I="delete" a="Invoice">
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(invoice)}
          aria-label={t('invoice.actions.delete', { id })}
        >
          <RiDeleteBinLine size={18} aria-hidden />
        </ActionIcon>
      </Can>
    </Group>
  );
}
