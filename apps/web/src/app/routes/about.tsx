import { PageHeader } from '../../components/ui/page-header.tsx';
import { AboutFeatures, AboutMission } from '../../features/about/about-content.tsx';

function AboutPage() {
  return (
    <>
      <PageHeader title="Sobre o Rumo" description="A plataforma que conecta talentos de tecnologia às melhores oportunidades." />
      <div className="flex flex-col gap-8">
        <AboutFeatures />
        <AboutMission />
      </div>
    </>
  );
}

export { AboutPage as Component };
