"""Reports: tables, JSON and visual timelines of results.

In: simulation profiles (and later solutions). Out: files a person opens. To add a report,
write a module with one ``write_<report>(value, path)`` function that writes atomically.
"""
