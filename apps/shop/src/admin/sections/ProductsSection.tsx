import type { ShopStaffProduct } from '@nyansa/api-client';
import { backOfficeMessages, lowStockThreshold, type staffProductStatuses } from '@nyansa/contract';
import { Badge, Button, ConfirmDialog, DataTable, Dialog, DialogContent, formatDate, Label, Price, Select, type DataTableColumn } from '@nyansa/ui';
import { useId, useState } from 'react';
import { useAdminActions, useBrands, useStaffProducts } from '../../data/useAdmin';
import { useProfile } from '../../data/useProfile';
import { toast } from '../../toast';
import { ProductForm } from '../components/ProductForm';
import { SearchBox } from '../components/SearchBox';

type StatusFilter = (typeof staffProductStatuses)[number];

const columns: readonly DataTableColumn<ShopStaffProduct>[] = [
  {
    id: 'name',
    header: 'Product',
    value: (product) => product.product_name,
    cell: (product) => (
      <span className="flex items-center gap-3">
        <img src={product.image_url} alt="" className="size-10 shrink-0 rounded-md object-cover" />
        <span className="break-words">{product.product_name}</span>
      </span>
    ),
    wrap: true,
  },
  { id: 'brand', header: 'Brand', value: (product) => product.brand_name },
  { id: 'category', header: 'Category', value: (product) => product.category },
  { id: 'price', header: 'Price', value: (product) => product.price, cell: (product) => <Price amount={product.price} className="font-normal" />, align: 'end' },
  {
    id: 'stock',
    header: 'Stock',
    value: (product) => product.stock ?? null,
    cell: (product) =>
      product.stock === null || product.stock === undefined ? (
        <span className="text-muted-foreground">Not counted</span>
      ) : product.stock === 0 ? (
        <Badge variant="danger">Out of stock</Badge>
      ) : product.stock <= lowStockThreshold ? (
        <Badge variant="accent">{product.stock} left</Badge>
      ) : (
        String(product.stock)
      ),
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    value: (product) => (product.archived ? 'archived' : 'active'),
    cell: (product) => (product.archived ? <Badge variant="muted">Archived</Badge> : <Badge variant="success">In the shop</Badge>),
  },
  { id: 'updated', header: 'Updated', value: (product) => new Date(product.updated_at) },
];

/** Products as staff see them (a brand_admin only its brand's): search, pages, create, edit with a picture, delete or archive; an admin restores an archived one. */
export function ProductsSection() {
  const { profile } = useProfile();
  const brands = useBrands();
  const actions = useAdminActions();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ShopStaffProduct | 'new' | null>(null);
  const [removing, setRemoving] = useState<ShopStaffProduct | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<ShopStaffProduct | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const statusId = useId();
  const list = useStaffProducts({ search: search || undefined, status, page });
  const isAdmin = profile?.role === 'admin';

  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-heading" className="font-display text-xl font-semibold">
          Products
        </h2>
        <Button onClick={() => setEditing('new')}>New product</Button>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox
          label="Search products"
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <div className="flex items-center gap-2">
          <Label htmlFor={statusId}>Show</Label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All products' },
              { value: 'active', label: 'In the shop' },
              { value: 'archived', label: 'Archived' },
            ]}
          />
        </div>
      </div>
      <DataTable
        caption="Products"
        hideCaption
        columns={columns}
        data={list.rows}
        getRowId={(product) => String(product.id)}
        loading={list.loading}
        error={list.error}
        emptyText={search ? `No product matches '${search}'` : 'No products yet.'}
        paging={{ page, pageCount: Math.max(1, list.pagination?.total_pages ?? 1), onPageChange: setPage }}
        rowActions={(product) =>
          product.archived ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">Archived {product.archived_at ? formatDate(product.archived_at) : ''}</span>
              {isAdmin ? (
                <Button size="sm" variant="outline" onClick={() => setRestoring(product)} aria-label={`Restore ${product.product_name}`}>
                  Restore
                </Button>
              ) : null}
            </span>
          ) : (
            <span className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(product)} aria-label={`Edit ${product.product_name}`}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setRemoveError(null);
                  setRemoving(product);
                }}
                aria-label={`Delete ${product.product_name}`}
              >
                Delete
              </Button>
            </span>
          )
        }
      />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <DialogContent title={editing === 'new' ? 'New product' : `Edit ${editing.product_name}`} className="max-w-2xl">
            <ProductForm
              product={editing === 'new' ? undefined : editing}
              brands={brands}
              chooseBrand={isAdmin}
              onCancel={() => setEditing(null)}
              onSave={async (fields, image) => {
                const problem = await actions.saveProduct(editing === 'new' ? null : editing.id, fields, image);
                if (problem === null) {
                  toast.success(editing === 'new' ? 'Product created' : 'Product saved');
                  setEditing(null);
                }
                return problem;
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Delete ${removing.product_name}?` : 'Delete product?'}
        description="It leaves the shop. A product in a paid order is archived instead, so the order still shows it."
        confirmLabel="Delete"
        variant="destructive"
        error={removeError}
        onConfirm={async () => {
          if (!removing) return;
          const outcome = await actions.removeProduct(removing.id);
          if (!outcome.ok) {
            setRemoveError(outcome.message);
            throw new Error(outcome.message);
          }
          toast.success(outcome.message);
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (open) return;
          setRestoring(null);
          setRestoreError(null);
        }}
        title={restoring ? `Restore ${restoring.product_name}?` : 'Restore product?'}
        description="It goes back in the shop: shoppers can find it, add it to their cart and buy it again."
        confirmLabel="Restore"
        error={restoreError}
        onConfirm={async () => {
          if (!restoring) return;
          const problem = await actions.restoreProduct(restoring.id);
          if (problem !== null) {
            setRestoreError(problem);
            throw new Error(problem);
          }
          toast.success(backOfficeMessages.productRestored);
          setRestoring(null);
        }}
      />
    </section>
  );
}
