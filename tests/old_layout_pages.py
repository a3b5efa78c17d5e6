"""News articles laid out as sites of the late 2000s laid them out.

No ``<article>``, no ``og:type``, no JSON-LD: a layout table, a left column of
section links, the story in a cell with ``<font>`` for its headline and
``<br><br>`` or plain ``<p>`` between its paragraphs, a box of related
stories and a footer of links. The text is written for these tests.
"""

from __future__ import annotations

#: A story of seven paragraphs, each about three sentences.
STORY = (
    "City officials said on Thursday that the riverside pumping station will be shut for "
    "eleven weeks from the start of March, while engineers replace the three diesel pumps "
    "that have kept the lower town dry since 1974.",
    "The work, budgeted at 4.2 million dollars, was approved by the council in a vote of "
    "seven to two after a long debate over whether the station should be rebuilt on higher "
    "ground instead, a plan the engineering office said would take four years.",
    "During the closure two temporary pumps mounted on trailers will stand beside the "
    "levee, and the fire department will keep a third on call at the harbor depot in case "
    "the spring rains arrive early, the public works director told reporters.",
    "Residents of the lower town, many of whom remember the flood of 1993, asked at a "
    "public meeting last month how quickly the temporary pumps could be started in the "
    "middle of the night, and whether anyone would be on duty to start them.",
    "The director said a crew of two would stay at the station around the clock for the "
    "whole eleven weeks, and that the new pumps, which run on electricity with a diesel "
    "generator as a reserve, would be started from the control room by a single switch.",
    "Two council members who voted against the plan said they still believed the city was "
    "spending money on a site that the river will reach again, and promised to bring the "
    "question of moving the station back before the council after the election.",
    "The contract was awarded to a firm from the state capital that rebuilt a similar "
    "station upstream in 2005; its representative said the crews would work in two shifts "
    "and that the only noise residents should expect was the cranes in the first week.",
)
HEADLINE = "Riverside pumping station to close for eleven weeks of repairs"
SECTIONS = (
    "Home Local State Nation World Business Sports Opinion Obituaries Classifieds "
    "Weather Photos Video Blogs Archives Contact"
).split()


def _menu(words: tuple[str, ...] | list[str], separator: str) -> str:
    return separator.join(f'<a href="/{word.lower()}/">{word}</a>' for word in words)


def table_layout_article(paragraph_breaks: bool = True, portal: bool = False) -> str:
    """The story in a layout table; ``paragraph_breaks``: paragraphs set apart
    by ``<br><br>`` in one cell, else each in its own ``<p>``; ``portal``: as a
    portal of its day served it, the story among boxes of a hundred and more
    links (the most read, every town's page, the classifieds) and a title
    naming the section, not the story."""
    if paragraph_breaks:
        body = "<br><br>\n".join(STORY)
    else:
        body = "\n".join(f"<p>{paragraph}</p>" for paragraph in STORY)
    related = "".join(
        f'<tr><td><font size="1"><a href="/local/story{n}.html">Council hears plan '
        f"for the north bridge, part {n}</a></font></td></tr>"
        for n in range(8)
    )
    title = "The Valley Courier: Local News" if portal else f"The Valley Courier - {HEADLINE}"
    boxes = _portal_boxes() if portal else ""
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><title>{title}</title>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="keywords" content="pumping station, levee, council"></head>
<body bgcolor="#ffffff" topmargin="0" leftmargin="0">
<table width="760" border="0" cellpadding="0" cellspacing="0">
<tr><td colspan="3"><img src="/images/masthead.gif" width="760" height="90"
alt="The Valley Courier"></td></tr>
<tr><td colspan="3" bgcolor="#003366"><font color="#ffffff" size="1">
{_menu(SECTIONS, " | ")}</font></td></tr>
<tr><td width="140" valign="top" bgcolor="#eeeeee"><font size="1">
{_menu(SECTIONS, "<br>")}<br><br><a href="/subscribe/">Subscribe</a><br>
<a href="/rss/">RSS feeds</a>
</font></td>
<td width="470" valign="top">
<font face="Arial" size="4"><b>{HEADLINE}</b></font><br>
<font size="1">By Mark Dalton, Courier Staff Writer<br>Friday, January 18, 2008</font><br><br>
<font face="Arial" size="2">{body}</font><br><br>
<font size="1"><a href="/email/?story=4411">E-mail this story</a> |
<a href="/print/?story=4411">Print this story</a></font>
</td>
<td width="150" valign="top"><table border="0"><tr><td><b>Related stories</b></td></tr>
{related}</table>
<a href="/ads/click?id=77"><img src="/ads/bank.gif" width="150" height="300"></a>
{boxes}</td></tr>
<tr><td colspan="3" align="center"><font size="1">{_menu(SECTIONS, " | ")}<br>
Copyright 2008 The Valley Courier. All rights reserved.</font></td></tr>
</table></body></html>
"""


def _portal_boxes() -> str:
    """Boxes of links around a portal's story: the most read, the towns, the classifieds."""
    most_read = "".join(
        f'<li><a href="/local/popular{n}.html">Most read story number {n} this week</a></li>'
        for n in range(15)
    )
    towns = "<br>".join(f'<a href="/towns/town{n}/">Town {n}</a>' for n in range(60))
    classifieds = " | ".join(
        f'<a href="/classifieds/{word}/">{word.title()}</a>'
        for word in (
            "autos homes rentals jobs pets boats garage-sales tickets farm tools "
            "furniture computers music sports antiques services"
        ).split()
    )
    return (
        f"<b>Most read</b><ul>{most_read}</ul><b>Your town</b><br>{towns}"
        f"<br><b>Classifieds</b><br>{classifieds}"
    )
