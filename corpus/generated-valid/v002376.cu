// cudagen 0.1 seed 2376 valid
// features: kernel,launch,host_function,main,constexpr_var,do_while,static_assert,ternary,bitwise,shift,comparison,incdec,lit_int_hex,lit_char,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 5
#define CHUNK_2 (128)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 55
#endif
#if (CHUNK_2 * 2) >= 13 && CHUNK_2 != 0
#define CONFIG_6 2
#else
#define CONFIG_6 30
#endif
constexpr unsigned int TILE7 = 1 << 5;
void pack8(int lane9, int lane10, float q11) {
  int e12 = (33 >> ((q11 <= TUNE_5) ? TILE7 : lane9)) & (14 ^ lane10);
  int w13 = 0x0;
  do {
    e12 = (((lane10) != lane9) ? q11 : WARPS_1) + (+lane10);
    --e12;
    ++w13;
  } while (w13 < 10);
  long stride14 = w13;
}
__global__ void pack15(int lane16) {
  float k17{static_cast<float>(TILE7)};
  float flag18(7);
}
int main() {
  int len19 = 900;
  pack15<<<(len19 + 255) / 256, CHUNK_2 + CHUNK_2>>>(sizeof(float));
  static_assert(sizeof(int) == 4);
  len19 = 'a';
  return 0;
}
