// cudagen 0.1 seed 1110 valid
// features: kernel,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_array,constant_array,shared_var,shared_2d,constexpr_var,local_array,const_local,enum_class,namespace,if,while,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 5
#define BLOCK_SIZE_2 5
#define WARPS_3 16
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b

namespace kern6 {
__device__ float d_march7[32];

__global__ void __maxnreg__(32) apply8_kernel(const int *__restrict__ coef9, float *__restrict__ acc10) {
  const unsigned char *prod11 = reinterpret_cast<const unsigned char*>(coef9);
  int *m12 = reinterpret_cast<int*>(acc10);
  const int cnt13 = 24ul;
  (*m12) &= BLOCK_SIZE_2;
}
} // namespace kern6

__global__ void __launch_bounds__(TILE_DIM_1 + 1'019) sweep14(int *buf15, int n16, double beta17, int *buf18) {
  unsigned int *x19 = reinterpret_cast<unsigned int*>(buf15);
  beta17++;
}
enum struct Op20 : short {
  Add21,
  Low22,
  Low23,
  High24,
  Fast25 = 5
};
__constant__ long long c_sweep26[8] = {18ull, -41, 4, -14, 18u, 1'255L, 2u, 40};

__global__ void tile27_kernel(unsigned *buf28, int stride29, const long *__restrict__ input30) {
  int res31 = 43ul;
  switch (c_sweep26[res31] * stride29) {
  case 1:
    break;
  case 2 * 4:
    break;
  case (6):
    stride29 += 3759;
    break;
  case BLOCK_SIZE_2 + 7:
    break;
  default:
    stride29 >>= 8 + c_sweep26[stride29];
    break;
  }
  res31 = input30[0b1] - res31;
  static_assert(((TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 4))) * 3) > 56);
  unsigned int off32 = (TILE_DIM_1 + (*input30));
}

extern "C" __global__ void kick33(Op20 q34) {
  __shared__ float sh_35[4][3];
  q34 = Op20::High24;
  kern6::d_march7[24] = 14;
  double m36[6] = {};
}

int main(void) {
  int len37 = 05463;
  int pass38 = 0;
  while (pass38 < len37) {
    dim3 stride39((8), 1 << (TILE_DIM_1 + 2));
    ++pass38;
  }
  len37 = 28;
  if (sizeof(long) > len37)
    return 1UL;
  len37 %= sizeof(double);
  len37 %= len37;
  kern6::apply8_kernel<<<(BLOCK_SIZE_2 + 11) * 2, sizeof(int) * (BLOCK_SIZE_2 + 11), sizeof(int) * 1024, (cudaStream_t)0>>>(nullptr, nullptr);
  sweep14<<<dim3((len37 + 127) / 0b10000000), (128), sizeof(float) * 0b100000, (cudaStream_t)0>>>(&len37, (10 * pass38) + alignof(int), pass38, nullptr);
  tile27_kernel<<<dim3(TILE_DIM_1 + (BLOCK_SIZE_2 + 54), (len37 + 0377) / 256), (512), 64 * (TILE_DIM_1 + 11)>>>((unsigned int*)nullptr, pass38, nullptr);
  return 0;
}
