import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { certificate, CERTIFICATE_CODE, curriculumChoices } from './certificate-fixtures.ts';

describe('Meus certificados (on /steps)', () => {
  it('lists each certificate with hours, the São Paulo day, the code and its public page', async () => {
    renderApp('/steps', { session: demoSession });
    const card = await screen.findByRole('article', { name: 'Git e GitHub na prática' });
    expect(within(card).getByText('6 h · concluído em 14/03/2026')).toBeInTheDocument();
    expect(within(card).getByText(CERTIFICATE_CODE)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver certificado de Git e GitHub na prática' })).toHaveAttribute('href', `/certificados/${CERTIFICATE_CODE}`);
  });

  it('adds it to the chosen CV in one click, and a second click says it is already there', async () => {
    const sent: unknown[] = [];
    let added = false;
    server.use(
      http.post('*/api/v1/certificates/:id/curriculum', async ({ request, params }) => {
        const body = (await request.json()) as { curriculum_uuid: string };
        sent.push({ id: params.id, ...body });
        const name = curriculumChoices.find((cv) => cv.uuid === body.curriculum_uuid)!.name;
        const answer = {
          added: !added,
          curriculum_uuid: body.curriculum_uuid,
          formation_uuid: 'f0000000-0000-4000-8000-000000000001',
          message: added ? `Este certificado já está no currículo "${name}".` : `Certificado adicionado ao currículo "${name}".`,
        };
        added = true;
        return HttpResponse.json({ data: answer });
      }),
    );
    const { user } = renderApp('/steps', { session: demoSession });
    const card = await screen.findByRole('article', { name: 'Git e GitHub na prática' });
    const select = await within(card).findByRole('combobox');
    expect(select).toHaveAccessibleName('Currículo para o certificado de Git e GitHub na prática');
    await user.selectOptions(select, 'CV Back-end');
    await user.click(within(card).getByRole('button', { name: 'Adicionar ao currículo' }));
    expect(await within(card).findByText('Certificado adicionado ao currículo "CV Back-end".')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Adicionar ao currículo' }));
    expect(await within(card).findByText('Este certificado já está no currículo "CV Back-end".')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: certificate.uuid, curriculum_uuid: curriculumChoices[1]!.uuid },
      { id: certificate.uuid, curriculum_uuid: curriculumChoices[1]!.uuid },
    ]);
  });

  it('shows the CVs that already list it', async () => {
    server.use(http.get('*/api/v1/certificates', () => HttpResponse.json({ data: [{ ...certificate, curriculum_uuids: [curriculumChoices[0]!.uuid] }] })));
    renderApp('/steps', { session: demoSession });
    expect(await screen.findByText('No currículo: CV Front-end')).toBeInTheDocument();
  });

  it('points to the CV screen when there is no CV', async () => {
    server.use(http.get('*/api/v1/curriculum', () => HttpResponse.json({ data: [] })));
    renderApp('/steps', { session: demoSession });
    expect(await screen.findByRole('link', { name: 'Crie um currículo' })).toHaveAttribute('href', '/curriculum');
  });

  it('says how to earn one when there is none, and does not ask for the CVs then', async () => {
    let askedForCvs = false;
    server.use(
      http.get('*/api/v1/certificates', () => HttpResponse.json({ data: [] })),
      http.get('*/api/v1/curriculum', () => {
        askedForCvs = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    renderApp('/steps', { session: demoSession });
    expect(await screen.findByText('Conclua um curso da jornada para receber o seu primeiro certificado.')).toBeInTheDocument();
    expect(askedForCvs).toBe(false);
  });
});

describe('public verification (/certificados/:code)', () => {
  it('opens without a session, outside the app layout, and shows that the certificate is valid', async () => {
    renderApp(`/certificados/${CERTIFICATE_CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'Ana Souza' });
    expect(sheet).toHaveTextContent('concluiu o curso Git e GitHub na prática da jornada Rumo, com carga horária de 6 horas, em 14/03/2026.');
    expect(within(sheet).getByText('Certificado válido')).toBeInTheDocument();
    expect(within(sheet).getByText(CERTIFICATE_CODE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.title).toBe('Certificado - Git e GitHub na prática · Rumo');
  });

  it('says an unknown code names no certificate', async () => {
    renderApp('/certificados/ABCDE-FGHJK');
    expect(await screen.findByText('Certificado não encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Certificado não encontrado. Confira o código impresso no certificado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });
});
