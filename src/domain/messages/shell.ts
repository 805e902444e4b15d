// App shell: menus, top bar, footer, banners.
export const shellMessages = {
  productTitle: 'Anpfiff',
} as const;
