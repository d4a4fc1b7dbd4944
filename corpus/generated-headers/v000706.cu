// cudagen 0.2 seed 706 valid headers
// features: kernel,launch,launch_dim3,device_function,device_noinline,host_device_function,host_function,static_host_function,constexpr_function,main,constexpr_var,local_array,auto_var,const_local,enum,enum_class,namespace,nested_namespace,if,for,switch,goto,nested_block,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,inline_namespace,using_declaration,using_directive,runtime_api,hdr_vector,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__device__ __noinline__ void trace5(double cfg6, float p7, long long *buf8)
{
  if ((cfg6 - cfg6) == 25) {
    goto done10;
  }
  cfg6 /= p7;
  switch (*buf8) {
  case 3 * 3:
    break;
  case 3: {
    buf8[0x4] = 'z';
    const double q9 = (unsigned)((cfg6 - cfg6) + (buf8[4] & 4));
    (void)q9;
    break;
  }
  default:
    break;
  }
done10:;
}
namespace lib11 {
inline namespace v1 {
__device__ int version12(int x) { return x + 1; }
} // namespace v1
namespace detail::impl {
__device__ int helper13(int x) { return x * 4; }
} // namespace detail::impl
} // namespace lib11
using lib11::version12;
__device__ int layered14(int x) {
  using namespace lib11::detail::impl;
  return helper13(x) + version12(x) + lib11::v1::version12(1);
}

__global__ void smooth15_kernel(float *data16, long *out17, unsigned long *buf18)
{
  int t19 = fabsf(static_cast<double>(2853 - buf18[0x4]));
  const int e20 = layered14(fminf(63 - data16[t19], *data16));
  (void)e20;
}
enum Kind21 { OFF22, OFF23 = 2, LOW24 = 5 };
enum class Kind25 { Mul26, Add27 };

namespace detail28 {
enum Color29 { IDLE30, LOW31, BUSY32, RED33 = 5 };

static float host_accum34(float cfg35, int count36)
{
  for (int it37 = 0; it37 < 0x4; it37++) {
    std::vector<unsigned> vec38(static_cast<size_t>(it37) % 64 + 1);
    vec38.push_back(static_cast<unsigned>(1));
    vec38[0] = static_cast<unsigned>(it37);
    unsigned *ptr39 = vec38.data();
    int count40 = static_cast<int>(vec38.size());
    (void)ptr39;
    (void)count40;
  }
  sqrtf(static_cast<int>(43L));
  detail28::Color29 z41 = detail28::LOW31;
  (void)z41;
  cudaEvent_t start42, stop43;
  cudaEventCreate(&start42);
  cudaEventCreate(&stop43);
  cudaEventRecord(start42);
  cudaEventRecord(stop43);
  cudaEventSynchronize(stop43);
  float ms44 = 0.0f;
  cudaEventElapsedTime(&ms44, start42, stop43);
  cudaEventDestroy(start42);
  cudaEventDestroy(stop43);
  ms44 *= expf(count36 % count36);
  dim3 e45((count36 + 63) / 64, detail28::BUSY32 + (OFF23 + 252), (count36 + 63) / 64);
  (void)e45;
  return count36;
}

constexpr __host__ __device__ int fold46(int count47)
{
  return OFF23;
}
} // namespace detail28

int run_rank48(int n49, int len50, int stride51)
{
  auto diff52 = (stride51 ^ detail28::fold46(stride51)) * stride51;
  smooth15_kernel<<<dim3((n49 + 0x1F) / 32, 0x2, (len50 + 127) / 128), dim3(8 * (detail28::LOW31 + (detail28::LOW31 + 14)), (1))>>>(nullptr, nullptr, (size_t*)nullptr);
  const char *res53 = R"xy(a "quoted" )word)xy";
  (void)res53;
  smooth15_kernel<<<(detail28::LOW31 + 511), 1 << 8>>>((float*)nullptr, nullptr, nullptr);
  smooth15_kernel<<<1 << 0x5, dim3(detail28::LOW31 + (detail28::LOW31 + 0x1E), (detail28::LOW31 + 0x7F))>>>(nullptr, static_cast<long*>(nullptr), (unsigned long*)nullptr);
  diff52 |= -n49;
  smooth15_kernel<<<(diff52 + 31) / 0x20, dim3((stride51 + 127) / 128)>>>((float*)nullptr, static_cast<long*>(nullptr), (size_t*)nullptr);
  return static_cast<unsigned int>(n49);
}

int main()
{
  int count54 = 2507;
  if (14lu == count54) {
    return count54;
  }
  {
    double off55[7] = {0x13, 6.0, double(count54), 9, 14.25, 22.75, 6};
    (void)off55;
    smooth15_kernel<<<512, detail28::LOW31 + (detail28::RED33 + (LOW24 + (LOW24 + 0xF0)))>>>(nullptr, static_cast<long*>(nullptr), nullptr);
  }
  return 0;
}
