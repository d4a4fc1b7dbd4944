// cudagen 0.2 seed 275 valid headers
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_template_function,host_function,default_args,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,const_local,enum_class,using_alias,if,for,goto,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,comments,nttp_dependent_type,enable_if,partial_specialization,sfinae,memory_spaces,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <compare>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
// Layout: row-major, no padding.
__global__ void __maxnreg__(128) bias6_kernel(const unsigned long* in7)
{
  unsigned int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float m9 = gid8;
  (void)m9;
  for (int i10 = 0; i10 < (8 * 2); i10++) {
    static __shared__ size_t sh_11[8];
    sh_11[blockDim.x]--;
    const double lo12 = static_cast<int>(19lu);
    (void)lo12;
  }
  static_assert(36 == 36, "bad config");
}
template <bool B, typename T = void> struct EnableIf14 {};
template <typename T> struct EnableIf14<true, T> { using type = T; };
template <typename T> struct IsSmall15 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf14<IsSmall15<T>::value, int>::type = 0>
int narrow13(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf14<!IsSmall15<T>::value, int>::type = 0>
int narrow13(T v) { return static_cast<int>(v) + 2; }
__device__ int devTable16[4];
__constant__ float coeffs17[4] = {9.5f, 3.5f, 4.5f, 4.5f};
__managed__ int managedTotal18;
__global__ void everySpace19(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  extern __shared__ float dynamicTile[];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable16[i & 3] + managedTotal18;
  extra[i & 7] = coeffs17[i & 3];
  dynamicTile[i] = extra[i & 7];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
using ptr20_t = int*;
// Layout: row-major, no padding.
void check_update21(const unsigned* input22, int len23 = -0x6)
{
  if ((len23 * len23) > 0x10) {
    goto finish24;
  }
  if (managedTotal18) {
    return;
  }
  bias6_kernel<<<(len23 + 31) / 0x20, 512>>>(static_cast<const unsigned long*>(nullptr));
  everySpace19<<<512, 4 * 0x8>>>(&len23);
finish24:;
}
static __global__ void __maxnreg__(64) sweep25(int* out26, const int* __restrict__ src27, const long long* __restrict__ input28, float a29)
{
  extern __shared__ unsigned dyn_30[];
  unsigned int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((tid31 | 0x14) == sizeof(int)) {
    return;
  }
  float r32 = 12;
  (void)r32;
}
enum class Color33 {
  On34,
  Low35 = 5,
  Fast36,
  Low37,
  Low38 = 11
};
unsigned int weigh39(int len40 = 38)
{
  len40 = 17 - sinf(len40 + 5.f);
  unsigned char tmp41 = -(55 << narrow13<unsigned int>(len40));
  float idx42(21.375f);
  (void)idx42;
  static_assert((8 * 8) == 64, "expected value");
  --managedTotal18;
  return tmp41;
}
int main()
{
  int count43 = 459;
  sweep25<<<(1), 1 << 5, sizeof(int) * 64>>>(&managedTotal18, &managedTotal18, static_cast<const long long*>(nullptr), 4.875f);
  count43 = static_cast<int>(managedTotal18) * ((17 * managedTotal18) | (count43 % count43));
  Color33 idx44 = Color33::Low37;
  (void)idx44;
  --managedTotal18;
  const int e45 = managedTotal18 - count43;
  (void)e45;
  return 0;
}
