// cudagen 0.1 seed 2103 valid
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,if,for,range_for,while,static_assert,compound_assign,bitwise,logical,comparison,address_of,array_index,call,lit_int_hex,lit_int_suffix,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define RADIUS_2 128
#define CHUNK_3 256
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 48
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 12

__global__ void tile8(int n9) {
  unsigned int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid10 >= n9) {
    return;
  }
  __shared__ float sh_11[256];
  for (auto t12 : sh_11) {
    n9 |= -0x30L;
  }
  for (int n13 = 0x0; n13 < n9; n13++) {
    int* stride14 = &n9;
  }
  int s15 = sh_11[n9 & 0xFF];
}
static_assert((BLOCK_SIZE_1 + (0x8 * 0x4)) == 44, "tile must fit");

constexpr int check_drift16(int n17) {
  n17 &= n17;
  unsigned char acc18 = n17;
  return n17 + (45l / n17);
}

int main() {
  int n19 = 3017;
  tile8<<<16, (BLOCK_SIZE_1 + 0x14)>>>(0x35);
  if (check_drift16(n19) == 21) {
    return CHUNK_3 % (n19);
  }
  int iter20 = 0x0;
  while ((iter20 < n19) && ((0x10 <= n19) && (n19 >= n19))) {
    check_drift16((~n19));
    check_drift16(-(iter20 * n19));
    ++iter20;
  }
  return 0;
}
