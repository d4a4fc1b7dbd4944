// cudagen 0.1 seed 1082 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,static_local,enum,using_alias,if,if_else,if_init,for,ternary,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
enum Phase5 {
  OFF6,
  SLOW7,
  ON8,
  FAST9,
  BLUE10
};
using ptr11_t = unsigned char*;
__global__ void kick12(int len13, size_t *data14) {
  for (int j15 = 0; j15 < len13; j15++) {
    len13++;
    size_t *t16 = data14;
  }
  len13++;
  len13 = (data14[len13]) - 15;
}
unsigned int run_smooth17(int n18, int count19) {
  kick12<<<SLOW7 + 7, 0b1 << (SLOW7 + (SLOW7 + 5))>>>(n18, nullptr);
  n18 = (16UL * n18 * count19) + BLUE10;
  return n18;
}
int main() {
  int count20 = 2648;
  int u21 = run_smooth17(CAT_4(count, 20), MAX2_1(count20, 11)) * 7;
  if (int y22(static_cast<int>(u21 << 6) / static_cast<int>(count20)); run_smooth17(run_smooth17(16, '\\'), -0b110101) <= MAX2_1(u21, sizeof(double))) {
    kick12<<<dim3((y22 + 255) / 256), 64, 0, 0>>>(((int)3136) + run_smooth17(u21, CAT_4(count, 20)), (size_t*)nullptr);
  } else if (static int hi23 = 0b11100; run_smooth17(-32, hi23) >= (59 + hi23)) {
    run_smooth17((hi23 + CAT_4(hi, 23)) << hi23, u21);
  } else if ((('\n' == u21) ? 152 : FAST9) == u21) {}
  return 0;
}
