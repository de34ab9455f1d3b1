/** The home page's hero picture, drawn inline so it costs no request and never shifts layout. */
export function HeroIllustration() {
  return (
    <svg
      width="480"
      height="360"
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect width="480" height="360" rx="24" fill="#083a73" />
      <circle cx="400" cy="70" r="42" fill="#c2410c" opacity="0.9" />
      <rect x="70" y="70" width="260" height="170" rx="12" fill="#f8fafc" />
      <rect x="84" y="84" width="232" height="142" rx="6" fill="#0b4f9c" />
      <path
        d="M110 120h110M110 145h160M110 170h90M110 195h130"
        stroke="#fde68a"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <path d="M40 240h320l-24 26H64z" fill="#cbd5e1" />
      <path d="M380 170l40 22v44l-40 22-40-22v-44z" fill="none" stroke="#f8fafc" strokeWidth="8" />
      <path d="M340 192l40 22 40-22M380 214v44" stroke="#f8fafc" strokeWidth="8" fill="none" />
      <rect x="70" y="290" width="340" height="14" rx="7" fill="#f8fafc" opacity="0.25" />
      <rect x="70" y="290" width="230" height="14" rx="7" fill="#c2410c" />
    </svg>
  );
}
