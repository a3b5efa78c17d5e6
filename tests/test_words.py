"""Words counted in every script, and the languages a script names alone."""

from __future__ import annotations

from scrapy_danag import extract
from scrapy_danag.engine.metadata.writing_systems import agrees, script_language
from scrapy_danag.engine.words import spaced_lengths, word_count

from .conftest import page


def test_a_text_without_spaces_counts_its_words() -> None:
    # Chinese and Japanese write no space between words: split at spaces, a
    # sentence would be one word, a shop's name.
    assert word_count("海外留学生看两会：出国前后关注点大不同") == 4 + 5
    assert word_count("DeepMind新电脑已可利用记忆自学 人工智能迈上新台阶") == 1 + 6 + 5
    assert word_count("蔡健雅") == 2  # a name stays a name
    assert word_count("「フリーWi-Fiプロテクション」") == 2 + 1 + 4  # quotes are no word
    assert word_count("Bridge repairs — the council's vote") == 6  # split at spaces
    # Thai writes no space between the words of a sentence either.
    assert word_count("สะพานเก่าจะปิดซ่อมตลอดฤดูร้อน") == 8  # 29 letters, four a word


def test_a_line_of_an_unspaced_script_is_measured_as_the_same_text_spaced() -> None:
    lines = ["Bridge repairs", "老桥维修", "Wi-Fiプロテクション", "ปิดซ่อม"]
    assert spaced_lengths(lines) == [14, 4 * 3, 5 + 7 * 3, 7 * 1.5]
    assert spaced_lengths(["No Han here", ""]) == [11, 0]


def test_a_script_of_one_language_names_it() -> None:
    chinese = "市政府周二表示，老桥将于下月起封闭维修，工程预计持续整个夏季，市民出行需绕道新桥。"
    assert script_language(chinese) == "zh"
    japanese = (
        "市は火曜日、古い橋を来月から修理のために閉鎖すると発表しました。工事は夏の間続きます。"
    )
    assert script_language(japanese) == "ja"
    assert (
        script_language("시는 화요일에 오래된 다리를 다음 달부터 수리를 위해 폐쇄한다고 밝혔다")
        == "ko"
    )
    assert script_language("Η δημοτική αρχή ανακοίνωσε ότι η παλιά γέφυρα θα κλείσει") == "el"
    # Latin and Cyrillic serve many languages; a Chinese name in English is English.
    assert script_language("Городские власти объявили, что старый мост закроют") is None
    assert (
        script_language(f"The mayor, 王小明, said the bridge would close. {'Words ' * 5}") is None
    )
    assert agrees("zh-TW", "zh") and agrees("yue", "zh") and not agrees("en", "zh")


PARAGRAPH = (
    "市政府周二表示，老桥将于下月起封闭维修，工程预计持续整个夏季，市民出行需绕道新桥。"
    "工程师说，新桥的交通将在早晚高峰时段由警察疏导，公交线路也将临时调整。"
)


def test_a_chinese_page_gets_its_language_declared_or_not() -> None:
    # Split at spaces, a Chinese paragraph was one word, too few to read: the
    # page got no language unless it declared one.
    body = ["<h1>老桥封闭维修整个夏季</h1>", *[f"<p>{PARAGRAPH}</p>" for _ in range(4)]]
    assert extract(page(*body)).metadata.language == "zh"
    declared = page(*body).replace("<html>", '<html lang="zh-TW">')
    assert extract(declared).metadata.language == "zh-TW"
    template = page(*body).replace("<html>", '<html lang="en">')  # a template's default
    assert extract(template).metadata.language == "zh"
