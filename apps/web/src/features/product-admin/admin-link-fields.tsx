import { TextField } from '../../components/text-field';
import { textFieldProps, type EditorFieldsProps } from './admin-editor-fields';
import { generatedAffiliateUrl } from './admin-product-form';

/** The product's images and where its link goes (generated from the ASIN when left empty for Amazon). */
export function AdminLinkFields({ affiliateTag, ...fields }: EditorFieldsProps & { affiliateTag: string | null }) {
  const { form } = fields;
  const amazon = form.source === 'amazon';
  const generated = generatedAffiliateUrl(form, affiliateTag);
  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          hint={amazon ? 'Optional for Amazon products.' : undefined}
          {...textFieldProps(fields, 'imageUrl')}
        />
      </div>

      <div className="sm:col-span-2">
        <TextField
          label="Images (comma-separated URLs)"
          autoCapitalize="none"
          spellCheck={false}
          hint="The product page's carousel; empty uses the image URL."
          {...textFieldProps(fields, 'images')}
        />
      </div>

      <div className="flex flex-col gap-2 sm:col-span-2">
        <TextField
          label={amazon ? 'Affiliate URL' : 'Product URL'}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          hint={
            amazon
              ? "Optional: left empty, the link is generated from the ASIN with the site's affiliate tag."
              : "Where 'View Deal' sends visitors."
          }
          {...textFieldProps(fields, 'affiliateUrl')}
        />
        {generated && (
          <p className="rounded-2xl bg-sun/20 px-4 py-3 text-sm text-ink" data-testid="generated-affiliate-url">
            <span className="font-bold">Generated link: </span>
            <span className="font-mono break-all">{generated}</span>
            {affiliateTag ? null : <span> with the site&apos;s affiliate tag added</span>}
          </p>
        )}
      </div>
    </>
  );
}
