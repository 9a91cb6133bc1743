"""The try-it screen's widgets: the cards to pick from, and the learner's boards."""
