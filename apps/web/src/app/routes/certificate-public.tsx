import { useParams } from 'react-router';
import { CertificatePublicView } from '../../features/certificates/components/certificate-public-view.tsx';

// Public and outside the app layout on purpose (router.tsx): anyone with the code checks it, and it prints (decision 1703).
function CertificatePublicPage() {
  const { code = '' } = useParams();
  return <CertificatePublicView key={code} code={code} />;
}

export { CertificatePublicPage as Component };
