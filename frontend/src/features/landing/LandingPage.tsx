import { fraudTypeLabels, fraudTypes, screenTexts } from '@portal/contracts/texts';
import { Link } from '@tanstack/react-router';
import { useSiteInfo } from '../../api/get-health';
import { PageShell } from '../../components/PageShell';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AnchorButton, ButtonLink, Icon, type IconName } from '../../ui';

/** What the service does, in plain words. No figures, certifications or promises that are not configured. */
const steps: { icon: IconName; title: string; body: string }[] = [
  {
    icon: 'search',
    title: 'Análisis inicial',
    body: 'Revisamos la información que usted registra para entender qué ocurrió y qué se puede hacer.',
  },
  {
    icon: 'chart',
    title: 'Rastreo de los fondos',
    body: 'Seguimos el camino de las transferencias y de las plataformas que intervinieron.',
  },
  {
    icon: 'scale',
    title: 'Acciones legales',
    body: 'Preparamos las denuncias y reclamaciones ante las autoridades e instituciones que correspondan.',
  },
  {
    icon: 'coins',
    title: 'Recuperación',
    body: 'Damos seguimiento al proceso para intentar recuperar su capital e informamos cada avance en su panel.',
  },
];

const warnings = [
  'Nadie puede garantizar que recuperará todo su dinero. Desconfíe de quien se lo prometa.',
  'Nunca comparta contraseñas, códigos de verificación ni el acceso remoto a su computadora o teléfono.',
  'Desconfíe de pagos solicitados en criptomonedas, tarjetas de regalo o a cuentas de particulares.',
  'Antes de escribir sus datos, verifique que está en la dirección correcta de este portal.',
];

const preparation = [
  'Sus datos de contacto.',
  'La fecha aproximada del fraude y el nombre de la plataforma o persona involucrada.',
  'El monto que perdió y la moneda.',
  'Una descripción de lo ocurrido; si tiene comprobantes o capturas de pantalla, menciónelos.',
];

export function LandingPage() {
  useDocumentTitle();
  const site = useSiteInfo();
  const contact = (variant: 'onDark' | 'secondary') =>
    (site.supportPhone || site.supportEmail) && (
      <div className="flex flex-wrap gap-3">
        {site.supportPhone && (
          <AnchorButton href={`tel:${site.supportPhone}`} variant={variant}>
            <Icon name="phone" /> {screenTexts.callUs}
          </AnchorButton>
        )}
        {site.supportEmail && (
          <AnchorButton href={`mailto:${site.supportEmail}`} variant={variant}>
            <Icon name="mail" /> {screenTexts.emailUs}
          </AnchorButton>
        )}
      </div>
    );

  return (
    <PageShell
      width="full"
      header={
        <SiteHeader>
          <ButtonLink to="/login" variant="secondary" size="sm">
            {screenTexts.corporatePortal}
          </ButtonLink>
        </SiteHeader>
      }
    >
      <section className="bg-navy-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr] md:items-center md:py-20">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">
              Recuperación de capital por fraude financiero
            </p>
            <h1 className="text-3xl leading-tight font-bold text-balance sm:text-4xl md:text-5xl">
              Si fue víctima de un fraude financiero, no está solo.
            </h1>
            <p className="max-w-2xl text-lg text-navy-100">
              Registre su caso en unos minutos. Un especialista revisará su información, le explicará con
              claridad sus opciones y le acompañará en cada etapa del proceso legal.
            </p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/register" variant="accent" size="lg">
                {screenTexts.registerCase} <Icon name="arrowRight" />
              </ButtonLink>
              <ButtonLink to="/login" variant="onDark" size="lg">
                {screenTexts.corporatePortal}
              </ButtonLink>
            </div>
            {contact('onDark')}
          </div>
          <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Icon name="document" className="size-5 text-teal-300" /> Para registrar su caso necesitará
            </h2>
            <IconList
              items={preparation}
              icon="check"
              className="text-navy-100"
              iconClassName="text-teal-300"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="como-trabajamos" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="como-trabajamos" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Cómo trabajamos
        </h2>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                  <Icon name={step.icon} />
                </span>
                <span className="text-sm font-semibold text-slate-500">Paso {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tipos-fraude" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="tipos-fraude" className="text-2xl font-bold text-navy-900">
              Casos que atendemos
            </h2>
            <p className="mt-3 text-slate-700">
              Si su caso no aparece en la lista, regístrelo de todos modos y elija «Otro».
            </p>
            <ul className="mt-6 flex flex-wrap gap-2">
              {fraudTypes
                .filter((type) => type !== 'other')
                .map((type) => (
                  <li
                    key={type}
                    className="rounded-full bg-navy-50 px-4 py-2 text-sm font-medium text-navy-900 ring-1 ring-navy-100"
                  >
                    {fraudTypeLabels[type]}
                  </li>
                ))}
            </ul>
          </div>
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-6">
            <h2 className="flex items-center gap-2 text-xl font-bold text-amber-950">
              <Icon name="shield" className="size-6 text-amber-700" /> Protéjase de un segundo fraude
            </h2>
            <IconList
              items={warnings}
              icon="alert"
              className="text-amber-950"
              iconClassName="text-amber-700"
            />
          </div>
        </div>
      </section>

      <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold text-navy-900">¿Ya registró su caso?</h2>
          <p className="mt-2 text-slate-700">
            Entre a su panel para ver el avance de su proceso, los datos de su agente y sus documentos.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/login" variant="primary" size="lg">
            {screenTexts.corporatePortal}
          </ButtonLink>
          {contact('secondary')}
        </div>
      </section>

      <section className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="flex items-center gap-2 text-slate-700">
            <Icon name="briefcase" className="size-5 text-navy-700" />
            ¿Es abogado o especialista en recuperación de activos?
          </p>
          <Link
            to="/agent-register"
            className="font-semibold text-teal-800 underline decoration-2 underline-offset-4 hover:text-teal-900"
          >
            {screenTexts.agentApply}
          </Link>
        </div>
      </section>
    </PageShell>
  );
}

/** A list whose items each start with the same icon. */
function IconList({
  items,
  icon,
  className,
  iconClassName,
}: {
  items: readonly string[];
  icon: IconName;
  className: string;
  iconClassName: string;
}) {
  return (
    <ul className={`mt-4 flex flex-col gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${iconClassName}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
