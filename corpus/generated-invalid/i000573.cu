// cudagen 0.1 seed 573 invalid:assignment_in_condition
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,local_array,enum_class,if,while,switch,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum class Color5 { Red6, Low7 };
enum class State8 : short { Mul9, On10, Off11 };
/* Returns the accumulated value. */

__global__ void merge12_kernel(char* acc13, long long* __restrict__ acc14) {
  switch ((acc13[3] & 1) ? 1 : acc14[5]) {
  case 8:
    break;
  case 0b110:
    break;
  case 2:
    break;
  case 5:
    break;
  }
  double mid15 = (((acc13[2] == 45) ? acc14[5] : acc13[5]) != ((~(*acc13)) + MIN2_1(acc13[0], acc14[2]))) ? (MIN2_1(*acc13, acc14[5]) + (acc13[2] % (*acc14))) : (23ul | ((int)(*acc13)));
  switch (static_cast<unsigned char>(acc13[0])) {
  case 0x9: {
    double w16 = (*acc14) + mid15;
    break;
  }
  default: {
    double m17 = 14.625;
    break;
  }
  }
  unsigned char sum18[4] = {255, 14, ' ', 0x28};
  sum18[2] ^= (mid15 += -12.25, 142);
}

int run_tile19(int* data20) {
  int w21 = 0x0;
  if (((data20[7] - 4517) & 1)) {
    goto out22;
  }
  while ((w21 < 4) && (w21 > 31)) {
    data20[w21] |= 0x26;
    merge12_kernel<<<dim3(sizeof(int) * 0x8), dim3(1), 0>>>(nullptr, reinterpret_cast<long long*>(data20));
    ++w21;
  }
  if ((!data20) || ((*data20) != w21)) {
    data20[0x7]++;
    (data20[0x5]--, (data20[1] += static_cast<float>(w21) + (16lu & ((*data20) - data20[0]))));
  }
out22:;
  return data20[0b110] & (data20[4] += data20[3], (data20[w21 & 7] & w21));
}

int main(void) {
  int n23 = 3311;
  if (n23 = 3) {
      ++n23;
  }
  unsigned long flag24 = (n23 += 0b1000l, ((n23 + 25) - (n23 + n23)));
  --flag24;
  return 0;
}
