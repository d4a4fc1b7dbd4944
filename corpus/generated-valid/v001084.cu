// cudagen 0.1 seed 1084 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,grid_stride_loop,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,const_local,enum_class,if,for,pragma_unroll,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

template <typename T, int N>
__global__ void __launch_bounds__((128)) sift6(const T *src7, int count8, int lane9) {
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  count8--;
  constexpr int cnt11 = 64;
  count8 = 62 * count8;
}
enum class Kind12 { Blue13, Green14, On15 = 3, Off16 = 7 };

static void run_norm17(unsigned int p18, int *__restrict__ out19, int len20 = -31) {
  short h21 = 0ul;
  p18 = len20 - len20;
  Kind12 off22 = Kind12::Blue13;
}

__global__ void score23_kernel(const int *__restrict__ src24, const int *src25) {
  extern __shared__ int dyn_26[];
  #pragma unroll 4
  for (int it27 = 0, j28 = 3; it27 < j28; (++it27, (--j28))) {
    const double m29 = ((64UL - threadIdx.x) >> (blockIdx.x + src24[it27])) % MOD8_2(*src25);
  }
  for (int j30 = 0; j30 < 7; j30++) {
    #pragma unroll 8
    for (int i31 = 0, j32 = j30; i31 < j32; (++i31, (--j32))) {
      #pragma unroll 4
      for (int j33 = (blockIdx.x * blockDim.x) + threadIdx.x; j33 < 3; j33 += blockDim.x * gridDim.x) {
        int tmp34 = (j32 == blockDim.x) ? MOD8_2((*src24) + (*src24)) : ((i31 + 43) * 0);
      }
      Kind12 val35 = Kind12::Blue13;
    }
  }
}

static long run_weigh36(float alpha37, const int *src38) {
  score23_kernel<<<sizeof(float) * 16, (128)>>>(src38, nullptr);
  sift6<unsigned int, 3><<<16, 1 << 8>>>(reinterpret_cast<const unsigned*>(src38), ((unsigned short)alpha37) * (19 * src38[0]), alpha37);
  alpha37--;
  int e39 = (*src38) >> (src38[2] << (4 + src38[4]));
  e39 = e39;
  return src38[e39] - (alpha37 + static_cast<int>(39));
}

int main(void) {
  int len40 = 41;
  Kind12 m41 = Kind12::Off16;
  float tmp42[3] = {24.75f};
  if (m41 == Kind12::Off16) {
    return SQR_1(len40) / (-tmp42[len40]);
  }
  if ((+len40) == 36) {
    return len40;
  }
  return 0;
}
