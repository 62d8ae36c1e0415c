#include "gui/app/tone_player.hpp"

#include <cstdint>

namespace veteran::gui {

TonePlayer::TonePlayer() {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    problem_ = std::string("no sound: ") + SDL_GetError();
    return;
  }
  SDL_AudioSpec want{}, have{};
  want.freq = rate_;
  want.format = AUDIO_S16SYS;
  want.channels = 1;
  want.samples = 512;
  want.callback = &TonePlayer::fill;
  want.userdata = this;
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
  if (device_ == 0) {
    problem_ = std::string("no sound: ") + SDL_GetError();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return;
  }
  rate_ = have.freq;
  SDL_PauseAudioDevice(device_, 0);
}

TonePlayer::~TonePlayer() {
  if (device_ == 0) return;
  SDL_CloseAudioDevice(device_);
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

// SDL's audio thread: a square wave at the tone's frequency, a quiet one.
void TonePlayer::fill(void* self, Uint8* stream, int bytes) {
  auto& p = *static_cast<TonePlayer*>(self);
  auto* out = reinterpret_cast<int16_t*>(stream);
  const double hz = p.hz_;
  for (int i = 0; i < bytes / 2; ++i) {
    if (hz <= 0) {
      out[i] = 0;
      continue;
    }
    p.phase_ += hz / p.rate_;
    if (p.phase_ >= 1) p.phase_ -= 1;
    out[i] = static_cast<int16_t>(p.phase_ < 0.5 ? 4000 : -4000);
  }
}

}  // namespace veteran::gui
