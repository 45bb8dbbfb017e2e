import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { forwardRef, memo, type ReactNode, type Ref } from 'react';

/** The sizes MUI's icons take, as the classes MUI gives them; the page's baseline styles (baseline.ts) size them. */
const SIZES = { small: 'Small', medium: 'Medium', large: 'Large', inherit: 'Inherit' } as const;
type Size = keyof typeof SIZES;

/** Props a plain `<svg>` draws as MUI would; anything else (a colour, `sx`) goes to MUI's SvgIcon. */
export function isPlainIcon(props: SvgIconProps): boolean {
  const { sx, color, component, classes, htmlColor, inheritViewBox, viewBox, fontSize } = props;
  return (
    sx === undefined &&
    (color === undefined || color === 'inherit') &&
    component === undefined &&
    classes === undefined &&
    htmlColor === undefined &&
    inheritViewBox === undefined &&
    viewBox === undefined &&
    (fontSize === undefined || Object.hasOwn(SIZES, fontSize))
  );
}

/** MUI's class names for an icon of that size, so MUI's own rules for icons inside its components still apply. */
export function plainIconClass(fontSize: Size = 'medium', className?: string): string {
  const own = `MuiSvgIcon-root MuiSvgIcon-fontSize${SIZES[fontSize]}`;
  return className ? `${own} ${className}` : own;
}

/**
 * What `@mui/icons-material` makes each icon with, in the browser build (vite.config.ts): a plain `<svg>` with
 * MUI's classes, where MUI's SvgIcon is a styled component that matches some twenty style variants and
 * serializes its styles on every render. A page of 24 member cards drew 54 icons, and each icon was one of
 * the most costly components of the first render on a slow phone. An icon given a colour or `sx`
 * is MUI's SvgIcon still, drawn the same way as before.
 */
export default function createSvgIcon(path: ReactNode, _name: string) {
  const Icon = forwardRef(function Icon(props: SvgIconProps, ref: Ref<SVGSVGElement>) {
    if (!isPlainIcon(props))
      return (
        <SvgIcon ref={ref} {...props}>
          {path}
        </SvgIcon>
      );
    const { className, fontSize, titleAccess, color: _inherit, children: _children, ...rest } = props;
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from screen readers, unless titleAccess names it below
      <svg
        ref={ref}
        className={plainIconClass(fontSize as Size | undefined, className)}
        focusable="false"
        aria-hidden={titleAccess ? undefined : true}
        role={titleAccess ? 'img' : undefined}
        viewBox="0 0 24 24"
        {...rest}
      >
        {path}
        {titleAccess ? <title>{titleAccess}</title> : null}
      </svg>
    );
  });
  // MUI's components recognise an icon by this name (a Chip's or a Button's icon).
  return Object.assign(memo(Icon), { muiName: 'SvgIcon' });
}
