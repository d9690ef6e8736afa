import type { SVGProps } from 'react';

/** Drawn like ~/ui/icons: decorative, the control around it carries the name. */
export function UploadCloudIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9.5a4 4 0 0 1-.5 8.5" />
      <path d="M12 12v8M8.5 15 12 11.5 15.5 15" />
    </svg>
  );
}
