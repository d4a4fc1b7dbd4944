// cudagen 0.1 seed 1736 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_shared_mem,device_function,device_template_function,host_function,main,host_global,constexpr_var,struct,struct_methods,operator_overload,using_alias,if,for,ternary,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,pp_ifdef,pp_if
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 36
#endif

#if TUNE_2 == 15
#define CONFIG_3 3
#else
#define CONFIG_3 25
#endif

template <typename T>
__global__ void __launch_bounds__(32) combine4_kernel(const T* in5, int count6, T* acc7) {
  acc7[count6] = count6 ? (7.625F - (in5[count6] * count6)) : count6;
  int k8 = -39;
  double diff9 = (*acc7) * (10.125f + k8) * (-k8);
}
using idx10_t = unsigned long long;

struct Tile11 {
  long long id12;
  float hi13;
  long long sum14, mass15;
  __host__ __device__ long long bump16(long r17) const {
    return (long long)sum14;
  }
  __host__ __device__ long long reset18(float r19) const {
    return +((id12 < 0b11000) ? id12 : 40);
  }
};

__host__ __device__ Tile11 operator+(Tile11 a, Tile11 b) {
  Tile11 r = a;
  r.id12 += b.id12;
  r.hi13 += b.hi13;
  r.sum14 += b.sum14;
  r.mass15 += b.mass15;
  return r;
}

struct Tile20 {
  bool weight21;
  int id22;
  float count23;
  long y24;
};

inline __host__ __device__ Tile20 operator+(Tile20 a, Tile20 b) {
  Tile20 r = a;
  r.id22 += b.id22;
  r.count23 += b.count23;
  r.y24 += b.y24;
  return r;
}
static float g_lerp25;

template <class T, typename U>
__device__ float sweep26(T q27, long b28, unsigned int a29) {
  if (a29 >= a29) {
    return (a29 * a29);
  }
  ++a29;
  return 3362ul / (b28 * a29);
}

double split30(int lane31, const int* in32, const int* in33) {
  combine4_kernel<<<(lane31 + 255) / 256, (TUNE_2 + (CONFIG_3 + 46)), 0>>>(reinterpret_cast<const double*>(in33), 49UL, (double*)nullptr);
  if (*in32) {
    return 40u;
  }
  for (int j34 = 0; j34 < lane31; j34++) {
    ++lane31;
    combine4_kernel<<<8, sizeof(unsigned int) * 8>>>(reinterpret_cast<const long*>(in32), 1207UL, (long*)nullptr);
    lane31 = (!(!in33)) ? ((j34 - j34) * ((*in33) + 16)) : j34;
  }
  return (CONFIG_3 + (in33[lane31] + g_lerp25)) - ((41ul - g_lerp25) + float(lane31));
}

void host_filter35(int* dst36) {
  if (g_lerp25 >= 44) {
    return;
  }
  unsigned int t37 = 19U % (dst36[5] - (*dst36));
  combine4_kernel<float><<<(t37 + 127) / 128, sizeof(int) * 128, sizeof(float) * 32>>>(reinterpret_cast<const float*>(dst36), 4'604 + g_lerp25 + t37, reinterpret_cast<float*>(dst36));
  (*dst36) = *dst36;
  if ((g_lerp25 == 41) && (g_lerp25 >= g_lerp25)) {
    return;
  }
  Tile11 lo38 = {-50, 47, 6LL, 55};
  --t37;
}

int main() {
  int size39 = 1018;
  float acc40 = split30(float(split30(CONFIG_3, (const int*)nullptr, nullptr)), (const int*)nullptr, nullptr);
  combine4_kernel<<<(size39 + 63) / 64, 0b1000000, 0>>>((const int*)nullptr, split30(size39, nullptr, nullptr) - split30(size39, nullptr, nullptr), (int*)nullptr);
  combine4_kernel<<<(size39 + 31) / 32, TUNE_2 + (CONFIG_3 + 46)>>>((const float*)nullptr, split30(g_lerp25, nullptr, nullptr), (float*)nullptr);
  return 0b0;
}
