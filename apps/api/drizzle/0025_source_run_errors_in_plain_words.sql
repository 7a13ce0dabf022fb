-- Runs logged before decision 1901 kept the raw cause of a failed request (which told an open port
-- from a closed one, and named internal hosts); they now read as the plain sentence of their class.
UPDATE source_runs SET error = 'Não foi possível acessar a fonte: o servidor não foi encontrado ou não aceitou a conexão.'
WHERE error LIKE 'Falha de rede ao acessar %';
--> statement-breakpoint
UPDATE source_runs SET error = regexp_replace(error, '^O servidor respondeu ([0-9]{3}) em .*?\.( |$)', 'A fonte respondeu com o código HTTP \1.\2')
WHERE error ~ '^O servidor respondeu [0-9]{3} em ';
--> statement-breakpoint
UPDATE source_runs SET error = regexp_replace(error, '^Tempo esgotado: .* não respondeu em ([0-9.,]+) s\.', 'A fonte não respondeu em \1 s.')
WHERE error LIKE 'Tempo esgotado: %';
--> statement-breakpoint
UPDATE source_runs SET error = regexp_replace(error, '^A resposta de .* passou do limite de ([0-9.]+) bytes\.', 'A resposta da fonte passou do limite de \1 bytes.')
WHERE error ~ '^A resposta de .* passou do limite de ';
--> statement-breakpoint
UPDATE source_runs SET error = 'A resposta da fonte não está no formato esperado.'
WHERE error ~ '^A resposta de .* não é um JSON válido\.$';
--> statement-breakpoint
UPDATE source_runs SET error = 'A sincronização falhou por um erro interno; os detalhes estão no registro do servidor.'
WHERE error LIKE 'Erro interno ao sincronizar:%';
