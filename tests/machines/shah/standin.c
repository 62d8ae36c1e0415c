/* A stand-in program for the SHAH (our own, for tests; AVR-Max is the
   user's): it drives the board as the real program does, four digits
   multiplexed from Timer2's overflow interrupt (8 MHz / 128 / 256, about
   244 Hz), the keys scanned on the active digit's line with a 100 ms
   inhibit after a release, and the core asleep between interrupts. It shows
   the last key's code (1-11, as line x 3 + column + 1) in the first two
   digits and the number of presses in the last two; "SHAH" until the first. */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <stdint.h>

static const uint8_t font[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
static const uint8_t shah[4] = {0x6D, 0x76, 0x77, 0x76}; /* S H A H */

static volatile uint8_t shown[4];
static uint8_t digit, found, last, inhibit, presses, key;

static void show(void) {
  if (!presses) {
    for (uint8_t i = 0; i < 4; ++i) shown[i] = shah[i];
    return;
  }
  shown[0] = font[key / 10];
  shown[1] = font[key % 10];
  shown[2] = font[(presses / 10) % 10];
  shown[3] = font[presses % 10];
}

ISR(TIMER2_OVF_vect) {
  /* The keys of the line driven since the last interrupt. */
  const uint8_t columns = (uint8_t)~PINB & 0x07;
  for (uint8_t c = 0; c < 3; ++c)
    if (columns & (1 << c)) found = digit * 3 + c + 1;
  if (digit == 3) { /* a whole scan */
    if (found && !last && !inhibit) {
      key = found;
      ++presses;
      show();
    }
    if (!found && last) inhibit = 6; /* 6 scans of 16.4 ms: about 100 ms */
    else if (!found && inhibit) --inhibit;
    last = found;
    found = 0;
  }
  digit = (digit + 1) & 3;
  DDRC = 0; /* all lines released while the segments change: no ghosts */
  PORTD = (uint8_t)~shown[digit];
  DDRC = (uint8_t)(1 << digit);
}

int main(void) {
  CLKPR = _BV(CLKPCE);
  CLKPR = 0;
  DDRD = 0xFF;
  PORTD = 0xFF;
  PORTC = 0;
  PORTB = 0x07; /* pull-ups on the columns */
  show();
  TCCR2B = _BV(CS22) | _BV(CS20); /* clk/128 */
  TIMSK2 = _BV(TOIE2);
  set_sleep_mode(SLEEP_MODE_PWR_SAVE);
  sei();
  for (;;) {
    sleep_enable();
    sleep_cpu();
    sleep_disable();
  }
}
