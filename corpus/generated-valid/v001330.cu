// cudagen 0.1 seed 1330 valid
// features: kernel,launch_bounds,launch,builtin_vars,host_function,main,constant_array,constexpr_var,const_local,if,if_init,goto,shift,comparison,incdec,comma,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,cast_functional,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 18
#endif
__constant__ double c_warp5[4] = {23, 10.375, 4.0F, 47};
__constant__ unsigned long c_gather6[8] = {33, 0, 41, 33, 9, 43u, 0x16lu, '0'};
__host__ void run_tile7(int lane8) {
  float y9 = (.5f + MOD8_1(lane8)) * ((unsigned short)lane8);
  int diff10 = lane8;
  int w11 = 0x24;
  if ((lane8 + 7) > TUNE_4) {
    goto out12;
  }
  lane8 = lane8;
out12:;
}
__global__ void __launch_bounds__(0x20) kick13(int stride14, double beta15, int n16) {
  int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx17 >= stride14)
    return;
  constexpr char k18 = 33;
  if (n16 < (c_warp5[idx17] * 64)) {
    goto finish20;
  }
  if (k18 != (n16 += stride14, n16))
    return;
  if ((stride14 + (TUNE_4 * stride14)) >= gridDim.x) {
    beta15--;
    if (double y19 = 13.0; 26 >= c_gather6[7]) {
      if ((c_warp5[gridDim.x] - k18) > n16)
        return;
      beta15--;
    }
  }
finish20:;
}
int main() {
  int len21 = 2367;
  kick13<<<8, TUNE_4 + (TUNE_4 + (TUNE_4 + 0xCA))>>>(len21, len21, (35 + len21) << (TUNE_4 * len21));
  const float k22 = MOD8_1((long(len21 << len21)));
  if (const int res23 = ((len21 += k22, k22) * 2841) + k22; (k22 * 48) >= 'a') {
    if (46u >= (res23 << 7))
      return (len21 - 2984) * (TUNE_4 + len21);
  }
  const int e24 = len21 + len21;
  return 0;
}
