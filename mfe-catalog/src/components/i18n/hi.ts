import type { ComponentTexts } from './en';

// Hindi: the breadcrumb, course counts and PECB's category names.
const hi: ComponentTexts = {
  breadcrumb: 'ब्रेडक्रम्ब',
  home: 'होम',
  courseCount_one: '{count} कोर्स',
  courseCount_other: '{count} कोर्स',
  'category.information-security': 'सूचना सुरक्षा',
  'category.cybersecurity': 'साइबर सुरक्षा',
  'category.quality': 'गुणवत्ता',
  'category.governance': 'गवर्नेंस, जोखिम और अनुपालन',
  'category.artificial-intelligence': 'आर्टिफ़िशियल इंटेलिजेंस',
  'category.privacy': 'प्राइवेसी और डेटा संरक्षण',
  'category.continuity': 'निरंतरता और रेज़िलिएंस',
  'category.technical-cybersecurity': 'तकनीकी साइबर सुरक्षा',
  'category.digital-transformation': 'डिजिटल ट्रांसफ़ॉर्मेशन',
};

export default hi;
