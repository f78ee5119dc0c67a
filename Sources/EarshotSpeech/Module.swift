// Speech module: synthesizers and audio sinks.
