import type { ServiceSlug } from "../site";
import type { ServicePageText, ServiceWords } from "../services";

/** The Spanish region's words, as the service pages' "en …" read them. */
const region = "el área de Los Ángeles";

/** The nine service pages in Spanish (docs/glossary-es.md): every slug, so none can be missing. */
export const serviceWordsEs: Record<ServiceSlug, ServiceWords> = {
  "tv-mounting": {
    metaTitle: "Instalación de TV en pared en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Instalamos su TV en la pared en Los Ángeles: nivelada y firme, en drywall, ladrillo o concreto, con los cables ocultos. Cotización antes de empezar.",
    heroTitle: `Instalación profesional de TV en pared en ${region}`,
    heroText:
      "Una pantalla perfectamente nivelada, bien anclada y sin cables a la vista. Nuestros técnicos instalan televisores de cualquier tamaño en drywall, yeso, ladrillo y concreto.",
    whyChoose: [
      { title: "Anclada a los montantes", text: "Buscamos los montantes de la pared o usamos anclajes para mampostería, para que su TV quede firme por años." },
      { title: "Nivelación con láser", text: "Revisamos cada soporte con un nivel láser antes de colgar la pantalla." },
      { title: "Cables bien ocultos", text: "Dentro de la pared o en canaletas que se pueden pintar, para un acabado limpio." },
    ],
    included: [
      "Instalación en drywall, yeso, ladrillo o concreto",
      "Soportes fijos, inclinables y articulados",
      "Localización de montantes y anclajes según el peso",
      "Cables ocultos con kit dentro de la pared o canaletas que se pueden pintar",
      "Instalación de barra de sonido y dispositivos de streaming",
      "Prueba de imagen y entradas antes de irnos",
    ],
    areaText:
      "Instalamos televisores en casas, apartamentos y oficinas de todo el área de Los Ángeles, desde condominios en Santa Monica hasta casas craftsman en Pasadena.",
    faq: [
      {
        question: "¿Cuánto tiempo toma instalar una TV?",
        answer:
          "Una instalación normal toma de 30 a 60 minutos. Ocultar los cables dentro de la pared o instalar sobre ladrillo puede tomar un poco más, y se lo decimos desde el principio.",
      },
      {
        question: "¿Tengo que comprar el soporte?",
        answer: "Puede tener su propio soporte, o le llevamos uno fijo, inclinable o articulado de buena calidad y del tamaño de su TV.",
      },
      {
        question: "¿Pueden instalar la TV sobre la chimenea?",
        answer:
          "Sí. Primero revisamos el material de la pared y la distancia al calor, y le recomendamos un soporte inclinable o desplegable para verla con comodidad.",
      },
      {
        question: "¿Ocultan los cables?",
        answer:
          "Sí. Donde la pared lo permite usamos un kit de corriente y cables dentro de la pared; donde no, una canaleta delgada que se puede pintar.",
      },
    ],
    cta: { title: "¿Listo para una TV más segura y ordenada?", text: "Reserve hoy la instalación y disfrute su pantalla esta misma noche." },
  },
  "furniture-assembly": {
    metaTitle: "Armado de muebles en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Armado de muebles en Los Ángeles: IKEA, Wayfair, Amazon, camas, escritorios, roperos y más, bien hechos y anclados a la pared. Reserve hoy.",
    heroTitle: "Armado de muebles rápido y bien hecho",
    heroText:
      "Olvídese de los tornillos que faltan y de los instructivos confusos. Armamos camas, escritorios, cómodas, roperos y muebles de oficina de cualquier marca, firmes y a escuadra.",
    whyChoose: [
      { title: "Cualquier marca y tamaño", text: "IKEA, Wayfair, West Elm, Amazon y muebles a la medida, grandes o pequeños." },
      { title: "Armado para durar", text: "Seguimos el instructivo, apretamos cada unión y revisamos que cajones y puertas cierren bien." },
      { title: "Anclaje de seguridad", text: "Fijamos a la pared las cómodas y libreros altos para que no se vuelquen." },
    ],
    included: [
      "Camas, cunas, cómodas y burós",
      "Escritorios, sillas de oficina y archiveros",
      "Roperos, sistemas PAX y libreros",
      "Muebles de jardín, asadores y juegos infantiles",
      "Anclaje a la pared contra vuelcos",
      "Cajas y empaques desarmados y retirados de la habitación",
    ],
    areaText:
      "Desde apartamentos en Burbank hasta casas familiares en Thousand Oaks, armamos muebles en todo el área de Los Ángeles, de lunes a sábado.",
    faq: [
      {
        question: "¿Cuánto tiempo toma armar un mueble?",
        answer:
          "Un buró o una silla, unos 30 minutos; una base de cama, como una hora; un ropero grande, de dos a cuatro horas. Calculamos el tiempo con los modelos que nos envíe.",
      },
      { question: "¿Traen sus propias herramientas?", answer: "Sí. Nuestros técnicos llegan con herramientas eléctricas, niveles y todo lo necesario para anclar a la pared." },
      {
        question: "¿Pueden armar muebles que compré en línea?",
        answer: "Claro que sí. Armamos muebles en caja de cualquier tienda, como IKEA, Wayfair, Target y Amazon.",
      },
      { question: "¿Se llevan las cajas?", answer: "Desarmamos y apilamos todos los empaques para que queden listos para el reciclaje." },
    ],
    cta: { title: "Déjenos armarlo por usted", text: "Reserve el armado de muebles y tenga su espacio listo hoy mismo." },
  },
  "drywall-repair": {
    metaTitle: "Reparación de drywall en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Reparación de drywall en Los Ángeles: agujeros, grietas, daños por agua y textura igualada, lista para pintar. Cotización antes de empezar.",
    heroTitle: "Reparación de drywall sin que se note",
    heroText:
      "Agujeros de perilla, grietas por asentamiento, partes dañadas por agua o huecos de taquetes viejos: resanamos, encintamos, texturizamos y damos el acabado para que la reparación no se vea.",
    whyChoose: [
      { title: "Resanes invisibles", text: "Igualamos las texturas de cáscara de naranja, knockdown y lisa, comunes en las casas del sur de California." },
      { title: "Área de trabajo limpia", text: "Lonas y control de polvo mantienen su casa en orden mientras lijamos." },
      { title: "Listo para pintar", text: "Cada reparación queda con primer y lista para pintar, o la pintamos nosotros." },
    ],
    included: [
      "Resane de agujeros pequeños y grandes",
      "Reparación de grietas y uniones",
      "Reemplazo de secciones dañadas por agua",
      "Textura igualada (cáscara de naranja, knockdown, lisa)",
      "Reparación de esquineros y molduras",
      "Primer y retoques de pintura",
    ],
    areaText:
      "Reparamos drywall en casas, condominios y propiedades de renta en todo el área de Los Ángeles, incluidas las reparaciones al entregar una vivienda, para inquilinos y propietarios.",
    faq: [
      {
        question: "¿Cuánto tiempo toma reparar el drywall?",
        answer:
          "Los resanes pequeños quedan listos en una visita. Las reparaciones grandes necesitan que la pasta seque entre capas, así que podemos volver al día siguiente para lijar y texturizar.",
      },
      { question: "¿Pueden igualar la textura de mi pared?", answer: "Sí. Igualamos los acabados de cáscara de naranja, knockdown y lisos para que el resane se confunda con el resto de la pared." },
      {
        question: "¿Pintan después de reparar?",
        answer: "Aplicamos primer en cada resane. Si tiene pintura que le sobró, la aplicamos; si no, podemos igualar el color en una cantidad pequeña.",
      },
      {
        question: "¿Reparan drywall dañado por agua?",
        answer: "Reemplazamos las partes dañadas una vez reparada la fuga y seca el área. También podemos revisar la humedad antes de cerrar la pared.",
      },
    ],
    cta: { title: "Haga desaparecer ese daño", text: "Reserve la reparación de drywall y recupere sus paredes lisas." },
  },
  "home-cleaning": {
    metaTitle: "Limpieza del hogar en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Limpieza del hogar ecológica en Los Ángeles: normal, a fondo o de mudanza, cada semana, cada dos semanas o cada mes, con personal cuidadoso.",
    heroTitle: "Limpieza del hogar profesional y ecológica",
    heroText:
      "Llegue a una casa impecable. Nuestro personal usa productos ecológicos y una lista detallada para la cocina, los baños, las recámaras y las áreas comunes.",
    whyChoose: [
      { title: "Productos ecológicos", text: "Seguros para niños y mascotas, fuertes con la suciedad y suaves con sus superficies." },
      { title: "Cuidado con su casa", text: "Cubrezapatos puestos, superficies protegidas y un recorrido con usted al terminar." },
      { title: "Horarios flexibles", text: "Una sola vez, cada semana, cada dos semanas o cada mes, según su rutina." },
    ],
    included: [
      "Sacudir superficies, repisas y zoclos",
      "Cocina: barras, fregadero, estufa y exterior de los electrodomésticos",
      "Baños tallados: inodoro, regadera, tina y espejos",
      "Aspirar y trapear todos los pisos",
      "Tender camas y ordenar las áreas comunes",
      "Limpieza a fondo y de mudanza, si la pide",
    ],
    areaText:
      "Nuestros equipos de limpieza atienden apartamentos y casas en todo el área de Los Ángeles, desde lofts en West Hollywood hasta casas de playa en Malibu.",
    faq: [
      {
        question: "¿Cada cuánto puedo programar la limpieza?",
        answer: "La limpieza puede repetirse cada semana, cada dos semanas o cada mes, y también hacemos limpiezas a fondo o de mudanza una sola vez.",
      },
      {
        question: "¿Tengo que poner los productos de limpieza?",
        answer: "No. Llevamos productos ecológicos y el equipo. Si prefiere algún producto en especial, déjelo a la mano.",
      },
      { question: "¿Tengo que estar en casa durante la limpieza?", answer: "No es necesario. Muchos clientes nos dan indicaciones para entrar y regresan a una casa limpia." },
      { question: "¿Y si no quedo contento con la limpieza?", answer: "Avísenos dentro de las 24 horas y volvemos a limpiar esa área sin costo." },
    ],
    cta: { title: "Disfrute una casa impecable", text: "Reserve una limpieza y quítese un pendiente de encima." },
  },
  "light-fixture-installation": {
    metaTitle: "Instalación de lámparas en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Instalación de lámparas en Los Ángeles: luces de techo, colgantes, candiles, ventiladores de techo y atenuadores, con seguridad y cuidado.",
    heroTitle: "Instalación de lámparas",
    heroText:
      "Renueve una habitación en una tarde. Cambiamos e instalamos luces de techo, lámparas colgantes, candiles, apliques de pared, ventiladores de techo y atenuadores, con seguridad.",
    whyChoose: [
      { title: "La seguridad primero", text: "Cortamos la corriente y la comprobamos en cada caja antes de tocar un cable." },
      { title: "Soporte firme", text: "Los candiles pesados y los ventiladores van en cajas y refuerzos para ventilador." },
      { title: "Resultado limpio", text: "Las lámparas quedan niveladas y centradas, y nos llevamos las viejas." },
    ],
    included: [
      "Cambio de luces de techo y plafones",
      "Colgado de lámparas colgantes y candiles",
      "Instalación de apliques de pared",
      "Instalación y balanceo de ventiladores de techo",
      "Instalación de atenuadores e interruptores inteligentes",
      "Retiro de la lámpara anterior",
    ],
    areaText: "Instalamos iluminación para propietarios y negocios en todo el área de Los Ángeles.",
    faq: [
      {
        question: "¿Cuánto tiempo toma cambiar una lámpara?",
        answer: "Cambiar una lámpara normal toma como una hora. Los candiles y ventiladores de techo pueden tomar dos horas o más.",
      },
      {
        question: "¿Pueden instalar una lámpara donde no hay caja eléctrica?",
        answer:
          "Nuestra especialidad son los cambios y mejoras sencillos. Los circuitos y cableados nuevos necesitan un electricista con licencia, y le avisamos si es su caso.",
      },
      { question: "¿Puedo cambiar mi lámpara por un ventilador de techo?", answer: "Casi siempre, sí. Revisamos que la caja del techo soporte un ventilador y, si hace falta, instalamos un refuerzo." },
    ],
    cta: { title: "Ilumine su hogar", text: "Reserve hoy la instalación de su lámpara." },
  },
  caulking: {
    metaTitle: "Sellado y calafateo en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Sellado y calafateo en Los Ángeles para tinas, regaderas, lavabos, ventanas y zoclos: quitamos el sellador viejo y ponemos uno contra el moho.",
    heroTitle: "Sellado y calafateo profesional",
    heroText:
      "Un sellado nuevo y limpio evita que entre el agua y deja la cocina y el baño como nuevos. Quitamos el sellador viejo y con moho y aplicamos un sello liso y duradero.",
    whyChoose: [
      { title: "Retiro completo", text: "Quitamos por completo el sellador viejo y sus residuos antes de aplicar el nuevo." },
      { title: "Sellador contra el moho", text: "Usamos silicón 100% o selladores híbridos aptos para áreas húmedas." },
      { title: "Líneas limpias y rectas", text: "Cordones parejos que se ven profesionales y sellan bien." },
    ],
    included: [
      "Sellado nuevo de tina, regadera y salpicadero",
      "Sellado de lavabo, barra y base del inodoro",
      "Sellado del contorno de ventanas y puertas",
      "Sellado de zoclos y molduras antes de pintar",
      "Retiro del sellador viejo y del moho",
    ],
    areaText: "Sellamos baños, cocinas, ventanas y molduras en todo el área de Los Ángeles.",
    faq: [
      { question: "¿Cuánto dura un sellado nuevo?", answer: "Un buen sellado dura de 5 a 10 años, según el material y cuánta agua recibe el área." },
      {
        question: "¿Cuándo puedo volver a usar la regadera?",
        answer: "La mayoría de los selladores necesitan 24 horas para curar antes de mojarse. Le diremos el tiempo exacto del producto que usemos.",
      },
      {
        question: "¿Pueden sellar encima del sellador viejo?",
        answer: "No lo hacemos. El sellador nuevo sobre el viejo atrapa humedad y se despega pronto, así que primero quitamos el viejo.",
      },
    ],
    cta: { title: "Séllelo bien", text: "Reserve el sellado y proteja su casa de fugas y moho." },
  },
  "gutter-cleaning": {
    metaTitle: "Limpieza de canaletas en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Limpieza de canaletas en Los Ángeles: retiro de hojas, bajantes destapadas y revisión antes de las lluvias, con técnicos seguros en la escalera.",
    heroTitle: "Limpieza de canaletas antes de que lleguen las lluvias",
    heroText:
      "Las canaletas tapadas se desbordan y dañan el techo, las fascias y los cimientos. Quitamos hojas y basura, destapamos las bajantes y revisamos que el agua se aleje de su casa.",
    whyChoose: [
      { title: "Seguridad en escalera", text: "Técnicos capacitados, con escaleras adecuadas y protección contra caídas." },
      { title: "Bajantes destapadas", text: "Nos aseguramos de que el agua corra libre del techo al suelo." },
      { title: "Sin dejar basura", text: "Embolsamos y nos llevamos la basura; no la tiramos en su jardín." },
    ],
    included: [
      "Retiro a mano de hojas y basura",
      "Lavado y destape de bajantes",
      "Prueba de flujo de las canaletas",
      "Revisión de soportes flojos y fugas",
      "Basura embolsada y retirada",
    ],
    areaText: "Limpiamos canaletas de casas de uno y dos pisos en todo el área de Los Ángeles.",
    faq: [
      {
        question: "¿Cada cuánto hay que limpiar las canaletas?",
        answer: "Para la mayoría de las casas del sur de California basta una vez al año, antes de las lluvias; dos veces al año si tiene árboles encima del techo.",
      },
      { question: "¿Limpian casas de dos pisos?", answer: "Sí. Limpiamos casas de uno y dos pisos. Los techos muy inclinados o de tres pisos los evaluamos caso por caso." },
      {
        question: "¿Pueden reparar una canaleta que gotea?",
        answer: "Durante la visita volvemos a sellar las uniones que gotean y a fijar los soportes flojos; las reparaciones mayores las cotizamos aparte.",
      },
    ],
    cta: { title: "Esté listo para la temporada de lluvias", text: "Reserve la limpieza de canaletas y mantenga el agua donde debe ir." },
  },
  "smart-home-setup": {
    metaTitle: "Instalación de hogar inteligente en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Instalación de hogar inteligente en Los Ángeles: timbres con video, termostatos, cerraduras, cámaras y aparatos Wi-Fi conectados a su teléfono.",
    heroTitle: "Instalación de hogar inteligente",
    heroText:
      "Instalamos y conectamos timbres con video, termostatos inteligentes, cerraduras, cámaras, luces y bocinas, y luego le enseñamos a usarlos desde su teléfono.",
    whyChoose: [
      { title: "Todas las marcas principales", text: "Ring, Nest, Ecobee, August, Arlo, Philips Hue y más." },
      { title: "Conectado y probado", text: "Enlazamos los aparatos con su Wi-Fi y sus aplicaciones, y los probamos de principio a fin." },
      { title: "Una explicación rápida", text: "Antes de irnos le mostramos las funciones que de verdad importan." },
    ],
    included: [
      "Instalación de timbre con video",
      "Instalación y configuración de termostato inteligente",
      "Instalación de cerradura inteligente",
      "Instalación y enlace de cámaras de seguridad",
      "Luces, enchufes y bocinas inteligentes",
      "Configuración de aplicaciones y explicación de uso",
    ],
    areaText: "Instalamos hogares inteligentes en todo el área de Los Ángeles, desde un solo aparato hasta la casa completa.",
    faq: [
      { question: "¿Qué marcas de hogar inteligente instalan?", answer: "Trabajamos con todas las marcas principales, como Ring, Google Nest, Ecobee, August, Arlo y Philips Hue." },
      {
        question: "¿Mi termostato funcionará con mi sistema de aire y calefacción?",
        answer: "Revisamos la compatibilidad del cableado antes de instalar y, si falta el cable común, podemos agregar un adaptador de corriente.",
      },
      { question: "¿Tengo que comprar los aparatos antes?", answer: "Sí, por favor téngalos a la mano. Con gusto le recomendamos modelos que se adapten a su casa." },
    ],
    cta: { title: "Haga su casa más inteligente", text: "Reserve la instalación y controle todo desde su teléfono." },
  },
  "door-lock-repair": {
    metaTitle: "Reparación de puertas y cerraduras en Los Ángeles | Pacific Crest Handyman",
    metaDescription:
      "Reparación de puertas y cerraduras en Los Ángeles: puertas que se atoran, pestillos, cerrojos, manijas y burletes. Reserve en línea.",
    heroTitle: "Reparación de puertas y cerraduras",
    heroText:
      "Las puertas que se atoran, los pestillos que no entran y las cerraduras que se traban son más que una molestia. Ajustamos, reparamos y cambiamos puertas, bisagras, manijas y cerrojos.",
    whyChoose: [
      { title: "Una casa segura", text: "Cerrojos bien alineados y placas reforzadas mantienen sus puertas seguras." },
      { title: "Cierre suave", text: "Ajustamos bisagras, pestillos y marcos para que la puerta cierre con un solo empujón." },
      { title: "Herrajes de calidad", text: "Instalamos sus herrajes o le llevamos repuestos duraderos y bien calificados." },
    ],
    included: [
      "Ajuste de puertas que se atoran o se caen",
      "Alineación de pestillo y placa",
      "Instalación de cerrojos y manijas",
      "Reparación y cambio de bisagras",
      "Burletes y barredores de puerta",
      "Servicio de rieles y ruedas de puertas corredizas",
    ],
    areaText: "Reparamos puertas y cerraduras en casas, propiedades de renta y pequeños negocios en todo el área de Los Ángeles.",
    faq: [
      {
        question: "¿Pueden cambiar la combinación de mis cerraduras?",
        answer: "Cambiamos cilindros y cerrojos para que las llaves viejas ya no abran. Para sistemas de llave maestra le recomendamos un cerrajero.",
      },
      {
        question: "¿Por qué se atora mi puerta?",
        answer: "Las causas comunes son bisagras flojas, el asentamiento de la casa o la humedad que hincha la puerta. Casi siempre se arregla ajustándola o cepillándola.",
      },
      { question: "¿Instalan cerraduras inteligentes?", answer: "Sí. Instalamos cerrojos inteligentes y los configuramos con su teléfono como parte de nuestro servicio de hogar inteligente." },
    ],
    cta: { title: "Abra, cierre y asegure con confianza", text: "Reserve hoy la reparación de puertas y cerraduras." },
  },
};

/** A service's name inside a sentence: "instalación de TV en pared". */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The service page's own words in Spanish. */
export const servicePageTextEs: ServicePageText = {
  book: (label) => `Reservar ${inSentence(label)}`,
  call: (phone) => `Llamar al ${phone}`,
  price: (priceRange) => `Precio: ${priceRange}`,
  whyTitle: (label) => `Por qué elegirnos para ${inSentence(label)}`,
  includedTitle: "Qué incluye",
  areaTitle: "Zona de servicio",
  seeCities: "Vea las ciudades donde trabajamos",
  nearYou: (label) => `${label} cerca de usted`,
  recentWork: (label) => `Trabajos recientes de ${inSentence(label)}`,
  faqTitle: "Preguntas frecuentes",
};
