// The replay's undo store: the moves from the start position to the current one, each beside its
// core::StateInfo, in chunks whose addresses never change.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <vector>

#include "pgnlint/core/position.h"

namespace pgnlint::lint {

// Records must keep their addresses, as Position's repetition lookup walks them through
// `previous`: they sit in fixed-size chunks that never move and are kept from game to game.
class Path {
public:
    void clear() { count_ = 0; }
    // Empties the path and gives the start position's record.
    core::StateInfo& start() {
        clear();
        return push(core::Move::none());
    }
    // The record for move m, about to be made.
    core::StateInfo& push(core::Move m) {
        if (count_ % kChunkSize != 0) {
            ++top_;
        } else {
            if (count_ == chunks_.size() * kChunkSize) [[unlikely]]
                grow();
            top_ = chunks_[count_ / kChunkSize]->data();
        }
        ++count_;
        top_->move = m;
        return top_->state;
    }
    void pop() {
        --count_;
        top_ = count_ % kChunkSize != 0 ? top_ - 1 : &(*chunks_[count_ / kChunkSize - 1]).back();
    }
    core::Move back() const { return top_->move; }
    // The move that made the position after `ply` plies (1 to size()).
    core::Move move_at(std::size_t ply) const {
        return (*chunks_[ply / kChunkSize])[ply % kChunkSize].move;
    }
    // Moves made since the start position.
    std::size_t size() const { return count_ == 0 ? 0 : count_ - 1; }

private:
    struct Step {
        core::StateInfo state;
        core::Move move;
    };
    static constexpr std::size_t kChunkSize = 256;
    using Chunk = std::array<Step, kChunkSize>;

    // Out of line: it runs once per 256 plies of the longest game so far, push() once per ply.
    [[gnu::noinline]] void grow() { chunks_.push_back(std::make_unique<Chunk>()); }

    std::vector<std::unique_ptr<Chunk>> chunks_;
    Step* top_ = nullptr;
    std::size_t count_ = 0;  // steps, the start position's included
};

}  // namespace pgnlint::lint
