// cudagen 0.2 seed 925 valid headers
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,if,switch,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,macro_paste,pp_if,comments,nested_class,partial_specialization,if_constexpr,rdc_extern_device_var,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>

#define CHUNK_1 128
#define BLOCK_SIZE_2 128
#define SQR_3(x) ((x) * (x))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define CAT_5(a, b) a##b
#if (BLOCK_SIZE_2 * 2) >= 3 && BLOCK_SIZE_2 != 0
#define CONFIG_6 3
#elif BLOCK_SIZE_2 < 0
#error unreachable configuration
#else
#define CONFIG_6 10
#endif

static __global__ void __maxnreg__(32) grow7_kernel(int len8, int* dst9) {
  if (!dst9) {
    return;
  }
  len8++;
  if (dst9[len8 & 7] >= fminf(len8, 1.625f)) {
    len8 = cosf(((unsigned char)len8) + len8);
    (*dst9) = 0x23;
  }
}
struct Pool10 {
  using value_type = long;
  struct Entry {
    value_type v;
    __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
  };
  Entry first, second;
  __device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ long walk11(int x) {
  using value_type = Pool10::value_type;
  Pool10::Entry e{static_cast<value_type>(x)};
  Pool10 t{e, e};
  return t.total();
}
extern __device__ int sharedCounter12;
extern __device__ float lookup13[8];
__device__ int bumpShared14(int x) {
  sharedCounter12 += x;
  return sharedCounter12 + static_cast<int>(lookup13[x & 7]);
}
template <typename T, typename U> struct Pick15 { static constexpr int value = 1; };
template <typename T> struct Pick15<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick15<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes17 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes17<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
__host__ __device__ int specialized18(int x) {
  Lanes17<int, 1> one{x};
  Lanes17<int, 3> three{{x, 1, 2}};
  return x + Pick15<char, long>::value + Pick15<int, int>::value + Pick15<float *, int>::value + one.first() + three.first();
}
// Helper used by the kernels below.

__global__ void filter19_kernel(unsigned* acc20) {
  switch (acc20[5]) {
  case (CONFIG_6 + 0b11): {
    unsigned short u21 = sharedCounter12;
    if ((u21 & sharedCounter12) < char(48)) {
      cosf(SQR_3(sharedCounter12 / lookup13[0b11]));
      (*acc20) = 0x30ll;
    }
    break;
  }
  case 7:
    break;
  case 0x3 * CONFIG_6:
    break;
  }
}

int main() {
  int count22 = 03605;
  if constexpr (sizeof(int) == 4) {
    filter19_kernel<<<dim3((count22 + 63) / 0b1000000, (count22 + 63) / 0x40, 0x40), 512>>>(nullptr);
    dim3 q23 = dim3(8);
    (void)q23;
  } else {
    const char* w24 = "tile";
    (void)w24;
  }
  grow7_kernel<<<(128), 64 * 0x4, 0x0, (cudaStream_t)0>>>('0', &count22);
  return 0;
}
