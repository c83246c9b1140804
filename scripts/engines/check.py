#!/usr/bin/env python3
"""Runs the guidance binary over raw routing-engine answers and checks what a driver needs.

    check.py BIN DIR [--jobs N] [--locale L ...] [--only SUBSTRING]
    check.py --self-test          the checks' own tests: they catch known faults, pass good text

For every DIR/*.json (answers saved byte for byte by scripts/engines.sh fetch) and every locale
the binary ships, it runs

    BIN directions FILE --locale L --format json
    BIN simulate FILE | BIN run - --locale L --prompts-out P --casting ndjson

and checks the output against the answer's own content (docs/testing.md lists the checks). The
expected facts (exit numbers, signposted places, roundabout exits, rotary names, lanes, turn
sides, waypoints) are read from the answer; what the locales contribute is only vocabulary: the
word for left, lane, roundabout, ..., and the prepositions that make a name a road.

One line per failed check: `FAIL FILE LOCALE COMMAND: reason: "offending text"`; then
`engines: N passed, N failed`. Exit status 1 when any check failed.
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

SEVEN = ["pt-BR", "pt-PT", "en-US", "en-GB", "es-ES", "fr-FR", "de-DE"]

# --- vocabulary per language ----------------------------------------------------------------
# Words are matched case-insensitively on whole words (\b), over the display text and the spoken
# text, except in the languages written without spaces (NO_SPACES), where they are found anywhere.
# They are the words a sentence of the locale must contain, not sentences: every form the
# locale's templates/*.mf2 can produce (its cases, its attached prefixes, and in ja the kana
# readings of the spoken text, locales/ja-JP.json spoken.readings).
NO_SPACES = {"ja", "zh"}
# Languages written with spaces whose particles are written onto the word before them (ko
# "출구로", "Campinas로"): a match must start a word but may run on into its particle.
PARTICLES = {"ko"}
LEFT = {
    "pt": r"esquerda", "en": r"left(?:-hand)?", "es": r"izquierd[ao]", "fr": r"gauche",
    "de": r"links|linken?", "it": r"sinistra", "nl": r"links|linksaf|linker\w*", "sv": r"vänster|vänstra",
    "da": r"venstre", "nb": r"venstre",
    "pl": r"w lewo|lew(?:ej|y|ych)", "ru": r"налево|левее|слева|левую|левых",
    "uk": r"ліворуч|лівіше|ліву|лівих", "tr": r"sol(?:a|da|dan|daki)?",
    "ar": r"يسارًا|يسارك|اليسار|الأيسر(?:ين)?|اليسرى", "he": r"שמאלה|[למ]שמאל(?:כם)?|השמאלי(?:ים)?",
    "ja": r"左|ひだり|させつ", "zh": r"左",
    "ca": r"esquerra",
    "id": r"kiri",
    "cs": r"vlevo|levé|levého|levých|levém", "sk": r"vľavo|ľavej|ľavého|ľavých|ľavom",
    "ro": r"stânga",
    "vi": r"trái",
    "el": r"αριστερ(?:ά|ή|ές)",
    "ko": r"\w*(?:좌회전|왼쪽)\w*",
    "fi": r"vasemmalle|vasemmalla|vasen|vasemmasta|vasemmista|vasenta", "hu": r"balra|bal",
}
RIGHT = {
    "pt": r"direita", "en": r"right(?:-hand)?", "es": r"derech[ao]", "fr": r"droite",
    "de": r"rechts|rechten?", "it": r"destra", "nl": r"rechts|rechtsaf|rechter\w*", "sv": r"höger|högra",
    "da": r"højre", "nb": r"høyre",
    "pl": r"w prawo|praw(?:ej|y|ych)", "ru": r"направо|правее|справа|правую|правых",
    "uk": r"праворуч|правіше|праву|правих", "tr": r"sağ(?:a|da|dan|daki)?",
    "ar": r"يمينًا|يمينك|اليمين|الأيمن(?:ين)?|اليمنى", "he": r"ימינה|[למ]ימין(?:כם)?|הימני(?:ים)?",
    "ja": r"右|みぎ|うせつ", "zh": r"右",
    "ca": r"dreta",
    "id": r"kanan",
    "cs": r"vpravo|pravé|pravého|pravých|pravém", "sk": r"vpravo|pravej|pravého|pravých|pravom",
    "ro": r"dreapta",
    "vi": r"phải",
    "el": r"δεξι(?:ά|ές)",
    "ko": r"\w*(?:우회전|오른쪽)\w*",
    "fi": r"oikealle|oikealla|oikea|oikeasta|oikeista|oikeaa", "hu": r"jobbra|jobb",
}
MIDDLE = {
    "pt": r"meio|centra(?:l|is)", "en": r"middle|centre|center", "es": r"central(?:es)?",
    "fr": r"milieu|centrales?", "de": r"mittleren?", "it": r"central[ei]", "nl": r"middelste",
    "sv": r"mittersta", "da": r"midterste", "nb": r"midterste", "pl": r"środkow(?:y|ych)", "ru": r"средн(?:юю|их)", "uk": r"середн(?:ю|іх)",
    "tr": r"ortadaki", "ar": r"الأوسط(?:ين)?|الوسطى", "he": r"האמצעי(?:ים)?", "ja": r"中央|ちゅうおう",
    "zh": r"中间",
    "ca": r"centrals?",
    "id": r"tengah",
    "cs": r"prostřední(?:ho|ch)?", "sk": r"stredn(?:ý|ého|ých)",
    "ro": r"mijloc",
    "vi": r"giữa",
    "el": r"μεσαί(?:α|ες)",
    "ko": r"가운데",
    "fi": r"keskimmäi(?:stä|sestä|sistä)", "hu": r"középső",
}
UTURN = {
    "pt-BR": r"retorno", "pt-PT": r"inversão de marcha", "en": r"U-turn", "es": r"cambie de sentido|media vuelta",
    "fr": r"demi-tour", "de": r"wenden|wende", "es-419": r"vuelta en U", "it": r"inversione a U",
    "nl": r"keer om", "sv": r"U-sväng", "da": r"U-vending", "nb": r"U-sving", "pl": r"zawróć", "ru": r"развернитесь", "uk": r"розверніться",
    "tr": r"U dönüşü", "ar": r"استدر للخلف", "he": r"פניית פרסה", "ja": r"Uターン|ゆーたーん", "zh": r"掉头",
    "ca": r"mitja volta",
    "id": r"putar balik",
    "cs": r"otočte", "sk": r"otočte",
    "ro": r"întoarceți-vă",
    "vi": r"quay đầu",
    "el": r"αναστροφή",
    "ko": r"\w*유턴\w*",
    "fi": r"U-käännös|liikenneympyrän ympäri", "hu": r"forduljon meg",
}
ROUNDABOUT = {
    "pt-BR": r"rotatória", "pt-PT": r"rotunda", "en": r"roundabout", "es": r"rotonda|glorieta",
    "fr": r"rond-point|giratoire", "de": r"Kreisverkehrs?", "it": r"rotonda", "nl": r"rotonde",
    "sv": r"rondellen|rondell", "da": r"rundkørs(?:el|len|ler)", "nb": r"rundkjøring(?:en)?", "pl": r"rond(?:o|a|zie)",
    "ru": r"кольцев(?:ой|ую) развяз(?:ке|ку|ки)", "uk": r"кільцев(?:ій|у|ої) розв['’]яз(?:ці|ку|ки)",
    "tr": r"döner kavşa(?:k|kta|ktan|ğa)", "ar": r"[وف]?(?:[بك]?ال|لل)دوار", "he": r"(?:[בל]|מ?ה)?כיכר",
    "ja": r"環状交差点|かんじょうこうさてん", "zh": r"环岛",
    "ca": r"rotonda",
    "id": r"bundaran",
    "cs": r"kruhov(?:ý|ém|ého) objezd(?:u)?", "sk": r"kruhov(?:ý|om|ého) objazd(?:e|u)?",
    "ro": r"sensul giratoriu",
    "vi": r"vòng xuyến",
    "el": r"κυκλικ(?:ό|ός) κόμβο(?:ς|υ)?",
    "ko": r"회전교차로\w*",
    "fi": r"liikenneympyr(?:ä|ään|ästä|än)", "hu": r"körforgalom(?:ba|ban|ból)?",
}
LANE = {
    "pt-BR": r"faixas?", "pt-PT": r"vias?", "en": r"lanes?", "es": r"carril(?:es)?", "fr": r"voies?",
    "de": r"Spuren|Spur|Fahrstreifen", "it": r"corsi[ae]", "nl": r"\w*rijstro(?:ok|ken)",
    "sv": r"körfält(?:et|en)?", "da": r"vognban(?:e|er|en)", "nb": r"kjørefelt(?:et|ene)?", "pl": r"pas(?:ów)?", "ru": r"полос[уы]?", "uk": r"смуг[уи]?",
    "tr": r"şeridi|şerit(?:ten)?",
    # "اتبع المسار" is "follow the route", not a lane.
    "ar": r"(?<!اتبع )المسار(?:ين|ات)?", "he": r"(?:ב|ה)?נתיב(?:ים)?", "ja": r"車線|しゃせん", "zh": r"车道",
    "ca": r"carrils?",
    "id": r"lajur",
    "cs": r"pruh(?:u|ů)?", "sk": r"pruh(?:u|ov)?",
    "ro": r"banda|benzi",
    "vi": r"làn",
    "el": r"λωρίδ(?:α|ες)",
    "ko": r"차로\w*",
    "fi": r"kaista(?:a|sta|ssa|lle)?|kaistoista", "hu": r"sáv(?:ot|ja)?",
}
EXIT_WORD = {  # the word for a roundabout's exit
    "pt": r"saída", "en": r"exit", "es": r"salida", "fr": r"sortie", "de": r"Ausfahrt", "it": r"uscita",
    "nl": r"afslag", "sv": r"avfart(?:en)?", "da": r"afkørs(?:el|len|ler)", "nb": r"avkjøring(?:en)?", "pl": r"zjazd(?:em)?", "ru": r"съезд", "uk": r"виїзд|з['’]їзд",
    "tr": r"çıkış(?:tan)?", "ar": r"المخرج", "he": r"ב?יציאה", "ja": r"出口|でぐち", "zh": r"出口",
    "ca": r"sortida",
    "id": r"pintu keluar",
    "cs": r"výjezd", "sk": r"výjazd",
    "ro": r"ieșire|ieșirea",
    "vi": r"lối ra",
    "el": r"έξοδο(?:ς)?",
    "ko": r"출구\w*",
    "fi": r"liittymä(?:stä|än)?", "hu": r"kijárat(?:on|ra)?",
}
# Ordinals as written (display) or spoken: digits with the locale's mark, or the word (1st-9th).
ORDINAL_WORDS = {
    "pt": ["primeira", "segunda", "terceira", "quarta", "quinta", "sexta", "sétima", "oitava", "nona"],
    "en": ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"],
    "es": ["primera", "segunda", "tercera", "cuarta", "quinta", "sexta", "séptima", "octava", "novena"],
    "fr": ["première", "deuxième", "troisième", "quatrième", "cinquième", "sixième", "septième",
           "huitième", "neuvième"],
    "de": ["erste", "zweite", "dritte", "vierte", "fünfte", "sechste", "siebte", "achte", "neunte"],
    "it": ["prima", "seconda", "terza", "quarta", "quinta", "sesta", "settima", "ottava", "nona"],
    "nl": ["eerste", "tweede", "derde", "vierde", "vijfde", "zesde", "zevende", "achtste", "negende"],
    "sv": ["första", "andra", "tredje", "fjärde", "femte", "sjätte", "sjunde", "åttonde", "nionde"],
    "da": ["første", "anden", "tredje", "fjerde", "femte", "sjette", "syvende", "ottende", "niende"],
    "nb": ["første", "andre", "tredje", "fjerde", "femte", "sjette", "sjuende", "åttende", "niende"],
    "pl": ["pierwszy", "drugi", "trzeci", "czwarty", "piąty", "szósty", "siódmy", "ósmy", "dziewiąty"],
    "ru": ["первый", "второй", "третий", "четвёртый", "пятый", "шестой", "седьмой", "восьмой", "девятый"],
    "uk": ["перший", "другий", "третій", "четвертий", "п['’]ятий", "шостий", "сьомий", "восьмий", "дев['’]ятий"],
    "tr": ["birinci", "ikinci", "üçüncü", "dördüncü", "beşinci", "altıncı", "yedinci", "sekizinci", "dokuzuncu"],
    "ar": ["الأول", "الثاني", "الثالث", "الرابع", "الخامس", "السادس", "السابع", "الثامن", "التاسع"],
    "he": ["הראשונה", "השנייה", "השלישית", "הרביעית", "החמישית", "השישית", "השביעית", "השמינית", "התשיעית"],
    "ja": ["いちばんめ", "にばんめ", "さんばんめ", "よんばんめ", "ごばんめ", "ろくばんめ", "ななばんめ", "はちばんめ",
           "きゅうばんめ"],
    "zh": ["第一个", "第二个", "第三个", "第四个", "第五个", "第六个", "第七个", "第八个", "第九个"],
    "ca": ["primera", "segona", "tercera", "quarta", "cinquena", "sisena", "setena", "vuitena", "novena"],
    "id": ["pertama", "kedua", "ketiga", "keempat", "kelima", "keenam", "ketujuh", "kedelapan", "kesembilan"],
    "cs": ["první", "druhý", "třetí", "čtvrtý", "pátý", "šestý", "sedmý", "osmý", "devátý"],
    "sk": ["prvý", "druhý", "tretí", "štvrtý", "piaty", "šiesty", "siedmy", "ôsmy", "deviaty"],
    "ro": ["prima", "a doua", "a treia", "a patra", "a cincea", "a șasea", "a șaptea", "a opta", "a noua"],
    "vi": ["thứ nhất", "thứ hai", "thứ ba", "thứ tư", "thứ năm", "thứ sáu", "thứ bảy", "thứ tám", "thứ chín"],
    "el": ["πρώτη", "δεύτερη", "τρίτη", "τέταρτη", "πέμπτη", "έκτη", "έβδομη", "όγδοη", "ένατη"],
    "ko": ["첫 번째", "두 번째", "세 번째", "네 번째", "다섯 번째", "여섯 번째", "일곱 번째", "여덟 번째", "아홉 번째"],
    "fi": ["ensimmäinen", "toinen", "kolmas", "neljäs", "viides", "kuudes", "seitsemäs", "kahdeksas", "yhdeksäs"],
    "hu": ["első", "második", "harmadik", "negyedik", "ötödik", "hatodik", "hetedik", "nyolcadik", "kilencedik"],
}
# The mark after the digits of an ordinal; None where the templates always write the ordinal as a
# word (ar "المخرج الثالث", he "ביציאה השלישית", id "pintu keluar ketiga").
ORDINAL_MARK = {
    "pt": r"\.?[ªº]", "en": r"(?:st|nd|rd|th)", "es": r"\.?[ªº]", "fr": r"(?:re|er|e|ère|ème)",
    "de": r"\.", "it": r"[ªº]", "nl": r"e", "sv": r":[ae]", "da": r"\.", "nb": r"\.", "pl": r"\.", "ru": r"-й", "uk": r"-й",
    "tr": r"\.", "ar": None, "he": None, "ja": r"番目", "zh": r"个",
    "ca": r"(?:a|r|n|t|è)",
    "id": None,
    "cs": r"\.", "sk": r"\.",
    "ro": None,
    "vi": None,
    "el": r"η",
    "ko": r"번째",
    "fi": r"\.", "hu": r"\.",
}
# What comes before the digits of an ordinal: zh "第3个".
ORDINAL_PREFIX = {"zh": r"第"}
# Road prepositions (with their articles) that must never stand right before a signposted place:
# a place on a sign is a direction, not a road ("em direção a Campinas", "towards Cascais").
# The lookbehinds let the locale's own direction phrase through ("em direção à Amadora",
# "en dirección a la", "direction la Défense").
AS_ROAD = {
    "pt": r"(?<!direção )(?<!direcção )\b(?:pel[oa]s?|n[oa]s?|em|por|para [oa]s?|à|ao)\s+",
    "en": r"\b(?:onto|on|along)\s+(?:the\s+)?",
    "es": r"(?<!dirección )\b(?:por|en|al|por (?:la|el)|a la)\s+(?:(?:la|el)\s+)?",
    "fr": r"(?<!direction )\b(?:sur|par|dans)\s+(?:(?:la|le|les)\s+|l['’]\s*)?",
    "de": r"\b(?:auf|in|über)\s+(?:(?:die|den|der|das|dem)\s+)?",
    "it": r"\b(?:(?:in|su|sul|sulla|nel|nella)\s+|(?:sull|nell)['’])",
    "nl": r"\b(?:op|over)\s+(?:(?:de|het)\s+)?",
    "sv": r"\b(?:in på|på|längs)\s+",
    "da": r"\b(?:ind på|på|ad|langs)\s+",
    "nb": r"\b(?:inn på|på|langs)\s+",
    "pl": r"(?:\b(?:w|na|do)|–)\s+",  # "–" puts a name without its type word: "skręć w prawo – Chmielna"
    "ru": r"(?:\b(?:на|по|в)|—)\s+",
    "uk": r"(?:\b(?:на|у|в)|—)\s+",
    "ar": r"(?<!\w)(?:إلى|في|على|عند|و?ادخل|اسلك)\s+",
    "he": r"(?<![\w-])[לבמ]-",  # "ל-A1"; the direction is "לכיוון"
    "zh": r"(?:进入|驶入|汇入|沿)",
    "ca": r"(?<!direcció )\b(?:per|pel|pels|al|als|a|cap a|cap al|cap als)\s+(?:(?:la|les|el|els)\s+|l['’]\s*)?",
    "id": r"\b(?:ke|di|melalui|menuju)\s+",
    "cs": r"\b(?:na|po|do|v)\s+(?:(?:ulice|ulici|silnici)\s+)?",
    "sk": r"\b(?:na|po)\s+(?:(?:ulicu|ulici|cestu|ceste)\s+)?",
    "ro": r"(?<!direcția )\b(?:pe|spre|în)\s+",
    "vi": r"(?<!\w)(?:vào|trên|theo|lên|tại)\s+",
    # el: "προς Campinas" is the direction; "στην οδό", "προς την οδό" make a name a road.
    "el": r"(?<!\w)(?:στη|στην|στον|στο|στις|στους|στα|σε|(?:για|προς|από) (?:τη|την|τον|το|τις|τους|τα))\s+(?:οδό\s+)?",
    # fi: a name whose case the endings table cannot settle follows "tielle"/"tiellä" ("tielle E18");
    # hu: a road takes its article ("az M1-esre"), a sign none ("Győr felé").
    "fi": r"\b(?:tielle|tiellä)\s+",
    "hu": r"\b(?:az?)\s+",
}
# Where the road's case or particle follows the name: tr "Campinas'a girin", "Campinas boyunca"
# (the direction is "Campinas yönünde"); ja "Campinasに入ります", "Campinasを進みます" (the
# direction is "Campinas方面").
AS_ROAD_AFTER = {
    "tr": r"(?:['’][^\W\d_]+|\s+boyunca)(?!\w)",
    "ja": r"(?:に(?:入|はい|合流|ごうりゅう)|を|へ)",
    # ko: the particle after the name ("Campinas로 우회전하세요", "Campinas를 따라"); the
    # direction is "Campinas 방면".
    "ko": r"(?:으로|로|을|를)(?!\w)",
    # hu: the sublative or superessive ending written onto the name ("Győrre", "Győrön").
    "hu": r"(?:-?[a-záéíóöőúüű]{0,3}?(?:ra|re|on|en|ön|n))(?!\w)",
}
# Bidirectional isolates and marks that right-to-left text puts round a Latin name ("إلى ⁨A1⁩").
BIDI = r"[\u2066-\u2069\u200e\u200f]*"
# pt: a road number takes its article ("na A5", "pela SP-330"); a bare preposition before it
# ("em A5", "por SP-330") is the article lost.
REF_WITHOUT_ARTICLE = {"pt": r"\b(?:em|por|de|para)\s+"}


def lang(locale):
    return locale.split("-")[0]


def has_vocabulary(locale):
    """Whether every word table knows the locale (or its language)."""
    tables = [EXIT_WORD, LEFT, RIGHT, LANE, UTURN, ROUNDABOUT, ORDINAL_MARK, ORDINAL_WORDS, MIDDLE]
    knows = all(locale in table or lang(locale) in table for table in tables)
    return knows and any(locale in table or lang(locale) in table for table in (AS_ROAD, AS_ROAD_AFTER))


def vocab(table, locale):
    return table[locale] if locale in table else table.get(lang(locale))


def edges(locale):
    """The lookarounds that make a match a whole word: any letter or digit next to it for spaced
    languages; in ja and zh, where words touch, only Latin letters and digits (a name, a number)."""
    if lang(locale) in NO_SPACES:
        latin = r"[0-9A-Za-z\u00c0-\u024f]"
        return r"(?<!" + latin + ")", r"(?!" + latin + ")"
    if lang(locale) in PARTICLES:
        # ko "14번 출구", "A1로": a counter or particle may follow, another digit or letter not.
        return r"(?<!\w)", r"(?![0-9A-Za-z\u00c0-\u024f])"
    return r"(?<!\w)", r"(?!\w)"


def has(pattern, text, locale):
    if lang(locale) in NO_SPACES:
        return re.search(r"(?:" + pattern + r")", text, re.IGNORECASE) is not None
    if lang(locale) in PARTICLES:
        return re.search(r"(?<!\w)(?:" + pattern + r")", text, re.IGNORECASE) is not None
    return re.search(r"(?<!\w)(?:" + pattern + r")(?!\w)", text, re.IGNORECASE) is not None


def sentences(text):
    """A text's sentences: after . ! ? and a space, or after the ideographic full stop."""
    return [s for s in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", text) if s]


def ordinal_pattern(locale, n):
    parts = []
    mark = vocab(ORDINAL_MARK, locale)
    if mark is not None:
        parts.append(ORDINAL_PREFIX.get(lang(locale), "") + r"(?<!\d)" + re.escape(str(n)) + mark)
    words = vocab(ORDINAL_WORDS, locale)
    if 1 <= n <= len(words):
        parts.append(words[n - 1])
    return "|".join(parts)


# --- the answer's facts -----------------------------------------------------------------------
class Step:
    def __init__(self, index, leg, raw):
        m = raw.get("maneuver", {})
        self.index = index
        self.leg = leg
        self.type = m.get("type", "")
        self.modifier = m.get("modifier", "")
        self.exit = m.get("exit")
        self.name = raw.get("name") or ""
        self.ref = raw.get("ref") or ""
        self.rotary_name = raw.get("rotary_name") or ""
        exits = raw.get("exits") or ""
        self.exit_number = exits.split(";")[0].strip() if exits else ""
        dest = raw.get("destinations") or ""
        # OSRM and Valhalla write "REF1, REF2: Place 1, Place 2" (destination:ref, destination).
        self.dest_refs, self.places = [], []
        if dest:
            refs, _, places = dest.rpartition(": ")
            self.dest_refs = [r.strip() for r in refs.split(",") if r.strip()] if refs else []
            self.places = [p.strip() for p in places.split(",") if p.strip()]
        intersections = raw.get("intersections") or [{}]
        self.lanes = intersections[0].get("lanes") or []

    def describe(self):
        return f"step {self.index} ({self.type}{' ' + self.modifier if self.modifier else ''})"

    @property
    def side(self):
        """left/right when the maneuver's kind includes a side the driver must hear."""
        mod = self.modifier
        if mod not in ("left", "right", "slight left", "slight right", "sharp left", "sharp right"):
            return None
        if self.type in ("depart", "roundabout", "rotary", "roundabout turn", "exit roundabout",
                         "exit rotary", "notification"):
            return None
        # A name change on a bend is no turn; one with a real turn modifier is (issue 15).
        if self.type == "new name" and mod.startswith("slight"):
            return None
        return "left" if mod.endswith("left") else "right"

    @property
    def is_uturn(self):
        return self.modifier == "uturn" and self.type in ("turn", "continue", "end of road", "new name")

    @property
    def is_roundabout(self):
        return self.type in ("roundabout", "rotary", "roundabout turn")

    @property
    def lane_advice(self):
        """(count, position) of the recommended lanes, or None when no lane advice is due."""
        if not self.lanes:
            return None
        valid = [i for i, lane in enumerate(self.lanes) if lane.get("valid")]
        n = len(self.lanes)
        if not valid or len(valid) == n or valid != list(range(valid[0], valid[-1] + 1)):
            return None
        if valid[0] == 0:
            return len(valid), "left"
        if valid[-1] == n - 1:
            return len(valid), "right"
        return len(valid), "middle"


def read_answer(path):
    with open(path, "rb") as f:
        doc = json.loads(f.read().decode("utf-8-sig"))
    route = doc["routes"][0]
    steps, legs = [], 0
    for leg_index, leg in enumerate(route["legs"]):
        legs += 1
        for raw in leg["steps"]:
            steps.append(Step(len(steps), leg_index, raw))
    return steps, legs


# --- checks -------------------------------------------------------------------------------
class Report:
    """The checks of one command on one answer in one locale. A failure seen several times (the
    same reason in the early, prepare and now prompts) is one failed check, printed once with its
    first offending text and how often it was seen."""

    def __init__(self, file, locale, command):
        self.file, self.locale, self.command = file, locale, command
        self.passed = 0
        self.failed = {}  # reason -> [first text, times]

    def check(self, ok, reason, text=None):
        if ok:
            self.passed += 1
        elif reason in self.failed:
            self.failed[reason][1] += 1
        else:
            self.failed[reason] = [text, 1]
        return ok

    def lines(self):
        for reason, (text, times) in self.failed.items():
            line = f"FAIL {self.file} {self.locale} {self.command}: {reason}"
            if text is not None:
                line += ": " + json.dumps(text, ensure_ascii=False)
            if times > 1:
                line += f" ({times} times)"
            yield line


def as_road_hits(locale, text, steps):
    """Signposted places (and rotary names on unnamed exits) phrased as a road in `text`."""
    hits = []
    before, after = vocab(AS_ROAD, locale), vocab(AS_ROAD_AFTER, locale)
    start, end = edges(locale)
    road_names = {s.name for s in steps if s.name} | {s.ref for s in steps if s.ref}
    for s in steps:
        for place in s.places:
            if place in road_names:
                continue  # a sign naming a road the route takes: saying it as a road is right
            # A road of the route whose own name holds the place ("Autoestrada da Costa do
            # Estoril") is that road, said by its name: looked through, not taken for the place.
            scan = text
            for road in sorted(road_names, key=len, reverse=True):
                if place in road and road != place:
                    scan = scan.replace(road, " ")
            name = BIDI + re.escape(place) + BIDI
            if (before and re.search(before + name + end, scan, re.IGNORECASE)) or \
                    (after and re.search(start + name + after, scan, re.IGNORECASE)):
                hits.append(f"signposted place {place!r} spoken as a road")
        for ref in s.dest_refs:
            if re.search(re.escape(ref) + BIDI + r"\s*[:：]", text):
                hits.append(f"sign {ref!r} pasted with its colon")
    return hits


def text_problems(locale, text, steps):
    """What must never be in a sentence of the route, whatever its step."""
    problems = as_road_hits(locale, text, steps)
    for rotary in sorted({s.rotary_name for s in steps if s.rotary_name}):
        # "take the 3rd exit onto Praça X": the rotary named as the road the exit leads to.
        if has(r"(?:" + vocab(EXIT_WORD, locale) + r")[^.;。]*" + re.escape(rotary), text, locale):
            problems.append(f"rotary {rotary!r} said as the exit road")
    if lang(locale) in REF_WITHOUT_ARTICLE:
        refs = {s.ref.split(";")[0].strip() for s in steps if s.ref} | {r for s in steps for r in s.dest_refs}
        for ref in sorted(refs):
            if re.search(REF_WITHOUT_ARTICLE[lang(locale)] + re.escape(ref) + r"(?![\w-])", text, re.IGNORECASE):
                problems.append(f"road number {ref} without its article")
    return problems


def check_sentences(report, locale, texts, steps, where):
    """text_problems over display and spoken texts; a problem found in several texts is one
    failure (counted), quoted from the first text that has it."""
    found = {}
    for t in texts:
        for problem in text_problems(locale, t, steps):
            found.setdefault(problem, t)
    if not found:
        report.check(True, "")
    for problem, t in found.items():
        report.check(False, f"{where}: {problem}", t)


def check_step_kind(report, locale, step, texts, where, omitted=frozenset()):
    """The maneuver's kind and its signs, in the words of at least one of `texts`; a part the
    prompts' records say was left out to end in time (`omitted`, docs/guidance.md "Timing") is
    not asked for."""
    joined = "\n".join(texts)
    sample = texts[0] if texts else ""
    if step.side:
        # The side of the maneuver itself: a lane advice ("Use the left lane.") does not count.
        word = vocab(LEFT if step.side == "left" else RIGHT, locale)
        lane = vocab(LANE, locale)
        maneuver = [sentence for t in texts for sentence in sentences(t) if not has(lane, sentence, locale)]
        report.check(any(has(word, sentence, locale) for sentence in maneuver),
                     f"{where}: does not say {step.side}", sample)
    if step.is_uturn:
        report.check(has(vocab(UTURN, locale), joined, locale), f"{where}: does not say U-turn", sample)
    if step.is_roundabout:
        if step.rotary_name:
            report.check(step.rotary_name in joined or "names" in omitted,
                         f"{where}: does not name the rotary {step.rotary_name!r}", sample)
        else:
            report.check(has(vocab(ROUNDABOUT, locale), joined, locale), f"{where}: does not say roundabout", sample)
        if step.exit:
            report.check(has(ordinal_pattern(locale, step.exit), joined, locale),
                         f"{where}: does not say its exit ordinal ({step.exit})", sample)
    if step.exit_number:
        start, end = edges(locale)
        number = start + r"(?<!-)" + re.escape(step.exit_number) + end + r"(?!-)"
        report.check(re.search(number, joined) is not None,
                     f"{where}: does not say exit {step.exit_number}", sample)


def check_directions(report, locale, steps, entries):
    report.check(len(entries) == len(steps), f"{len(entries)} instructions for the answer's {len(steps)} steps")
    by_step = {e.get("step"): e for e in entries}
    for step in steps:
        where = step.describe()
        e = by_step.get(step.index)
        if not report.check(e is not None and (e.get("text") or "").strip() != "", f"{where}: no instruction"):
            continue
        text = e["text"]
        check_sentences(report, locale, [text, e.get("spokenText", text)], steps, where)
        if step.type == "depart":
            continue
        if step.type == "arrive":
            if step.modifier in ("left", "right", "slight left", "slight right", "sharp left", "sharp right"):
                word = vocab(LEFT if step.modifier.endswith("left") else RIGHT, locale)
                report.check(has(word, text, locale), f"{where}: does not say the destination's side", text)
            continue
        check_step_kind(report, locale, step, [text], where)
        for place in step.places:
            report.check(place in text, f"{where}: drops the signposted {place!r}", text)


def check_run(report, locale, steps, legs, prompts, casting):
    guidance = [p for p in prompts if p.get("class") == "guidance"]
    arrivals = [p for p in guidance if p.get("stage") == "arrival"]
    report.check(len(arrivals) == legs, f"{len(arrivals)} arrival prompts for {legs} waypoints",
                 " | ".join(p["text"] for p in arrivals) or None)
    if arrivals:
        after = prompts[prompts.index(arrivals[-1]) + 1:]
        report.check(not after, "prompt after the final arrival", after[0]["text"] if after else None)
    seen, twice = set(), []
    by_step = {}
    for p in guidance:
        if p.get("stage") == "arrival" or not isinstance(p.get("step"), int):
            continue
        key = (p.get("routeVersion"), p["step"], p["stage"])
        if key in seen:
            twice.append(p)
        seen.add(key)
        by_step.setdefault(p["step"], []).append(p)
    for p in twice:
        report.check(False, f"step {p['step']}: stage {p['stage']} said twice", p["text"])
    if not twice:
        report.check(True, "")
    for number in sorted(by_step):
        own = by_step[number]
        texts = [p["text"] for p in own] + [p.get("spokenText", p["text"]) for p in own]
        check_sentences(report, locale, texts, steps, f"step {number} prompts")
    check_sentences(report, locale, [p["text"] for p in arrivals] + [p.get("spokenText", "") for p in arrivals],
                    steps, "arrival prompts")
    for step in steps:
        if step.type in ("depart", "arrive"):
            continue
        where = step.describe()
        prev = steps[step.index - 1] if step.index > 0 else None
        if step.type in ("exit roundabout", "exit rotary") and prev is not None and prev.is_roundabout and prev.exit:
            continue  # the roundabout prompt named the exit (docs/guidance.md)
        own = by_step.get(step.index, [])
        if not report.check(bool(own), f"{where}: never announced"):
            continue
        texts = [p["text"] for p in own] + [p.get("spokenText", p["text"]) for p in own]
        omitted = frozenset(part for p in own for part in p.get("omitted", []))
        check_step_kind(report, locale, step, texts, where, omitted)
        # Early and prepare prompts say the signs and the lanes, unless their records say they were
        # left out to end in time; the final cue leaves them out.
        ahead = [p for p in own if p["stage"] in ("early", "prepare")]
        ahead_omitted = frozenset(part for p in ahead for part in p.get("omitted", []))
        if ahead:
            joined = "\n".join(p["text"] for p in ahead)
            for place in step.places:
                report.check(place in joined or "signs" in ahead_omitted,
                             f"{where}: early/prepare prompts drop the signposted {place!r}", ahead[0]["text"])
        advice = step.lane_advice
        if advice and ahead:
            count, position = advice
            word = vocab(LANE, locale)
            pos = vocab({"left": LEFT, "right": RIGHT, "middle": MIDDLE}[position], locale)
            said = any(has(pos, sentence, locale) for p in ahead
                       for sentence in sentences(p["text"]) if has(word, sentence, locale))
            report.check(said or "lanes" in ahead_omitted,
                         f"{where}: no lane advice ({count} {position}) in its early/prepare prompts",
                         ahead[0]["text"])
        if step.lanes:
            want = [bool(lane.get("valid")) for lane in step.lanes]
            shown = any(isinstance(c.get("lanes"), list) and len(c["lanes"]) == len(want)
                        and [bool(lane.get("recommended")) for lane in c["lanes"]] == want for c in casting)
            report.check(shown, f"{where}: the casting feed never shows its {len(want)} lanes "
                         f"(recommended {''.join('x' if v else '-' for v in want)})")


# --- running the binary -----------------------------------------------------------------------
def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, **kw)


def first_line(b, path=None):
    """The first line of a command's stderr, with the answer's directory left out."""
    lines = b.decode("utf-8", "replace").strip().splitlines()
    line = lines[0] if lines else ""
    return line.replace(path, os.path.basename(path)) if path else line


def check_file(binary, path, locales):
    name = os.path.basename(path)
    reports = []
    try:
        steps, legs = read_answer(path)
    except (OSError, ValueError, KeyError, IndexError) as e:
        r = Report(name, "-", "read")
        r.check(False, f"not a route answer: {e}")
        return [r]
    sim = run([binary, "simulate", path])
    r = Report(name, "-", "simulate")
    r.check(sim.returncode == 0, f"simulate exited {sim.returncode}", first_line(sim.stderr, path))
    reports.append(r)
    with tempfile.TemporaryDirectory() as tmp:
        for locale in locales:
            r = Report(name, locale, "directions")
            d = run([binary, "directions", path, "--locale", locale, "--format", "json"])
            if r.check(d.returncode == 0, f"directions exited {d.returncode}", first_line(d.stderr, path)):
                try:
                    entries = [json.loads(l) for l in d.stdout.decode().splitlines() if l.strip()]
                except ValueError as e:
                    r.check(False, f"directions --format json is not JSON lines: {e}")
                else:
                    check_directions(r, locale, steps, entries)
            reports.append(r)
            if sim.returncode != 0:
                continue
            r = Report(name, locale, "run")
            prompts_path = os.path.join(tmp, f"{locale}.prompts.ndjson")
            g = run([binary, "run", "-", "--locale", locale, "--prompts-out", prompts_path, "--casting", "ndjson"],
                    input=sim.stdout)
            if r.check(g.returncode == 0, f"run exited {g.returncode}", first_line(g.stderr)):
                with open(prompts_path, encoding="utf-8") as f:
                    prompts = [json.loads(l) for l in f if l.strip()]
                casting = [json.loads(l) for l in g.stdout.decode().splitlines() if l.strip().startswith("{")]
                check_run(r, locale, steps, legs, prompts, casting)
            reports.append(r)
    return reports


def shipped_locales(binary):
    out = run([binary, "locale", "list"])
    if out.returncode == 0:
        tags = [l.split("\t")[0].split()[0] for l in out.stdout.decode().splitlines() if l.strip()]
        tags = [t for t in tags if t != "qps"]  # the pseudo-locale is no language
        if tags:
            return tags
    return SEVEN

# --- the checker's own tests --------------------------------------------------------------------
def self_test():
    """The checks must catch the known faults (issue 15) and pass their right phrasings."""
    problems = []

    def step(**raw):
        raw.setdefault("maneuver", {"type": raw.pop("type", "turn"), "modifier": raw.pop("modifier", "right"),
                                    **({"exit": raw.pop("exit")} if "exit" in raw else {})})
        return Step(0, 0, raw)

    def expect(locale, text, steps, bad):
        found = text_problems(locale, text, steps)
        if bool(found) != bad:
            problems.append(f"{locale} {text!r}: expected {'a problem' if bad else 'none'}, found {found}")

    signs = [step(destinations="Campinas, Aeroporto de Guarulhos, Osasco, Hamburg, Cascais, Amadora")]
    for locale, text in [("pt-BR", "Siga por Campinas."), ("pt-BR", "Siga pelo Aeroporto de Guarulhos."),
                         ("pt-BR", "Vire à esquerda em Campinas."), ("pt-PT", "Entre na Amadora."),
                         ("en-US", "Take exit 14 on the right onto Osasco, Centro."),
                         ("de-DE", "Links die Auffahrt auf Hamburg nehmen."), ("es-ES", "Continúe por Campinas."),
                         ("fr-FR", "Continuez sur Campinas."), ("pl-PL", "Skręć w prawo – Campinas."),
                         ("pl-PL", "Wjedź na Campinas."), ("ru-RU", "Поверните направо на Campinas."),
                         ("uk-UA", "Поверніть праворуч на Campinas."), ("tr-TR", "Sağa dönerek Campinas'a girin."),
                         ("tr-TR", "Campinas boyunca ilerleyin."), ("ar", "انعطف يمينًا إلى \u2068Campinas\u2069."),
                         ("he-IL", "פנו ימינה ל-\u2068Campinas\u2069."), ("ja-JP", "右折してCampinasに入ります。"),
                         ("ja-JP", "Campinasをすすみます。"), ("zh-CN", "右转进入Campinas。"),
                         ("ca-ES", "Gireu a la dreta per Campinas."), ("ca-ES", "Continueu per l'Aeroporto de Guarulhos."),
                         ("id-ID", "Belok kanan ke Campinas."), ("id-ID", "Lurus terus di Osasco."),
                         ("cs-CZ", "Odbočte vpravo na Campinas."), ("cs-CZ", "Odbočte vpravo do ulice Osasco."),
                         ("cs-CZ", "Pokračujte po ulici Aeroporto de Guarulhos."),
                         ("sk-SK", "Odbočte vpravo na ulicu Campinas."), ("sk-SK", "Pokračujte po Osasco."),
                         ("ro-RO", "Virați la dreapta pe Campinas."), ("ro-RO", "Mergeți înainte pe Osasco."),
                         ("vi-VN", "Rẽ phải vào Campinas."), ("vi-VN", "Đi thẳng vào Osasco."),
                         ("el-GR", "Στρίψτε δεξιά στην οδό Campinas."), ("el-GR", "Συνεχίστε στο Aeroporto de Guarulhos."),
                         ("el-GR", "Πάρτε την έξοδο για την οδό Osasco."),
                         ("ko-KR", "Campinas로 우회전하세요."), ("ko-KR", "Osasco를 따라 직진하세요."),
                         ("fi-FI", "Käänny oikealle tielle Campinas."), ("fi-FI", "Jatka tiellä Osasco."),
                         ("hu-HU", "Forduljon jobbra Campinasra."), ("hu-HU", "Haladjon tovább az Osascon."),
                         ("hu-HU", "Forduljon jobbra a Campinas útra.")]:
        expect(locale, text, signs, True)
    for locale, text in [("pt-BR", "Pegue a rampa de acesso à direita, em direção a Campinas."),
                         ("pt-PT", "Siga em direção a Cascais."), ("pt-PT", "Siga em direção à Amadora."),
                         ("en-GB", "Take the slip road towards Cascais."), ("de-DE", "Rechts halten Richtung Hamburg."),
                         ("es-ES", "Tome el acceso en dirección a Campinas."), ("es-ES", "Tome la salida hacia Campinas."),
                         ("fr-FR", "Prenez la sortie direction Campinas."),
                         ("pl-PL", "Skręć w prawo na wjazd, kierunek Campinas."),
                         ("ru-RU", "Поверните направо на въезд по указателю «Campinas»."),
                         ("uk-UA", "Поверніть праворуч на заїзд за вказівником «Campinas»."),
                         ("tr-TR", "Sağa dönerek Campinas yönünde bağlantı yoluna girin."),
                         ("ar", "اسلك المنحدر على اليمين باتجاه \u2068Campinas\u2069."),
                         ("he-IL", "עלו לרמפה מימין לכיוון \u2068Campinas\u2069."),
                         ("ja-JP", "右側のランプに入り、Campinas方面へ向かいます。"), ("zh-CN", "从右侧进入匝道，朝Campinas方向。"),
                         ("ca-ES", "Agafeu l'accés de la dreta en direcció a Campinas."),
                         ("id-ID", "Ambil jalur masuk di sebelah kanan ke arah Campinas."),
                         ("cs-CZ", "Odbočte vpravo na nájezd, směr Campinas."),
                         ("cs-CZ", "Sjeďte vpravo sjezdem 14 na D1, směr Osasco, Campinas."),
                         ("sk-SK", "Odbočte vpravo na nájazd, smer Campinas."),
                         ("sk-SK", "Zíďte vpravo výjazdom 14, smer Osasco."),
                         ("ro-RO", "Intrați pe breteaua din dreapta, în direcția Campinas."),
                         ("vi-VN", "Đi vào đường dẫn bên phải, hướng về Campinas."),
                         ("el-GR", "Πάρτε τη ράμπα στα δεξιά προς Campinas."),
                         ("ko-KR", "오른쪽 진입로를 이용해 Campinas 방면으로 가세요."),
                         ("fi-FI", "Käänny oikealle rampille, suuntana Campinas."),
                         ("hu-HU", "Forduljon jobbra a felhajtóra, Campinas felé.")]:
        expect(locale, text, signs, False)
    # A road said by its own name, which holds a place of the sign (ja-JP names a road beside
    # its number: roads.nameAndNumber), is that road; the place itself after a road particle
    # is still caught.
    named = [step(name="Autoestrada da Costa do Estoril", ref="A5", destinations="A5: Cascais, Estoril")]
    expect("ja-JP", "右折してAutoestrada da Costa do Estorilに入ります。", named, False)
    expect("ja-JP", "右折してEstorilに入ります。", named, True)
    ref_sign = [step(destinations="SP-330: Campinas, Jundiaí", ref="SP-330")]
    expect("pt-BR", "Pegue a rampa de acesso à direita para a SP-330: Campinas, Jundiaí.", ref_sign, True)
    expect("pt-BR", "Entre na SP-330 pela esquerda.", ref_sign, False)
    expect("pt-BR", "Entre em SP-330 pela esquerda.", ref_sign, True)
    expect("pt-PT", "Siga pela SP-330, em direção a Campinas.", ref_sign, False)
    rotary = [step(type="rotary", rotary_name="Praça Roosevelt", exit=4)]
    expect("pt-BR", "Na rotatória, pegue a 4ª saída para a Praça Roosevelt.", rotary, True)
    expect("en-US", "At the roundabout, take the 4th exit onto Praça Roosevelt.", rotary, True)
    expect("pt-BR", "Na Praça Roosevelt, pegue a 4ª saída.", rotary, False)
    expect("de-DE", "Am Praça Roosevelt die 4. Ausfahrt nehmen.", rotary, False)
    expect("ja-JP", "環状交差点で4番目の出口から出て、Praça Rooseveltに入ります。", rotary, True)
    expect("ja-JP", "Praça Rooseveltで4番目の出口から出ます。", rotary, False)
    expect("ar", "عند الدوار، اسلك المخرج الرابع إلى \u2068Praça Roosevelt\u2069.", rotary, True)
    expect("cs-CZ", "Na kruhovém objezdu použijte 4. výjezd na Praça Roosevelt.", rotary, True)
    expect("cs-CZ", "Na Praça Roosevelt použijte 4. výjezd.", rotary, False)
    expect("sk-SK", "Na kruhovom objazde použite 4. výjazd na Praça Roosevelt.", rotary, True)
    expect("ro-RO", "La sensul giratoriu, luați a patra ieșire spre Praça Roosevelt.", rotary, True)
    expect("ro-RO", "În Praça Roosevelt, luați a patra ieșire.", rotary, False)
    expect("vi-VN", "Tại vòng xuyến, đi theo lối ra thứ tư vào Praça Roosevelt.", rotary, True)
    expect("vi-VN", "Tại Praça Roosevelt, đi theo lối ra thứ tư.", rotary, False)
    expect("el-GR", "Στον κυκλικό κόμβο, πάρτε την 4η έξοδο προς την οδό Praça Roosevelt.", rotary, True)
    expect("el-GR", "Στον κυκλικό κόμβο Praça Roosevelt, πάρτε την 4η έξοδο.", rotary, False)
    expect("ko-KR", "회전교차로에서 네 번째 출구로 나가 Praça Roosevelt로 진입하세요.", rotary, True)
    expect("ko-KR", "Praça Roosevelt 회전교차로 네 번째 출구로 나가세요.", rotary, False)
    # An exit number is found before its counter ("14번 출구"), not inside another number.
    for text, found in [("오른쪽 14번 출구로 나가세요.", True), ("오른쪽 114번 출구로 나가세요.", False),
                        ("오른쪽 14A번 출구로 나가세요.", False)]:
        report = Report("self-test", "ko-KR", "directions")
        check_step_kind(report, "ko-KR", step(type="off ramp", modifier="right", exits="14"), [text], "step")
        if (not report.failed) != found:
            problems.append(f"ko-KR {text!r}: exit 14 {'not ' if found else ''}found: {report.failed}")
    for locale, text, n in [("pt-BR", "pegue a 3ª saída", 3), ("pt-PT", "saia na 3.ª saída", 3),
                            ("en-US", "take the 3rd exit", 3), ("en-GB", "take the third exit", 3),
                            ("es-ES", "tome la 3.ª salida", 3), ("fr-FR", "prenez la 3e sortie", 3),
                            ("fr-FR", "prenez la 1re sortie", 1), ("de-DE", "die 3. Ausfahrt", 3),
                            ("pl-PL", "wybierz 3. zjazd", 3), ("pl-PL", "wybierz trzeci zjazd", 3),
                            ("ru-RU", "сверните на 3-й съезд", 3), ("uk-UA", "виберіть п'ятий виїзд", 5),
                            ("tr-TR", "3. çıkıştan çıkın", 3), ("tr-TR", "üçüncü çıkıştan çıkın", 3),
                            ("ar", "اسلك المخرج الثالث", 3), ("he-IL", "צאו ביציאה השלישית", 3),
                            ("ja-JP", "3番目の出口から出ます", 3), ("ja-JP", "さんばんめのでぐちからでます", 3),
                            ("zh-CN", "从第3个出口驶出", 3), ("zh-CN", "从第三个出口驶出", 3),
                            ("ca-ES", "agafeu la 3a sortida", 3), ("ca-ES", "agafeu la tercera sortida", 3),
                            ("id-ID", "ambil pintu keluar ketiga", 3),
                            ("cs-CZ", "použijte 3. výjezd", 3), ("cs-CZ", "použijte třetí výjezd", 3),
                            ("sk-SK", "použite 3. výjazd", 3), ("sk-SK", "použite tretí výjazd", 3),
                            ("ro-RO", "luați a treia ieșire", 3),
                            ("vi-VN", "đi theo lối ra thứ ba", 3),
                            ("el-GR", "πάρτε την 3η έξοδο", 3), ("el-GR", "πάρτε την τρίτη έξοδο", 3),
                            ("ko-KR", "세 번째 출구로 나가세요", 3), ("ko-KR", "3번째 출구", 3),
                            ("fi-FI", "ota 3. liittymä", 3), ("fi-FI", "ota kolmas liittymä", 3),
                            ("hu-HU", "hajtson ki a 3. kijáraton", 3), ("hu-HU", "hajtson ki a harmadik kijáraton", 3)]:
        if not has(ordinal_pattern(locale, n), text, locale):
            problems.append(f"{locale} {text!r}: ordinal {n} not found")
    for locale, text in [("en-US", "take the 13th exit"), ("ja-JP", "13番目の出口から出ます"),
                         ("zh-CN", "从第13个出口驶出"), ("ru-RU", "сверните на 13-й съезд"),
                         ("ca-ES", "agafeu la 13a sortida"), ("cs-CZ", "použijte 13. výjezd"),
                         ("sk-SK", "použite 13. výjazd"),
                         ("vi-VN", "đi theo lối ra thứ mười ba"),
                         ("el-GR", "πάρτε την 13η έξοδο"),
                         ("ko-KR", "13번째 출구로 나가세요"),
                         ("fi-FI", "ota 13. liittymä"),
                         ("hu-HU", "hajtson ki a 13. kijáraton")]:
        if has(ordinal_pattern(locale, 3), text, locale):
            problems.append(f"{locale}: ordinal 3 found in {text!r}")

    # check_run over a made-up drive: lanes, stages, arrivals.
    lanes = [{"valid": True, "indications": ["left"]}, {"valid": False, "indications": ["straight"]},
             {"valid": False, "indications": ["straight"]}]
    steps = [Step(0, 0, {"maneuver": {"type": "depart"}}),
             Step(1, 0, {"maneuver": {"type": "turn", "modifier": "left"}, "intersections": [{"lanes": lanes}]}),
             Step(2, 0, {"maneuver": {"type": "arrive"}})]

    def drive(texts, extra=(), locale="en-US"):
        prompts = [{"id": i + 1, "class": "guidance", "step": 1, "stage": stage, "text": t, "spokenText": t}
                   for i, (stage, t) in enumerate(texts)]
        prompts += [dict(p, id=len(prompts) + i + 1) for i, p in enumerate(extra)]
        casting = [{"lanes": [{"recommended": True}, {"recommended": False}, {"recommended": False}]}]
        r = Report("self-test", locale, "run")
        check_run(r, locale, steps, 1, prompts, casting)
        return r.failed

    arrival = {"class": "guidance", "stage": "arrival", "text": "You have arrived."}
    good = drive([("early", "In 500 m, turn left. Use the left lane."), ("now", "Turn left.")], [arrival])
    if good:
        problems.append(f"a good drive fails: {list(good)}")
    # Sentences without spaces between them: the lane sentence is told from the turn.
    ja_arrival = {"class": "guidance", "stage": "arrival", "text": "目的地に到着しました。"}
    good = drive([("early", "500m先、左折します。左側の車線を走行してください。"), ("now", "左折します。")], [ja_arrival],
                 "ja-JP")
    if good:
        problems.append(f"a good ja-JP drive fails: {list(good)}")
    for name, texts, needle in [
            ("ja-JP wrong lane", [("early", "500m先、左折します。右側の車線を走行してください。")], "lane advice"),
            ("ja-JP no side", [("early", "500m先、直進します。左側の車線を走行してください。")], "does not say left")]:
        failed = drive(texts, [ja_arrival], "ja-JP")
        if not any(needle in reason for reason in failed):
            problems.append(f"{name}: not caught (failures: {list(failed)})")
    for name, texts, extra, needle in [
            ("wrong lane", [("early", "In 500 m, turn left. Use the right lane.")], [arrival], "lane advice"),
            ("no side", [("early", "In 500 m, turn. Use the left lane.")], [arrival], "does not say left"),
            ("stage twice", [("now", "Turn left."), ("now", "Turn left.")], [arrival], "said twice"),
            ("no arrival", [("now", "Turn left.")], [], "arrival prompts"),
            ("two arrivals", [("now", "Turn left.")], [arrival, arrival], "arrival prompts"),
            ("after arrival", [("now", "Turn left.")], [arrival, {"class": "guidance", "step": 1,
                                                                   "stage": "continue", "text": "Go on."}],
             "after the final arrival")]:
        failed = drive(texts, extra)
        if not any(needle in reason for reason in failed):
            problems.append(f"{name}: not caught (failures: {list(failed)})")
    return problems


def main(argv):
    args = argv[1:]
    if args == ["--self-test"]:
        problems = self_test()
        for p in problems:
            print(f"FAIL check.py self-test: {p}")
        return 1 if problems else 0
    jobs, only, locales = 2, None, []
    positional = []
    while args:
        a = args.pop(0)
        if a == "--jobs":
            jobs = int(args.pop(0))
        elif a == "--only":
            only = args.pop(0)
        elif a == "--locale":
            locales.append(args.pop(0))
        else:
            positional.append(a)
    if len(positional) != 2:
        sys.stderr.write(__doc__)
        return 64
    binary, directory = positional
    binary = os.path.abspath(binary)
    files = sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".json"))
    if only:
        files = [f for f in files if only in os.path.basename(f)]
    # The checks read sentences through each language's words (LEFT, LANE, ...): every shipped
    # locale is checked, and one the tables do not know fails, never checked with another
    # language's words nor skipped.
    locales = locales or shipped_locales(binary)
    unknown = [l for l in locales if not has_vocabulary(l)]
    locales = [l for l in locales if has_vocabulary(l)]
    passed = failed = 0
    for locale in unknown:
        print(f"FAIL {locale}: the checker has no vocabulary for this shipped locale (add its words to check.py)",
              flush=True)
        failed += 1
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for reports in pool.map(lambda f: check_file(binary, f, locales), files):
            for r in reports:
                for line in r.lines():
                    print(line, flush=True)
                passed += r.passed
                failed += len(r.failed)
    print(f"engines: {passed} passed, {failed} failed")
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
