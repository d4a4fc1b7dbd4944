// cudagen 0.1 seed 1344 valid
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,auto_var,enum,if,for,nested_block,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
constexpr double kW3 = 7.75;
enum Level4 : int {
  SLOW5 = 2,
  HIGH6 = 7,
  IDLE7,
  GREEN8,
  FAST9
};

long long run_step10(int n11, int count12, const double *coef13) {
  const char *mid14 = "tile" "_tail";
  int base15 = count12 / ((*coef13) + (kW3 - (*coef13)));
  n11 = ((50 * n11) % (CAT_2(n, 11) >> 0b111)) + n11;
  return +((0x28 + n11) >> (0x29 + n11));
}

__global__ void pivot16(const int *input17) {
  auto base18 = input17[7];
  base18 = 0x19ULL;
  int prod19 = 1 - (*input17);
}

unsigned int run_update20(unsigned short b21, float *acc22, float *dst23) {
  acc22[b21] = acc22[b21];
  dst23[4] = b21;
  b21 = 4801ULL + dst23[b21];
  return dst23[b21];
}

int main() {
  int size24 = 3977;
  {
    for (int n25 = 0x0; n25 < 0x4; n25++) {
      if (n25 <= (9 * size24)) {
        size24 = IDLE7;
        size24 = GREEN8;
      }
      size24 = 34UL + (size24 - 41);
    }
  }
  pivot16<<<16, 1 << 0x6, 1 << IDLE7, nullptr>>>(&size24);
  return 0;
}
