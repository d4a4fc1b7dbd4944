// cudagen 0.1 seed 1179 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,default_args,main,constexpr_var,enum_class,typedef,using_alias,if,for,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define WARPS_2 4
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 26
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 8

__host__ __device__ int accum6(int *acc7, int lane8 = 0) {
  acc7[lane8]--;
  lane8 = lane8;
  --lane8;
  for (int it9 = 0; it9 < lane8; it9++) {
    lane8 = (1268 - it9) - TUNE_5;
  }
  lane8 = sizeof(float) * lane8;
  return *acc7;
}

template <class T, int N>
__global__ void scale10_kernel(const T *__restrict__ input11, signed char p12, double a13) {
  accum6(nullptr);
  ++a13;
}

template <class T, int N = 5>
__global__ void update14_kernel(T b15, const unsigned int *in16, T *buf17) {
  (*buf17) = accum6((int*)nullptr, 072 * (in16[2] * (*buf17)));
  T r18 = 28;
  accum6(nullptr, b15);
  accum6(nullptr, (r18 += in16[2], (62 + r18)));
  b15++;
  unsigned y19 = *buf17;
}
typedef double real20_t;
using idx21_t = unsigned short;
enum class Level22 : unsigned char { Add23, Red24 };

__global__ void bias25_kernel(int len26, int count27, unsigned int *data28) {
  int cnt29 = (((CAT_3(len, 26) % 15L) >= 59) ? (1093 >> count27) : 13) * 'a';
  len26 = count27;
  if (*data28) {
    return;
  }
  Level22 e30 = Level22::Add23;
}

__global__ void combine31_kernel(long *buf32) {
  --(*buf32);
  Level22 f33 = Level22::Red24;
}

static __global__ void __maxnreg__(32) grow34_kernel(int count35, float alpha36, int len37) {
  --len37;
  count35 = len37;
  accum6((int*)nullptr);
}

int main() {
  int count38 = 1456;
  auto op43 = [=](float stride39, int idx40) mutable -> long long {
    for (int i41 = 0; i41 < (4); ++i41) {
      float *hi42 = nullptr;
      accum6((int*)nullptr, idx40 - stride39);
    }
    return -count38;
  };
  op43(CAT_3(count, 38), count38);
  double u44 = count38 * (accum6((int*)nullptr) + sizeof(float));
  grow34_kernel<<<(16), TILE_DIM_1 + 120, 0>>>(u44, accum6(nullptr), 47 - (count38 * TUNE_5));
  u44--;
  scale10_kernel<long, ((WARPS_2 + 4))><<<dim3((TUNE_5 + (WARPS_2 + 2))), (TILE_DIM_1 + (WARPS_2 + (WARPS_2 + 16))) * 16>>>(nullptr, 38, accum6(nullptr) ? (u44 - 20.25) : (count38 >> count38));
  update14_kernel<<<dim3((count38 + 127) / 0b10000000, (count38 + 255) / 256), 0b100000 * WARPS_2>>>(count38, nullptr, (int*)nullptr);
  bias25_kernel<<<WARPS_2 + 034, dim3((count38 + 037) / 32, (count38 + 0b11111111) / 256), (TUNE_5 + (TILE_DIM_1 + 990))>>>(count38, (count38 += 16, sizeof(unsigned long)), nullptr);
  return 0;
}
