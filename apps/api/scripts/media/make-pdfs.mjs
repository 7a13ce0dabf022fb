// Writes the journey's small PDF handouts (real, text-based, A4) without any PDF library.
// Usage: node make-pdfs.mjs OUTPUT_DIR
import fs from 'node:fs';
import path from 'node:path';

const documents = {
  'guia-git-essencial.pdf': {
    title: 'Guia rápido: Git essencial',
    sections: [
      ['Configurar uma vez', ['git config --global user.name "Seu Nome"', 'git config --global user.email "voce@exemplo.com"']],
      [
        'Dia a dia',
        [
          'git status — o que mudou desde o último commit',
          'git add arquivo — prepara a mudança para o próximo commit',
          'git commit -m "Adiciona validação do formulário" — registra a fotografia',
          'git log --oneline — histórico resumido',
        ],
      ],
      [
        'Trabalhando em equipe',
        [
          'git switch -c minha-feature — cria e entra em um branch',
          'git pull --rebase — traz o que os colegas enviaram',
          'git push -u origin minha-feature — publica o branch e abre o pull request',
        ],
      ],
      [
        'Boas práticas',
        ['Commits pequenos, com uma intenção cada.', 'Mensagens no imperativo que explicam o porquê.', 'Nunca publique senhas ou chaves: use .gitignore e variáveis de ambiente.'],
      ],
    ],
  },
  'exercicios-logica.pdf': {
    title: 'Exercícios de lógica de programação',
    sections: [
      [
        'Aquecimento',
        [
          'Escreva, em passos numerados, como fazer um café coado. Depois encontre um passo ambíguo e reescreva.',
          'Descreva como encontrar o maior número de uma lista de dez cartões virados para baixo.',
        ],
      ],
      [
        'Condições',
        [
          'Uma loja dá 10% de desconto acima de R$ 200,00 e frete grátis acima de R$ 150,00. Escreva as regras em pseudocódigo.',
          'Classifique a idade de uma pessoa em criança, adolescente, adulta ou idosa sem deixar intervalos de fora.',
        ],
      ],
      [
        'Repetições',
        ['Some os números de 1 a 100 com um laço e confira com a fórmula n(n+1)/2.', 'Conte quantas vogais existem em uma frase.', 'Mostre a tabuada de um número de 1 a 10.'],
      ],
      [
        'Desafio',
        [
          'Dado um CEP digitado com ou sem hífen, valide se ele tem exatamente oito dígitos.',
          'Explique em voz alta a sua solução para alguém: se travar, o algoritmo ainda não está claro.',
        ],
      ],
    ],
  },
  'checklist-curriculo-ti.pdf': {
    title: 'Checklist do currículo para vagas de TI',
    sections: [
      ['Cabeçalho', ['Nome, cidade/UF, e-mail profissional, telefone com DDD.', 'Links: LinkedIn e GitHub ou portfólio (confira se abrem).']],
      ['Resumo', ['Três a quatro linhas: cargo desejado, tecnologias principais e um resultado concreto.']],
      [
        'Experiências',
        [
          'Da mais recente para a mais antiga, com mês/ano de início e fim.',
          'Verbos de ação e números: "reduzi o tempo de build em 40%".',
          'Projetos pessoais contam, principalmente no primeiro emprego.',
        ],
      ],
      [
        'Antes de enviar',
        [
          'Uma página (duas no máximo para quem tem muita experiência).',
          'Palavras-chave da vaga presentes no texto.',
          'Revisão de português feita por outra pessoa.',
          'Arquivo em PDF com o seu nome: nome-sobrenome-curriculo.pdf.',
        ],
      ],
    ],
  },
};

// WinAnsi covers Portuguese accents; a few typographic characters are mapped by hand.
const winAnsi = { '—': 0x97, '–': 0x96, '“': 0x93, '”': 0x94, '’': 0x92, '•': 0x95 };
function encode(text) {
  const bytes = [];
  for (const ch of text) {
    const code = winAnsi[ch] ?? ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`character not in WinAnsi: ${ch}`);
    if (ch === '(' || ch === ')' || ch === '\\') bytes.push(0x5c);
    bytes.push(code);
  }
  return Buffer.from(bytes);
}

function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function pageStream(doc) {
  const parts = [];
  let y = 780;
  const text = (font, size, x, str) => {
    parts.push(Buffer.from(`BT /${font} ${size} Tf ${x} ${y} Td (`), encode(str), Buffer.from(') Tj ET\n'));
  };
  parts.push(Buffer.from('0.11 0.23 0.54 rg 0 800 595 42 re f 1 1 1 rg\n'));
  y = 814;
  text('F2', 11, 56, 'Rumo · Jornada profissional');
  parts.push(Buffer.from('0.07 0.09 0.15 rg\n'));
  y = 750;
  text('F2', 20, 56, doc.title);
  y -= 34;
  for (const [heading, items] of doc.sections) {
    text('F2', 13, 56, heading);
    y -= 20;
    for (const item of items) {
      wrap(item, 82).forEach((line, i) => {
        text('F1', 11, i === 0 ? 64 : 76, i === 0 ? `• ${line}` : line);
        y -= 16;
      });
    }
    y -= 12;
  }
  return Buffer.concat(parts);
}

function pdf(doc) {
  const stream = pageStream(doc);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R /Lang (pt-BR) >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    Buffer.concat([Buffer.from('<< /Title ('), encode(doc.title), Buffer.from(') /Author (Rumo) /Producer (Rumo make-pdfs) >>')]),
  ];
  const chunks = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    offset += chunk.length;
    chunks.push(chunk);
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  chunks.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node make-pdfs.mjs OUTPUT_DIR');
for (const [name, doc] of Object.entries(documents)) fs.writeFileSync(path.join(outDir, name), pdf(doc));
