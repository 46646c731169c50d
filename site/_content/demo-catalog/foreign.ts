/** Items of another project (site) in the same content service: they must never show up. */
export function foreignItems(foreignDomain: string) {
  return {
    category: { id: 90, project: { domain: foreignDomain }, display_name: 'Werkzeug', slug: 'werkzeug' },
    subcategory: { id: 901, project: { domain: foreignDomain }, category: 90, display_name: 'Zangen', slug: 'zangen' },
    manufacturer: { id: 90, project: { domain: foreignDomain }, display_name: 'Fremdmarke', slug: 'fremdmarke', description: '' },
    tag: { id: 90, project: { domain: foreignDomain }, slug: 'fremd', display_name: 'Fremd' },
    attributeGroup: { id: 90, project: { domain: foreignDomain }, display_name: 'Härte' },
    products: [
      { id: 201, name: 'Fremdes Produkt', price: '5.00', slug: 'fremdes-produkt' },
      { id: 202, name: 'Rohrzange 250 mm', price: '24.90', slug: 'rohrzange-250-mm' },
      { id: 203, name: 'Seitenschneider 160 mm', price: '17.50', slug: 'seitenschneider-160-mm' },
      // Same slug as a demo product: a leak across projects would show up as a slug clash.
      { id: 204, name: 'Taucheruhr Automatik 42 mm', price: '5.00', slug: 'taucheruhr-automatik-42-mm' },
    ].map(({ id, name, price: foreignPrice, slug }) => ({
      id,
      status: 'published',
      project: { domain: foreignDomain },
      date_created: '2024-05-01T09:00:00',
      featured: true,
      display_name: name,
      slug,
      reference_number: `FREMD-${id}`,
      description: '<p>Gehört zu einem anderen Projekt.</p>',
      images: [],
      manufacturer: { id: 90, display_name: 'Fremdmarke', slug: 'fremdmarke' },
      category: { id: 90, display_name: 'Werkzeug', slug: 'werkzeug' },
      subcategories: [{ subcategory_id: 901 }],
      tags: ['fremd'],
      stock: 1,
      price_brutto: foreignPrice,
      variants: [],
      ratings: [],
      attributes: [],
    })),
  };
}
