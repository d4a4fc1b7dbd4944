// cudagen 0.2 seed 194 valid headers
// features: kernel,kernel_static,kernel_from_macro,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,constant_var,auto_var,for,do_while,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_c,macro_function,pp_ifdef,pp_undef,conversion_operator,nttp_dependent_type,enable_if,partial_specialization,explicit_specialization,if_constexpr,type_traits,sfinae,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cuda/std/array>
#include <cuda/std/functional>

#define HALF_1(x) ((x) / 2)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 63
#endif
#undef TUNE_3
#define TUNE_3 12
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <bool B, typename T = void> struct EnableIf6 {};
template <typename T> struct EnableIf6<true, T> { using type = T; };
template <typename T> struct IsSmall7 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf6<IsSmall7<T>::value, int>::type = 0>
__device__ int narrow5(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf6<!IsSmall7<T>::value, int>::type = 0>
__device__ int narrow5(T v) { return static_cast<int>(v) + 2; }
struct Ratio8 {
  double v;
  __host__ __device__ operator double() const { return v; }
};
__host__ __device__ double convert9(double x) {
  Ratio8 m{x};
  double plain = m;
  return plain + static_cast<double>(m) * 2;
}

static __global__ void relax10_kernel(float *buf11, int *acc12) {
  auto off13 = HALF_1(*acc12);
  (void)off13;
  auto x14 = ceilf(cosf(5 - (*buf11)));
  (void)x14;
  ceilf(floorf(buf11[0x7]));
}
__constant__ unsigned int c_grow15 = 54;
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_16(map_fuse17, int)
template <typename T> struct IsReal19 { static constexpr bool value = false; };
template <> struct IsReal19<float> { static constexpr bool value = true; };
template <> struct IsReal19<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify18(T v) {
  if constexpr (IsReal19<T>::value) {
    return static_cast<int>(v * 6);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

static void run_shade20(int stride21, long long a22) {
  stride21--;
  for (int n23 = 0; n23 < stride21; n23++) {
    dim3 sum24(TUNE_3 + (TUNE_3 + 0x28), 1);
    (void)sum24;
  }
  stride21 = (a22 += a22, expf(convert9(a22)));
}

int main() {
  int size25 = 3102;
  size25++;
  int pass26 = 0;
  do {
    cudaEvent_t start27, stop28;
    cudaEventCreate(&start27);
    cudaEventCreate(&stop28);
    cudaEventRecord(start27);
    cudaEventRecord(stop28);
    cudaEventSynchronize(stop28);
    float ms29 = 0.0f;
    cudaEventElapsedTime(&ms29, start27, stop28);
    cudaEventDestroy(start27);
    cudaEventDestroy(stop28);
    size25 = 25;
    ++pass26;
  } while (pass26 < size25);
  relax10_kernel<<<(size25 + 0x1f) / 32, TUNE_3 + (TUNE_3 + 8)>>>((float*)nullptr, (int*)nullptr);
  map_fuse17<<<0x40, (TUNE_3 + 500)>>>((int*)nullptr, size25);
  return 0;
}
