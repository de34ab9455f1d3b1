import type { CorrectionsTranslation } from './en';

// Hindi: the Name corrections tab.
const hi: CorrectionsTranslation = {
  adminCorrections: {
    tab: 'नाम सुधार',
    title: 'नाम सुधार',
    intro:
      'शिक्षार्थी किसी प्रमाणपत्र पर छपे नाम को सुधारने का अनुरोध करते हैं। स्वीकृत करने पर नई ID वाला सुधारा हुआ प्रमाणपत्र जारी होता है और पुराना निरस्त हो जाता है; अस्वीकार करने पर प्रमाणपत्र जैसा है वैसा ही रहता है। दोनों ही स्थितियों में शिक्षार्थी को ई-मेल भेजा जाता है।',
    loading: 'लोड हो रहा है…',
    none: 'कोई नाम सुधार निर्णय की प्रतीक्षा में नहीं है।',
    failed: 'अनुरोध लोड नहीं हो सके।',
    caption: 'निर्णय की प्रतीक्षा में नाम सुधार, नए पहले',
    certificate: 'प्रमाणपत्र',
    course: 'कोर्स',
    learner: 'शिक्षार्थी',
    currentName: 'अभी का नाम',
    requestedName: 'अनुरोधित नाम',
    reason: 'बताया गया कारण',
    asked: 'अनुरोध की तारीख़',
    decision: 'निर्णय',
    approve: 'स्वीकृत करें',
    refuse: 'अस्वीकार करें',
    approveFor: '{certificateId} का सुधार स्वीकृत करें',
    refuseFor: '{certificateId} का सुधार अस्वीकार करें',
    approveAsk:
      '{certificateId} पर नाम “{from}” से “{to}” करें? सुधारा हुआ प्रमाणपत्र जारी होगा और यह निरस्त हो जाएगा।',
    refuseAsk: '{certificateId} पर नाम को “{to}” में सुधारने से मना करें? प्रमाणपत्र जैसा है वैसा ही रहेगा।',
    approveConfirm: 'स्वीकृत करें और फिर से जारी करें',
    refuseConfirm: 'अस्वीकार करें',
    keep: 'प्रतीक्षा में रहने दें',
    noteLabel: 'शिक्षार्थी के लिए टिप्पणी',
    refuseLabel: 'शिक्षार्थी के लिए कारण',
    noteHint: 'शिक्षार्थी को भेजा जाता है और ऑडिट लॉग में रखा जाता है; अधिकतम 500 अक्षर।',
    noteInvalid: '1 से 500 अक्षर लिखें।',
    approved: 'स्वीकृत: {certificateId} की जगह अब {newCertificateId} है।',
    refused: 'अस्वीकृत: {certificateId} जैसा है वैसा ही रहेगा।',
    decideFailed: 'निर्णय दर्ज नहीं हुआ: {why}',
  },
};
export default hi;
