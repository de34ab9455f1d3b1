import { Route, Routes } from 'react-router-dom';
import { NotFound, paths } from 'shared';
import { CertificateLookup } from '../features/lookup/components/certificate-lookup';

/** The lookup's addresses all show the same page; the deep link verifies on arrival. */
export default function CertificateRoutes() {
  return (
    <Routes>
      <Route path={paths.certificateLookup} element={<CertificateLookup />} />
      <Route path={paths.verifyCertificate} element={<CertificateLookup />} />
      <Route path={paths.verifyCertificateAlt} element={<CertificateLookup />} />
      <Route
        path={`${paths.verifyCertificateAlt}/:certificateId`}
        element={<CertificateLookup />}
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
