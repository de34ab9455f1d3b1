/** A WhatsApp chat link for a phone number as configured ("+91 98765 43210" → digits). */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
