import type { ShopStaffProduct } from '@nyansa/api-client';
import { analysisMessages, categories, productCreateRequestSchema, type Brand, type ProductCreateRequest } from '@nyansa/contract';
import { Button, FieldError, ImageUpload, Label, Select, Textarea } from '@nyansa/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Field, firstErrors } from '../../forms/Field';
import { BrandSelect } from './BrandSelect';
import { detailsDraft, detailsFromDraft, ProductDetailsFields, type DetailsField } from './ProductDetailsFields';

const maxImageBytes = 10 * 1024 * 1024;

type FieldName = 'product_name' | 'price' | 'description' | 'category' | 'brand_id' | 'image' | 'stock';

export interface ProductFormProps {
  /** The product being changed; none for a new one. */
  product?: ShopStaffProduct;
  /** An admin chooses among every brand; a brand_admin's products go to its brand. */
  brands: readonly Brand[];
  chooseBrand: boolean;
  /** Saves; answers null when saved, or the server's reason. */
  onSave: (fields: ProductCreateRequest, image: File | undefined) => Promise<string | null>;
  onCancel: () => void;
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** Name, description, price, stock, category, brand, picture and details (JPEG, PNG or WebP up to 10 MB; the server re-encodes it). */
export function ProductForm({ product, brands, chooseBrand, onSave, onCancel }: ProductFormProps) {
  const [name, setName] = useState(product?.product_name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const initialStock = product?.stock === undefined || product.stock === null ? '' : String(product.stock);
  const [stock, setStock] = useState(initialStock);
  const [category, setCategory] = useState<string>(product?.category ?? 'skincare');
  const [brandId, setBrandId] = useState(product?.brand_id ? String(product.brand_id) : '');
  const [image, setImage] = useState<File | undefined>();
  const [preview, setPreview] = useState<string | null>(product?.image_url ?? null);
  const [details, setDetails] = useState(() => detailsDraft(product?.details));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [detailErrors, setDetailErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { description: useId(), category: useId(), descriptionError: useId() };

  useEffect(() => () => {
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (file: File) => {
    if (file.size > maxImageBytes) {
      setErrors((current) => ({ ...current, image: analysisMessages.tooLarge }));
      return;
    }
    setImage(file);
    setPreview(URL.createObjectURL(file));
    setErrors((current) => ({ ...current, image: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      product_name: name,
      price: price.trim() === '' ? Number.NaN : Number(price),
      description,
      category: category as ProductCreateRequest['category'],
      ...(chooseBrand ? { brand_id: brandId ? Number(brandId) : null } : {}),
      details: detailsFromDraft(details),
      // Sent only when changed, so saving other fields never writes back a count that sales have
      // lowered since the form opened. Empty: not counted (always available).
      ...(product && stock.trim() === initialStock ? {} : { stock: stock.trim() === '' ? null : Number(stock.trim()) }),
    };
    const checked = productCreateRequestSchema.safeParse(fields);
    if (!checked.success) {
      const [inDetails, others] = partition(checked.error.issues, (issue) => issue.path[0] === 'details');
      setErrors(firstErrors<FieldName>(others));
      setDetailErrors(firstErrors<DetailsField>(inDetails.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
      return;
    }
    setErrors({});
    setDetailErrors({});
    setSaving(true);
    // The picture, when one is chosen, replaces the current one; image_url is left to the server.
    // The details go as checked (trimmed); null, when nothing is set, leaves the product undescribed.
    const problem = await onSave({ ...fields, details: checked.data.details ?? null }, image);
    setSaving(false);
    setFailure(problem);
  };

  return (
    <form aria-label={product ? `Edit ${product.product_name}` : 'New product'} noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <Field label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.product_name} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? ids.descriptionError : undefined}
        />
        <FieldError id={ids.descriptionError}>{errors.description}</FieldError>
      </div>
      <Field label="Price" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} error={errors.price} />
      <Field label="Stock (units; leave empty when not counted)" inputMode="numeric" value={stock} onChange={(event) => setStock(event.target.value)} error={errors.stock} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.category}>Category</Label>
        <Select
          id={ids.category}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          options={categories.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))}
        />
      </div>
      {chooseBrand ? <BrandSelect brands={brands} value={brandId} onChange={setBrandId} emptyLabel="No brand" /> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Picture (JPEG, PNG or WebP, at most 10 MB)</legend>
        <ImageUpload
          previewUrl={preview}
          onFileSelected={choose}
          onRemove={() => {
            setImage(undefined);
            setPreview(product?.image_url ?? null);
          }}
          error={errors.image}
          disabled={saving}
          prompt="Drag and drop a picture here, or choose one"
        />
      </fieldset>
      <ProductDetailsFields value={details} onChange={setDetails} errors={detailErrors} />
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {product ? 'Save changes' : 'Create product'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
