"""A forum's thread in the tree: what the tree steps do on a page of posts.

In flow the tree the line phases' lines were parsed into and the elements the
tree steps accepted; out come the furniture test a thread of posts is read
with, its posts' wrappers named as comments no longer furniture
(:mod:`.posts`), the thread's container when the steps chose one post of its
run of posts or a post and the replies named as comments beside it
(:mod:`.thread`), and what the forum software writes in every post -- its
authors' figures and ranks, subject lines -- to read the posts without
(:mod:`.post_template`).
"""
