import type { RemoteAreaTexts } from './en';

// Hindi.
const texts: RemoteAreaTexts = {
  unavailableTitle: 'यह भाग अस्थायी रूप से उपलब्ध नहीं है',
  unavailableText:
    'हम साइट का यह भाग लोड नहीं कर सके। बाकी साइट काम कर रही है; कृपया थोड़ी देर में फिर से प्रयास करें।',
  retry: 'फिर से प्रयास करें',
};
export default texts;
