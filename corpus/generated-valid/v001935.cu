// cudagen 0.1 seed 1935 valid
// features: kernel,launch_bounds,grid_constant,launch,launch_dim3,device_function,main,shared_var,constexpr_var,struct,class_private,enum,compound_assign,bitwise,incdec,pointer_arith,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 256
#define CHUNK_2 32
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 18
#endif
enum Mode7 { SLOW8, HIGH9 = 6, FAST10, BLUE11 };

__device__ int shade12(int lane13, int count14) {
  __shared__ float sh_15;
  sh_15 /= (double(lane13) + TWICE_PLUS_3(count14, lane13)) * count14;
  lane13 = sh_15;
  count14 = ((37lu * count14) - TILE_DIM_1) + count14;
  count14 -= 21UL * lane13;
  return (count14);
}

class Acc16 {
  unsigned hi17;
public:
  __host__ __device__ Acc16(unsigned c18) : hi17(c18) {}
  __host__ __device__ unsigned mix19(size_t t20) const {
    t20--;
    return hi17;
  }
  __host__ __device__ void total21(char f22) {
    f22 |= f22 * f22;
  }
};

__global__ void __launch_bounds__(0x4 * 0b1000) clamp23_kernel(__grid_constant__ const Acc16 a24, int stride25, size_t *data26, int n27) {
  n27 |= 16U;
  Mode7 diff28 = BLUE11;
  Mode7 flag29 = SLOW8;
  data26[7] /= *data26;
}

int main(void) {
  int n30 = 1449;
  unsigned v31 = n30;
  Acc16 m32(n30);
  constexpr long long res33 = 30;
  clamp23_kernel<<<TUNE_6 + 244, dim3((BLUE11 + 0xF8), 0b1)>>>(Acc16(60U), (m32.mix19(4)), nullptr, TWICE_PLUS_3(v31, res33) / (-n30));
  return 0;
}
