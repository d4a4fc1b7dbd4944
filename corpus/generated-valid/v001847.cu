// cudagen 0.1 seed 1847 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constant_array,host_global,if,range_for,goto,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_escape,lit_nullptr,sizeof,lambda,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
int g_fold3[] = {60, '#'};
__constant__ float c_accum4[2] = {9.F, 500e-3F};

static int count5(int lane6, int stride7) {
  auto lam11 = [](int tmp8, int w9) -> int {
    cudaStream_t x10 = nullptr;
    w9 %= (-(w9 ? CAT_2(w, 9) : CAT_2(w, 9))) % sizeof(float);
    return g_fold3[w9];
  };
  if ((lane6 <= stride7) || (lane6 != g_fold3[1])) {
    goto skip14;
  }
  lam11(stride7, CAT_2(stride, 7));
  {
    for (auto sum12 : g_fold3)
      sum12 %= sum12;
    unsigned char tmp13 = 0b10101;
  }
  if (6 > (stride7 * 0x7))
    return -7;
skip14:;
  return 0b1110u;
}

__global__ void count15(bool a16, const size_t *input17, int *dst18, int *buf19) {
  if (63 >= (buf19[0] + sizeof(unsigned))) {
    goto skip20;
  }
  if (!input17)
    return;
  if (27 > ((c_accum4[1] != c_accum4[1]) ? buf19[0] : c_accum4[1]))
    return;
  (*buf19)++;
skip20:;
}

int main() {
  int n21 = 0x803;
  ++g_fold3[1];
  g_fold3[0] *= g_fold3[1];
  count15<<<1, dim3((n21 + 255) / 0x100, 0b1 << 3, (n21 + 127) / 128), sizeof(float) * 64, nullptr>>>(((n21 > g_fold3[n21]) ? g_fold3[n21] : (065 + n21)) >= (n21 * g_fold3[n21]), nullptr, g_fold3, g_fold3);
  return 0;
}
