import type { ApiMessageTexts } from 'contracts';

// European Portuguese. Field names ({field}) are the API's own names and stay as they are.
const pt: ApiMessageTexts = {
  AUTH_REQUIRED: 'Autenticação necessária',
  TOKEN_INVALID: 'Token inválido ou expirado',
  ADMIN_REQUIRED: 'Acesso de administrador necessário',
  NOT_FOUND: 'Não encontrado',
  TOO_MANY_REQUESTS: 'Demasiados pedidos; tente novamente mais tarde.',
  RETRY_IN_one: 'Demasiados pedidos. Tente novamente dentro de {count} segundo.',
  RETRY_IN_other: 'Demasiados pedidos. Tente novamente dentro de {count} segundos.',
  BAD_REQUEST: 'Pedido incorreto',
  INVALID_REQUEST: 'Pedido inválido',
  JSON_MALFORMED: 'O corpo do pedido contém JSON mal formado',
  JSON_EMPTY: 'O corpo do pedido está vazio, mas o tipo de conteúdo é JSON',
  BODY_TOO_LARGE: 'O corpo do pedido é demasiado grande (limite de 100 KB)',
  MEDIA_TYPE: 'Tipo de conteúdo não suportado; envie application/json',
  URL_MALFORMED: 'O URL do pedido está mal formado (codificação percentual inválida)',
  CONTENT_ENCODING:
    'Content-Encoding não suportado; envie o corpo sem compressão ou em gzip, deflate ou br',
  BODY_ENCODING_INVALID:
    'Não foi possível descomprimir o corpo do pedido com o seu Content-Encoding',
  HEADERS_TOO_LARGE: 'Os cabeçalhos do pedido são demasiado grandes',
  REQUEST_TIMEOUT: 'O pedido não foi recebido a tempo',
  INTERNAL_ERROR: 'Erro interno do servidor',
  FIELD_REQUIRED: '{field} é obrigatório',
  FIELD_NOT_ALLOWED: '{field} não é um campo permitido',
  FIELD_ONE_OF: '{field} tem de ser um dos valores: {values}',
  FIELD_EMAIL: '{field} tem de ser um endereço de e-mail válido',
  FIELD_FORMAT: '{field} tem de ser um {format} válido',
  FIELD_MIN_LENGTH: '{field} tem de ter pelo menos {limit} carateres',
  FIELD_MAX_LENGTH: '{field} não pode ter mais de {limit} carateres',
  FIELD_INVALID: '{field} é inválido',
  FIELD_NOTHING_TO_CHANGE: 'Nada a alterar: envie pelo menos um campo',
  REGISTERED: 'Registo efetuado. Inicie sessão.',
  LOGIN_OK: 'Sessão iniciada',
  LOGIN_FAILED: 'E-mail ou palavra-passe incorretos',
  LOGIN_LOCKED:
    'Demasiadas tentativas de início de sessão falhadas a partir deste dispositivo. Tente novamente mais tarde.',
  EMAIL_TAKEN: 'Já existe uma conta com este e-mail',
  USERNAME_TAKEN: 'Este nome de utilizador já está a ser usado',
  ACCOUNT_EXISTS: 'Esta conta já existe',
  ACCOUNT_NOT_FOUND: 'Conta não encontrada',
  USER_NOT_FOUND: 'Utilizador não encontrado',
  LAST_ADMIN: 'Este é o último administrador; promova primeiro outra conta',
  PASSWORD_TOO_SHORT: '{field} tem de ter pelo menos {min} carateres',
  PASSWORD_TOO_LONG: '{field} pode ter no máximo {max} carateres',
  PASSWORD_COMMON: '{field} é demasiado comum; escolha uma palavra-passe menos previsível',
  PASSWORD_PERSONAL: '{field} não pode ser o seu e-mail nem o seu nome de utilizador',
  FULL_NAME_LENGTH: '{field} tem de ter entre {min} e {max} carateres',
  FULL_NAME_CHARACTERS: '{field} só pode conter letras, espaços, apóstrofos, hífenes e pontos',
  FIELD_PLAIN_TEXT:
    '{field} não pode conter carateres de controlo nem carateres de formatação invisíveis (como os que invertem o sentido da escrita ou os espaços de largura zero)',
  FIELD_NO_MARKUP:
    '{field} não pode conter < ou >, carateres de controlo nem carateres de formatação invisíveis',
  FIELD_LINKEDIN:
    '{field} tem de ser o endereço https:// de um perfil do LinkedIn, como https://www.linkedin.com/in/o-seu-nome',
  ISSUE_DATE_RANGE: '{field} tem de ser uma data entre {min} e {max}',
  OTP_SENT: 'Código enviado',
  OTP_INVALID: 'Código inválido ou expirado',
  OTP_VERIFIED: 'Código verificado. Introduza a nova palavra-passe',
  RESET_INVALID: 'Token de reposição inválido ou expirado. Peça um novo código.',
  PASSWORD_CHANGED: 'Palavra-passe alterada',
  ENQUIRY_THANKS: 'Obrigado! Entraremos em contacto em breve.',
  FORM_TOO_FAST:
    'Foi muito rápido! Aguarde alguns segundos, reveja a sua mensagem e envie-a novamente.',
  FORM_TOKEN_INVALID:
    'Não foi possível verificar este formulário. Recarregue a página e envie-o novamente.',
  FORM_TOKEN_EXPIRED:
    'Este formulário esteve aberto demasiado tempo. Recarregue a página e envie-o novamente.',
  ENQUIRY_ASSIGNEE_NOT_STAFF:
    'Um pedido de informação só pode ser atribuído a uma conta de administrador ou de vendas.',
  BLOG_POST_NOT_FOUND: 'Artigo não encontrado',
  CERTIFICATE_NOT_FOUND: 'Certificado não encontrado.',
  CORRECTION_NOT_VALID: 'Só um certificado válido pode ter o nome corrigido.',
  CORRECTION_OPEN: 'Já existe um pedido de correção do nome deste certificado à espera de decisão.',
  CORRECTION_SAME_NAME: 'O nome corrigido é o nome que já consta do certificado.',
  CORRECTION_NOT_FOUND: 'Pedido de correção de nome não encontrado.',
  CORRECTION_DECIDED: 'Este pedido de correção de nome já foi decidido.',
  MFA_REQUIRED:
    'Introduza o código da sua aplicação de autenticação para concluir o início de sessão.',
  MFA_OFF: 'O início de sessão em dois passos está desativado.',
  MFA_CODE_INVALID:
    'O código não é válido. Introduza o código atual da sua aplicação de autenticação ou um código de recuperação.',
  MFA_LOCKED:
    'Demasiados códigos errados. O segundo passo está bloqueado durante algum tempo; um código de recuperação continua a funcionar.',
  MFA_CHALLENGE_INVALID:
    'Este início de sessão expirou ou já foi utilizado. Inicie sessão novamente.',
  MFA_ALREADY_ON: 'O início de sessão em dois passos já está ativo para esta conta.',
  MFA_NOT_ON: 'O início de sessão em dois passos não está ativo para esta conta.',
  MFA_ENROLMENT_REQUIRED:
    'Os administradores têm de ativar primeiro o início de sessão em dois passos. Abra o painel de administração para o configurar.',
  MFA_RESET:
    'O início de sessão em dois passos foi reposto. A conta inicia sessão apenas com a palavra-passe até o titular o voltar a ativar.',
  MFA_RESET_SELF:
    'O seu próprio início de sessão em dois passos desativa-se no separador Segurança do início de sessão, com um código.',
  SIGNED_OUT: 'Sessão terminada.',
  EMAIL_PROOF_SENT:
    'Enviámos um código de 6 dígitos para o seu endereço de e-mail. Expira em 10 minutos.',
  EMAIL_PROOF_WAIT: 'Foi enviado um código há pouco. Aguarde um minuto antes de pedir outro.',
  EMAIL_PROOF_INVALID:
    'Código inválido ou expirado. Introduza o código mais recente ou peça um novo.',
  EMAIL_PROVEN: 'O seu endereço de e-mail está confirmado.',
  EMAIL_ALREADY_PROVEN: 'O seu endereço de e-mail já está confirmado.',
  PASSWORD_INCORRECT: 'A palavra-passe não está correta.',
  EMAIL_CHANGE_SENT:
    'Enviámos um código de 6 algarismos para o novo endereço. Expira em 10 minutos; o seu endereço muda quando o introduzir.',
  EMAIL_CHANGE_SAME: 'Este já é o seu endereço de e-mail.',
  EMAIL_CHANGED:
    'O seu endereço de e-mail foi alterado. A sessão foi terminada nos outros dispositivos.',
  ACCOUNT_DELETED:
    'A sua conta foi eliminada. Os seus certificados continuam verificáveis pelo ID.',
  EMAIL_NOT_PROVEN:
    'Esta conta ainda não confirmou o endereço de e-mail, por isso não pode receber nenhuma função acima de user.',
  ORDER_COUPON_UNKNOWN: 'Cupom desconhecido',
  ORDER_COUPON_NOT_YET_VALID: 'Este cupom ainda não é válido',
  ORDER_COUPON_EXPIRED: 'Este cupom expirou',
  ORDER_COUPON_USED_UP: 'Este cupom já atingiu o limite de usos',
  ORDER_COUPON_NOT_APPLICABLE: 'Este cupom não vale para este curso',
  GSTIN_FORMAT:
    'O GSTIN não está no formato certo (15 caracteres: estado, PAN, entidade, Z, verificador)',
  GSTIN_STATE: 'O GSTIN começa com um código de estado desconhecido',
  GSTIN_CHECKSUM:
    'O caractere verificador do GSTIN está errado: confira se não há erro de digitação',
  GSTIN_ABROAD: 'O GSTIN é só para compradores na Índia',
  GSTIN_OTHER_STATE: 'O GSTIN está registrado em outro estado que não o de cobrança',
  ORDER_STATE_REQUIRED: 'Compradores na Índia informam o estado (o código GST de dois dígitos)',
  ORDER_UPI_RUPEES:
    'O UPI aceita apenas rúpias: compradores fora da Índia pagam por transferência, cartão ou PayPal',
  ORDER_CARD_UNAVAILABLE: 'O pagamento com cartão não está disponível',
  ORDER_VOUCHERS_SOLD_OUT: 'Esgotado: não há vouchers de exame suficientes para esta quantidade',
  ORDER_SEATS_SOLD_OUT: 'Esgotado: não restam vagas suficientes nesta turma para esta quantidade',
  ORDER_NOT_ON_SALE: 'Este voucher de exame não está à venda',
  ORDER_BATCH_CLOSED: 'Esta turma não está aberta para reservas',
  ORDER_ATTENDEES: 'Informe um nome de participante por vaga',
  PAYMENT_NOT_HELD: 'Este pagamento não aguarda uma decisão',
  PAYMENT_ORDER_EXPIRED_NO_STOCK:
    'A encomenda expirou e os seus artigos já não estão em stock: rejeite o pagamento para que seja devolvido',
  PAYMENT_ORDER_CLOSED:
    'A encomenda já não aguarda pagamento: não pode receber este pagamento; rejeite-o para que seja devolvido',
  PAYMENT_TRANSACTION_OTHER_ORDER: 'A transação {transaction} foi registada para outra encomenda',
  ORDER_REFUND_NOT_PAID: 'Só uma encomenda paga pode ser reembolsada',
  ORDER_NOT_CARD: 'Esta encomenda não é paga com cartão',
  ORDER_NOT_AWAITING_PAYMENT: 'Só uma encomenda que aguarda pagamento pode ser paga',
  ORDER_UTR_CLOSED: 'Só uma encomenda que aguarda pagamento aceita uma referência de transação',
  ORDER_CODES_AFTER_PAYMENT: 'Os códigos são mostrados quando a encomenda estiver paga',
  STATEMENT_UNKNOWN_COLUMNS:
    'O extrato tem colunas desconhecidas: {columns}. Permitidas: date, narration, amount, utr',
  STATEMENT_MISSING_COLUMNS: 'Faltam ao extrato as colunas: {columns}',
  STATEMENT_EMPTY: 'O extrato não tem linhas',
  STATEMENT_TOO_MANY_ROWS: 'O extrato tem mais de {max} linhas: divida-o',
  PURCHASE_EMAIL_NOT_PROVEN:
    'Confirme seu endereço de e-mail antes de comprar: é para lá que enviamos os vouchers, a nota fiscal e a confirmação da vaga.',
  STEP_UP_REQUIRED:
    'Confirme esta ação com um código atual da sua aplicação de autenticação ou um código de recuperação.',
  STEP_UP_FAILED:
    'O código de confirmação não é válido. Introduza o código atual da sua aplicação de autenticação ou um código de recuperação.',
  STEP_UP_NO_FACTOR:
    'Ative primeiro o início de sessão em dois passos na sua própria conta: esta ação precisa de um código dele.',
  CREDENTIAL_FOREIGN_ISSUER:
    'Esta credencial não foi emitida por este site (emissor {issuer}); verifique-a com as ferramentas do seu emissor.',
  CREDENTIAL_NOT_ACCEPTED:
    'Esta não é uma credencial de certificado tal como este site as escreve ({term}); envie a credencial exatamente como foi descarregada.',
  CREDENTIAL_SIGNATURE_INVALID:
    'A assinatura não corresponde: a credencial foi alterada depois de assinada, ou não foi assinada com uma chave do seu emissor.',
  CREDENTIAL_STATUS_UNCHECKED: 'Não foi possível verificar o estado de revogação.',
  CREDENTIAL_REVOKED: 'O emissor revogou esta credencial.',
  CREDENTIAL_EXPIRED: 'A credencial expirou em {time}.',
  CREDENTIAL_NOT_YET_VALID: 'A credencial não é válida antes de {time}.',
  CREDENTIAL_KEY_RETIRED:
    'Foi assinada com a chave {key} depois de essa chave ter deixado de assinar ({time}).',
  CREDENTIAL_KEY_REVOKED:
    'A chave {key} que a assinou foi revogada; a página do certificado tem a credencial assinada de novo.',
  CREDENTIAL_CERTIFICATE_UNKNOWN: 'Este site não tem nenhum certificado com o ID desta credencial.',
  CREDENTIAL_CERTIFICATE_MISMATCH:
    'Esta credencial não corresponde ao certificado {certificateId} que este site tem.',
  CREDENTIAL_CHECK_FAILED: 'Não foi possível verificar a credencial.',
  QUESTION_NOT_FOUND: 'Pergunta não encontrada',
  QUESTION_DELETED: 'Pergunta eliminada',
  NO_QUESTIONS_CATEGORY: 'Não há perguntas disponíveis para esta categoria',
  NO_QUESTIONS_ASSESSMENT: 'Não há perguntas disponíveis para esta avaliação',
  ASSESSMENT_NOT_FOUND: 'Avaliação não encontrada',
  ATTEMPT_NOT_FOUND: 'Tentativa não encontrada',
  ASSESSMENT_CLOSED: 'Esta avaliação está encerrada.',
  ASSESSMENT_ROLE_ONLY: 'Esta avaliação destina-se apenas à função {role}.',
  LEVEL_ONE_OF: 'level tem de ser um dos valores: {levels}',
  ALREADY_SUBMITTED: 'Esta tentativa já foi submetida',
  TIME_OVER: 'O tempo desta tentativa terminou',
  TIME_OVER_SCORED: 'O tempo desta tentativa terminou; foi classificada com as respostas guardadas',
  ATTEMPTS_USED: 'Já usou as {count} tentativas permitidas para este nível.',
  NEXT_ATTEMPT: 'A próxima tentativa é permitida a partir de {time}.',
  ALREADY_CERTIFIED:
    'Já foi aprovado neste nível e tem o respetivo certificado. Só pode repetir a avaliação se um administrador o autorizar.',
  REVIEW_PENDING:
    'A sua última tentativa neste nível aguarda a verificação de um administrador. Pode recomeçar quando houver uma decisão.',
  REVIEW_NOT_PENDING: 'Esta tentativa não está a aguardar verificação.',
  ANSWER_NOT_OF_ATTEMPT: 'answers[{index}].questionId não é uma pergunta desta tentativa',
  ANSWER_TWICE: 'answers[{index}].questionId foi respondida duas vezes',
  OPTION_NOT_OF_QUESTION: 'answers[{index}].selectedOption não é uma opção dessa pergunta',
  EVENT_RECORDED: 'Evento registado',
  IMPORT_TOO_LARGE:
    'A importação é demasiado grande (limite de {limit} MB, até {rows} linhas); divida o ficheiro.',
  CREDENTIAL_TOO_LARGE:
    'A credencial é demasiado grande para ser verificada (limite de {limit} KB); uma credencial deste site tem cerca de 2 KB.',
  CREDENTIAL_TOO_COMPLEX:
    'A credencial tem mais partes ou um aninhamento mais profundo do que uma credencial deste site; não foi verificada.',
  CREDENTIAL_TOO_COSTLY:
    'A verificação da credencial demorou mais de {ms} ms e foi interrompida; uma credencial deste site demora muito menos.',
  CREDENTIAL_VERIFY_BUSY:
    'Estão a ser verificadas demasiadas credenciais neste momento. Tente novamente dentro de alguns segundos.',
  FIELD_TYPE: '{field} tem de ser do tipo {type}',
  FIELD_MIN: '{field} tem de ser pelo menos {limit}',
  FIELD_MAX: '{field} não pode ser mais de {limit}',
  FIELD_PATTERN: '{field} não tem a forma esperada',
  FIELD_MIN_ITEMS: '{field} tem de ter pelo menos {limit} elementos',
  FIELD_MAX_ITEMS: '{field} não pode ter mais de {limit} elementos',
  DATABASE_UNAVAILABLE: 'Base de dados indisponível',
  MIGRATIONS_PENDING: 'Migrações da base de dados não aplicadas: {migrations}',
  REMINDER_LINK_INVALID:
    'Esta ligação para cancelar não é válida. Use a ligação do seu lembrete mais recente ou desative os lembretes em A minha conta.',
  REMINDER_LINK_EXPIRED:
    'Esta ligação para cancelar expirou. Use a ligação do seu lembrete mais recente ou desative os lembretes em A minha conta.',
  REMINDERS_OPTED_OUT:
    'Feito: este endereço não receberá mais lembretes de renovação de certificados.',
  REMINDERS_EMAIL_NOT_PROVEN:
    'Confirme primeiro o seu endereço de e-mail: os lembretes são enviados para ele.',
};

export default pt;
