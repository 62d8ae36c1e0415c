#include "tournament/cutechess/cutechess_schedule.hpp"

#include <algorithm>
#include <climits>
#include <deque>
#include <map>
#include <stdexcept>
#include <utility>

namespace veteran::tournament {

std::vector<int> cutechess_shuffled_openings(int count, uint32_t seed) {
  ScheduleSettings s;
  s.openings = count;
  s.random = true;
  CutechessRandom random(seed);
  std::vector<int> order;
  const CutechessGames maker(2, s, random);
  for (int i = 0; i < count; ++i) order.push_back(maker.shuffled(i));
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

CutechessGames::CutechessGames(int engines, const ScheduleSettings& settings, CutechessRandom& random)
    : s_(settings), engines_(engines) {
  if (s_.random && s_.openings > 0) {  // a Knuth shuffle of the openings, first from the stream
    shuffled_.resize(static_cast<size_t>(s_.openings));
    for (int i = 0; i < s_.openings; ++i) shuffled_[static_cast<size_t>(i)] = i;
    for (int i = 0; i <= s_.openings - 2; ++i) {
      const int j = i + static_cast<int>(random.next() % static_cast<uint32_t>(s_.openings - i));
      std::swap(shuffled_[static_cast<size_t>(i)], shuffled_[static_cast<size_t>(j)]);
    }
  }
  const bool by_group = s_.policy == OpeningPolicy::encounter || s_.policy == OpeningPolicy::round;
  repetitions_ = by_group ? INT_MAX : std::max(1, s_.repeat);
}

std::pair<int, int>& CutechessGames::pair_of(int a, int b) {
  auto it = pairs_.find({a, b});
  if (it == pairs_.end()) it = pairs_.find({b, a});
  if (it == pairs_.end()) it = pairs_.emplace(std::make_pair(a, b), std::make_pair(a, b)).first;
  return it->second;
}

ScheduledGame CutechessGames::next(int a, int b, int round) {
  std::pair<int, int>& pair = pair_of(a, b);
  const bool same = started_ > 0 && std::minmax(pair.first, pair.second) == std::minmax(last_.first, last_.second);
  if (!same && s_.reverse) std::swap(pair.first, pair.second);
  if ((!same && engines_ > 2 && s_.policy != OpeningPolicy::round) ||
      (round > old_round_ && s_.policy == OpeningPolicy::round)) {
    kept_opening_ = -1;
    counter_ = 1;
    old_round_ = round;
  }
  ScheduledGame game;
  game.index = started_++;
  game.round = game.encounter_round = round;
  game.white = pair.first;
  game.black = pair.second;
  if (kept_opening_ >= 0) {
    game.opening = kept_opening_;
    kept_opening_ = -1;
    ++counter_;
  } else {
    counter_ = 1;
    if (s_.openings > 0) {
      const int k = (s_.start % s_.openings + drawn_++) % s_.openings;
      game.opening = s_.random ? shuffled_[static_cast<size_t>(k)] : k;
    }
  }
  if (counter_ < repetitions_ && game.opening >= 0) kept_opening_ = game.opening;
  last_ = pair;
  if (s_.swap) std::swap(pair.first, pair.second);
  return game;
}

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
  CutechessRandom random(static_cast<uint32_t>(s.seed));
  CutechessGames maker(engines, s, random);
  std::vector<ScheduledGame> out;
  out.reserve(static_cast<size_t>(total));
  int round = 1;
  std::pair<int, int> players;
  for (uint64_t number = 0; number < total; ++number) {
    if (number % static_cast<uint64_t>(per_encounter) == 0) players = pairings.next(round);
    out.push_back(maker.next(players.first, players.second, round));
  }
  return out;
}

}  // namespace veteran::tournament
