/* Our own test program for the ATmega88 chip (tests/cores/avr8): Timer2's
   overflow interrupt every 256 x 128 cycles wakes the core from power-save
   SLEEP, as the SHAH's program waits for its keys; the handler counts, and
   the main loop adds up what it sees between sleeps. */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <stdint.h>

volatile uint16_t ticks;
volatile uint16_t wakes;

ISR(TIMER2_OVF_vect) { ++ticks; }

int main(void) {
  CLKPR = _BV(CLKPCE);
  CLKPR = 0;
  TCCR2A = 0;
  TCCR2B = _BV(CS22) | _BV(CS20); /* clk/128 */
  TIMSK2 = _BV(TOIE2);
  set_sleep_mode(SLEEP_MODE_PWR_SAVE);
  sei();
  while (ticks < 40) {
    sleep_enable();
    sleep_cpu();
    sleep_disable();
    ++wakes;
  }
  cli();
  GPIOR0 = (uint8_t)ticks;
  GPIOR1 = (uint8_t)wakes;
  for (;;) {
  }
}
