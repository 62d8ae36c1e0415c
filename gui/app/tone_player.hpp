// Plays a machine's tone (Machine::tone_hz) as a square wave through SDL's
// audio: the frequency is set each frame, the phase carries on, so a tone
// held over frames is one clean tone. Without an audio device (a headless
// run, CI) it stays silent and says so once.
#pragma once

#include <SDL.h>

#include <atomic>
#include <string>

namespace veteran::gui {

class TonePlayer {
 public:
  TonePlayer();
  ~TonePlayer();
  TonePlayer(const TonePlayer&) = delete;
  TonePlayer& operator=(const TonePlayer&) = delete;

  void set(double hz) { hz_ = hz; }
  bool playing() const { return device_ != 0; }
  const std::string& problem() const { return problem_; }

 private:
  static void fill(void* self, Uint8* stream, int bytes);
  SDL_AudioDeviceID device_ = 0;
  std::atomic<double> hz_{0};
  double phase_ = 0;
  int rate_ = 44100;
  std::string problem_;
};

}  // namespace veteran::gui
