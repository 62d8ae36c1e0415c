#include "veteran/tournament/cutechess_schedule.hpp"

#include <algorithm>
#include <climits>
#include <deque>
#include <map>
#include <stdexcept>
#include <utility>

namespace veteran::tournament {

CutechessRandom::CutechessRandom(uint32_t seed) {
  state_[0] = seed;
  for (uint32_t i = 1; i < 624; ++i) state_[i] = 0x6C078965u * (state_[i - 1] ^ (state_[i - 1] >> 30)) + i;
}

uint32_t CutechessRandom::next() {
  if (index_ == 0) {
    for (int i = 0; i < 624; ++i) {
      const uint32_t y = (state_[i] & 0x1u) + (state_[(i + 1) % 624] & 0x7FFFFFFFu);
      state_[i] = state_[(i + 397) % 624] ^ (y >> 1);
      if (y % 2) state_[i] ^= 0x9908B0DFu;
    }
  }
  uint32_t y = state_[index_];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9D2C5680u;
  y ^= (y << 15) & 0xEFC60000u;
  y ^= y >> 18;
  index_ = (index_ + 1) % 624;
  return y;
}

std::vector<int> cutechess_shuffled_openings(int count, uint32_t seed) {
  std::vector<int> order(static_cast<size_t>(std::max(0, count)));
  for (int i = 0; i < count; ++i) order[static_cast<size_t>(i)] = i;
  CutechessRandom random(seed);
  for (int i = 0; i <= count - 2; ++i) {
    const int j = i + static_cast<int>(random.next() % static_cast<uint32_t>(count - i));
    std::swap(order[static_cast<size_t>(i)], order[static_cast<size_t>(j)]);
  }
  return order;
}

namespace {

// Who plays whom next, as cutechess's nextPair() gives it.
class Pairings {
 public:
  Pairings(Pairing kind, int players, int seeds) : kind_(kind), n_(players) {
    switch (kind) {
      case Pairing::round_robin: {
        const int count = n_ + n_ % 2;  // a bye for an odd count
        for (int i = 0; i < count / 2; ++i) top_.push_back(i);
        for (int i = count - 1; i >= count / 2; --i) bottom_.push_back(i);
        break;
      }
      case Pairing::gauntlet:
        seeds_ = std::clamp(seeds, 1, n_ - 1);
        opponent_ = seeds_;
        break;
      case Pairing::pyramid: current_ = 1; break;
      case Pairing::knockout: throw std::invalid_argument("a knockout is not scheduled in advance");
    }
  }

  int games_per_cycle() const { return kind_ == Pairing::gauntlet ? (n_ - seeds_) * seeds_ : n_ * (n_ - 1) / 2; }

  // The next encounter's players (first: White unless the pair exists);
  // `round` goes up as a new round begins.
  std::pair<int, int> next(int& round) {
    if (kind_ == Pairing::round_robin) {
      while (true) {
        if (number_ >= static_cast<int>(top_.size())) {
          number_ = 0;
          ++round;
          top_.insert(top_.begin() + 1, bottom_.front());
          bottom_.pop_front();
          bottom_.push_back(top_.back());
          top_.pop_back();
        }
        const int white = top_[static_cast<size_t>(number_)], black = bottom_[static_cast<size_t>(number_)];
        ++number_;
        if (white < n_ && black < n_) return {white, black};  // else the bye: on to the next
      }
    }
    if (kind_ == Pairing::gauntlet) {
      if (opponent_ >= n_) {
        opponent_ = seeds_;
        if (++current_ >= seeds_) {
          current_ = 0;
          ++round;
        }
      }
      return {current_, opponent_++};
    }
    if (number_ >= current_) {  // pyramid
      number_ = 0;
      ++round;
      if (++current_ >= n_) current_ = 1;
    }
    return {current_, number_++};
  }

 private:
  Pairing kind_;
  int n_;
  std::deque<int> top_, bottom_;
  int number_ = 0, seeds_ = 0, opponent_ = 0, current_ = 0;
};

}  // namespace

std::vector<ScheduledGame> cutechess_schedule(int engines, const ScheduleSettings& s) {
  if (engines < 2) return {};
  const int per_encounter = std::max(1, s.encounter_games > 0 ? s.encounter_games : s.games);
  const int rounds = std::max(1, s.games / per_encounter);
  Pairings pairings(s.pairing, engines, s.seeds);
  const uint64_t total = static_cast<uint64_t>(pairings.games_per_cycle()) * static_cast<uint64_t>(per_encounter) *
                         static_cast<uint64_t>(rounds);
  if (total > kMaxEventGames)
    throw std::invalid_argument("the event would have " + std::to_string(total) + " games, more than the " +
                                std::to_string(kMaxEventGames) + " veteran schedules in one event");

  // The pairs as cutechess keeps them: made once, in the colours first
  // asked, then turned about as the games go.
  std::map<std::pair<int, int>, std::pair<int, int>> pairs;
  auto pair_of = [&](int a, int b) -> std::pair<int, int>& {
    auto it = pairs.find({a, b});
    if (it == pairs.end()) it = pairs.find({b, a});
    if (it == pairs.end()) it = pairs.emplace(std::make_pair(a, b), std::make_pair(a, b)).first;
    return it->second;
  };
  const std::vector<int> shuffled = s.random && s.openings > 0
                                        ? cutechess_shuffled_openings(s.openings, static_cast<uint32_t>(s.seed))
                                        : std::vector<int>{};
  int drawn = 0;
  auto draw = [&] {
    const int k = (s.start % s.openings + drawn++) % s.openings;
    return s.random ? shuffled[static_cast<size_t>(k)] : k;
  };
  const bool by_group = s.policy == OpeningPolicy::encounter || s.policy == OpeningPolicy::round;
  const int repetitions = by_group ? INT_MAX : std::max(1, s.repeat);

  std::vector<ScheduledGame> out;
  out.reserve(static_cast<size_t>(total));
  int round = 1, old_round = -1, counter = 0, kept_opening = -1;
  std::pair<int, int>* current = nullptr;
  std::pair<int, int> current_players{-1, -1};
  for (uint64_t number = 0; number < total; ++number) {
    std::pair<int, int>* pair = current;
    if (number % static_cast<uint64_t>(per_encounter) == 0) {
      const auto [a, b] = pairings.next(round);
      pair = &pair_of(a, b);
    }
    const bool same =
        current && std::minmax(pair->first, pair->second) == std::minmax(current_players.first, current_players.second);
    if (!same && s.reverse) std::swap(pair->first, pair->second);
    if ((!same && engines > 2 && s.policy != OpeningPolicy::round) ||
        (round > old_round && s.policy == OpeningPolicy::round)) {
      kept_opening = -1;
      counter = 1;
      old_round = round;
    }
    ScheduledGame game;
    game.index = static_cast<int>(number);
    game.round = game.encounter_round = round;
    game.white = pair->first;
    game.black = pair->second;
    if (kept_opening >= 0) {
      game.opening = kept_opening;
      kept_opening = -1;
      ++counter;
    } else {
      counter = 1;
      if (s.openings > 0) game.opening = draw();
    }
    if (counter < repetitions && game.opening >= 0) kept_opening = game.opening;
    out.push_back(game);
    current = pair;
    current_players = *pair;
    if (s.swap) std::swap(pair->first, pair->second);
  }
  return out;
}

}  // namespace veteran::tournament
