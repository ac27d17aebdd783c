# wolves_engine.py -- a small board-game engine that reads rules written as
# data (see wolves_rules.py) and knows nothing else about wolves or goats.
#
# A position is a tuple (turn, cells) where turn is the index of the player
# to move (in the order of rules["players"]) and cells holds, for every piece
# kind in the order of rules["pieces"], a sorted tuple of square numbers.
# Square number = y * width + x with x = file index (left to right) and
# y = row index from the top, i.e. exactly the gamegrid cell (x, y).
# Positions are plain tuples so they can be dictionary keys (the solver's
# memo) and compared with ==.
#
# Written so that it also runs in TigerJython (Python 2.7).


class Game(object):
    def __init__(self, rules):
        self.rules = rules
        self.files = rules["files"]
        self.ranks = rules["ranks"]
        self.width = len(self.files)
        self.height = len(self.ranks)
        self.players = list(rules["players"])
        self.kinds = [p["name"] for p in rules["pieces"]]
        self.owner = [self.players.index(p["player"]) for p in rules["pieces"]]
        # steps[k][square] = squares a piece of kind k may step to from there
        self.steps = [self._compile_steps(p) for p in rules["pieces"]]
        self.goals = [(self.players.index(g["player"]),
                       self.kinds.index(g["piece"]),
                       frozenset(self.square(s) for s in g["squares"]))
                      for g in rules["goals"]]
        self.stalemate_loses = rules.get("stalemate_loses", True)

    # -- squares ----------------------------------------------------------
    def square(self, name):
        """'e2' -> square number."""
        x = self.files.index(name[0])
        y = self.ranks.index(name[1:])
        return y * self.width + x

    def name(self, square):
        """square number -> 'e2'."""
        x, y = self.cell(square)
        return self.files[x] + self.ranks[y]

    def cell(self, square):
        return square % self.width, square // self.width

    def square_at(self, x, y):
        """Square number of cell (x, y), or None if outside the board."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return y * self.width + x
        return None

    def _direction_names(self, piece):
        """The piece's directions as seen by its owner (symmetry applied)."""
        mirror = self.rules.get("symmetry", {}).get(piece["player"], {})
        return [mirror.get(d, d) for d in piece["moves"]]

    def _compile_steps(self, piece):
        table = []
        for square in range(self.width * self.height):
            x, y = self.cell(square)
            targets = []
            for d in self._direction_names(piece):
                dx, dy = self.rules["directions"][d]
                target = self.square_at(x + dx, y + dy)
                if target is not None:
                    targets.append(target)
            table.append(tuple(targets))
        return table

    # -- positions --------------------------------------------------------
    def start(self):
        setup = self.rules["setup"]
        cells = tuple(tuple(sorted(self.square(s) for s in setup.get(k, [])))
                      for k in self.kinds)
        return (0, cells)

    def make_position(self, turn, placement):
        """placement: {'goat': ['e2'], 'wolf': [...]}; turn: player name."""
        cells = tuple(tuple(sorted(self.square(s) for s in placement.get(k, [])))
                      for k in self.kinds)
        return (self.players.index(turn), cells)

    def piece_at(self, position, square):
        """Index of the kind of the piece on square, or None."""
        for k, squares in enumerate(position[1]):
            if square in squares:
                return k
        return None

    def to_move(self, position):
        return self.players[position[0]]

    def legal_moves(self, position):
        """List of moves (kind, from_square, to_square) for the side to move."""
        turn, cells = position
        occupied = set()
        for squares in cells:
            occupied.update(squares)
        moves = []
        for k, squares in enumerate(cells):
            if self.owner[k] != turn:
                continue
            steps = self.steps[k]
            for source in squares:
                for target in steps[source]:
                    if target not in occupied:
                        moves.append((k, source, target))
        return moves

    def moves_from(self, position, square):
        """Target squares the piece on square may move to now."""
        return [m[2] for m in self.legal_moves(position) if m[1] == square]

    def find_move(self, position, source, target):
        """The legal move source -> target, or None if it is not legal."""
        for move in self.legal_moves(position):
            if move[1] == source and move[2] == target:
                return move
        return None

    def play(self, position, move):
        turn, cells = position
        k, source, target = move
        moved = tuple(sorted([target if s == source else s for s in cells[k]]))
        new_cells = cells[:k] + (moved,) + cells[k + 1:]
        return ((turn + 1) % len(self.players), new_cells)

    def goal_winner(self, position):
        """Index of a player whose goal is reached, else None."""
        cells = position[1]
        for player, kind, zone in self.goals:
            for square in cells[kind]:
                if square in zone:
                    return player
        return None

    def winner_index(self, position):
        """Index of the winner, or None while the game goes on."""
        winner = self.goal_winner(position)
        if winner is not None:
            return winner
        if self.stalemate_loses and not self.legal_moves(position):
            # the side to move is stalemated and loses; two players only
            return (position[0] + 1) % len(self.players)
        return None

    def winner(self, position):
        """Name of the winner ('goat' / 'wolves'), or None."""
        index = self.winner_index(position)
        if index is None:
            return None
        return self.players[index]

    def describe(self, position):
        """Human-readable text, e.g. 'goat to move: goat e2, wolf b9 d9 f9 h9'."""
        parts = []
        for k, squares in enumerate(position[1]):
            parts.append(self.kinds[k] + " " + " ".join(self.name(s) for s in squares))
        return self.players[position[0]] + " to move: " + ", ".join(parts)
