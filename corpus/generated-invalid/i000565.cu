// cudagen 0.1 seed 565 invalid:macro_too_many_args
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,enum_class,namespace,if,goto,nested_block,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

#define SCALE_61(a, b) ((a) * (b))
#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
enum class Axis3 { Red4, On5 };
enum class Op6 : int { On7, Red8 = 4, Fast9, Blue10 = 9 };
__constant__ float c_warp11[4] = {24.75F, 6.375f, 7, -19.25f};

__global__ void drift12_kernel(Axis3 a13, int *out14) {
  if ((out14[5] & (*out14)) < c_warp11[3]) {
    goto out15;
  }
  out14[0] += *out14;
  a13 = Axis3::On5;
out15:;
}

__host__ __device__ void count16(unsigned short q17, int len18, int stride19) {
  len18 = ((stride19) / 17u) + (q17 + (stride19 - 60));
  Op6 lim20 = Op6::Fast9;
  {
    double u21 = q17;
    Axis3 diff22 = Axis3::Red4;
  }
  len18++;
}

namespace impl23 {
__device__ __host__ int filter24(int *__restrict__ buf25) {
  auto idx26 = *buf25;
  float v27 = (idx26);
  v27 -= 48U * v27;
  idx26 = 60;
  Axis3 acc28 = Axis3::Red4;
  long s29 = (+(idx26 / v27)) - (27lu + (v27 + 42));
  unsigned f30{49};
  return s29;
}

template <class T>
__global__ void __launch_bounds__((64)) score31(const T *__restrict__ src32, size_t alpha33, unsigned char *data34, T cfg35) {
  T lim36 = (*data34) % (21UL * (*data34));
  --data34[7];
  int h37[7]{-43, 64, static_cast<int>(42), 1, 50, -10, 5};
  const T val38 = data34[alpha33 & 7] % (static_cast<unsigned char>(26) - alpha33);
}

long check_blend39(double p40, size_t cfg41) {
  cfg41 = 26u;
  if (32 <= (cfg41))
    return static_cast<int>(p40 + (-0));
  return (3 * cfg41) - cfg41;
}
} // namespace impl23

__global__ void __maxnreg__(32) blend42_kernel(float *__restrict__ data43, int len44, double *__restrict__ data45, const float *src46) {
  if (static_cast<unsigned long long>(*data43) <= c_warp11[2]) {
    goto skip47;
  }
  (*data45) = src46[len44];
  --len44;
skip47:;
}

template <typename T, int N = 1>
__global__ void warp48_kernel(T *__restrict__ acc49, const char *coef50, int len51) {
  extern __shared__ unsigned long long dyn_52[];
  --dyn_52[len51];
  const double e53 = (48 % (dyn_52[len51 & 7] + N)) * ((6 - len51) << (30 ^ (*coef50)));
  T k54 = N;
  bool v55 = (dyn_52[3] << coef50[6]) > N;
  float hi56[8]{static_cast<float>(N), 21.0f, 4.625F, 28, 7.0f, 8.f, float(9.625F), 3.375F};
  T hi57(3 & (dyn_52[3] + 58));
}

int main() {
  int len58 = 1773;
  len58 = SCALE_61(len58, 2, 3);
  len58 = static_cast<float>(float(len58));
  Axis3 off59 = Axis3::On5;
  drift12_kernel<<<dim3(256 * 2, 1 << 2), dim3((32), (len58 + 255) / 256, (4)), 0>>>(Axis3::On5, static_cast<int*>(nullptr));
  dim3 acc60((len58 + 127) / 128);
  impl23::score31<float><<<acc60, 32, (1'024)>>>((const float*)nullptr, len58, static_cast<unsigned char*>(nullptr), (2.25f + len58) * (~len58));
  blend42_kernel<<<dim3((len58 + 31) / 32, 256), acc60, 4096, (cudaStream_t)0>>>(nullptr, (len58), nullptr, nullptr);
  warp48_kernel<unsigned int, 1><<<dim3(2, (8), (len58 + 31) / 32), 32 * 8, sizeof(float) * 64>>>((unsigned*)nullptr, nullptr, len58 | (len58 * len58));
  return 0;
}
