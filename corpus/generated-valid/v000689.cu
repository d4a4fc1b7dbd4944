// cudagen 0.1 seed 689 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,if,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define RADIUS_2 (0x10 * (16))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

unsigned short check_decay8(int count9, unsigned char *out10, int n11) {
  n11 = (out10[1] == count9) ? n11 : count9;
  if (static_cast<float>(out10[4]) <= CAT_7(count, 9)) {
    return 39u + (*out10);
  }
  out10[0b1] = 47;
  int pass12 = 0x0;
  do {
    ++out10[0];
    n11 |= 5 * CAT_7(pass, 12);
    ++pass12;
  } while (pass12 < pass12);
  return 1419UL << n11;
}

__global__ void __maxnreg__(64) grow13(long q14, int *data15, const int *input16) {
  unsigned tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid17 >= q14) {
    return;
  }
  ++q14;
  if ((*input16) >= 30) {
    return;
  }
  (*data15) |= input16[tid17];
}

inline unsigned run_sift18(int *dst19, unsigned int *acc20) {
  if (static_cast<float>(dst19[1]) < 49L) {
    return check_decay8(RADIUS_2, nullptr, sizeof(int));
  }
  grow13<<<2 * 0b10, 256, sizeof(double) * 32, 0>>>(acc20[3] * check_decay8(-23, nullptr, NUM_ITERS_1), dst19, dst19);
  acc20[5] *= dst19[3];
  if (check_decay8(*acc20, nullptr, dst19[7]) < (*dst19)) {
    return check_decay8(59, nullptr, 22);
  }
  acc20[2] += (MAX2_3(dst19[3], *dst19) * check_decay8(acc20[0], nullptr, 22)) - (acc20[6]);
  return acc20[2] - 4275;
}

int main() {
  int count21 = 2142;
  ++count21;
  count21 %= sizeof(int);
  run_sift18(static_cast<int*>(nullptr), nullptr);
  count21 &= 0x2DULL;
  count21 = 0x31 * ((count21 * count21) | ((short)count21));
  return 0;
}
