"""The headline: TitleFinder as published (thesis ch. 5) and our improvement ``tf+``.

In flow the page's ``<title>``, its normalised lines and its address; out comes
the line that holds the headline and its text, or ``None``. :mod:`.titlefinder`
is the published method, :mod:`.stage` chooses between the methods and holds
``tf+``, :mod:`.address` reads the words of the URL, :mod:`.kicker` takes a
topic or date set apart from the headline off it.
"""
