// cudagen 0.1 seed 1578 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,constant_array,constexpr_var,struct,struct_methods,operator_overload,namespace,nested_namespace,if,while,do_while,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 28
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 8
#else
#define CONFIG_7 23
#endif
#undef TUNE_6
#define TUNE_6 48
__constant__ float c_reduce8[8] = {9.5f, 21.0F, 18.f, 4.75f, 17.375F, 2.25f, 61, 16u};

struct Pixel9 {
  float y10;
  int y11;
  int mass12;
  __host__ __device__ void get13(int y14) {
    if (!(mass12 <= TUNE_6)) {
      return;
    }
  }
  __host__ __device__ float apply15() const {
    int v16 = 3L;
    return ~((CAT_4(y, 10) == 0b11000) ? y11 : TUNE_6);
  }
};

static __global__ void __launch_bounds__(sizeof(int) * 0x80) lerp17_kernel(const int *in18, int len19, long *buf20) {
  int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass22 = 0b0;
  do {
    len19 = CONFIG_7;
    int w23 = 0;
    while (w23 < 0b1011) {
      if (!(threadIdx.x <= 38)) {
        buf20[5] = threadIdx.y;
        buf20[0b110] = -(17 / c_reduce8[gid21]);
      }
      ++w23;
    }
    ++pass22;
  } while ((pass22 < 8) && (blockDim.z && (c_reduce8[2] < CAT_4(pass, 22))));
}

constexpr __device__ __host__ int accum24(int n25, double p26) {
  return 0x1E;
}

namespace kern27::sub28 {
struct Sample29 {
  bool count30;
  unsigned char hi31;
};

inline __host__ __device__ Sample29 operator+(Sample29 a, Sample29 b) {
  Sample29 r = a;
  r.hi31 += b.hi31;
  return r;
}

struct Acc32 {
  long hi33;
  float weight34;
  int sum35;
  size_t x36;
};

inline __host__ __device__ Acc32 operator+(Acc32 a, Acc32 b) {
  Acc32 r = a;
  r.hi33 += b.hi33;
  r.weight34 += b.weight34;
  r.sum35 += b.sum35;
  r.x36 += b.x36;
  return r;
}
} // namespace kern27::sub28

int main() {
  int n37 = 1281;
  if (((n37 - 0x3f) ^ n37) >= LOW_BITS_1(n37)) {
    int iter38 = 0x0;
    do {
      if ((((CAT_4(iter, 38) <= iter38) ? n37 : TUNE_6) & 1) && (!(sizeof(kern27::sub28::Sample29) > CAT_4(iter, 38)))) {
        short flag39 = accum24(accum24(iter38, n37) | (iter38 % CAT_4(iter, 38)), TUNE_6 & (iter38 + 58LL));
        n37 = 37u;
        lerp17_kernel<<<dim3(TUNE_6 + (CONFIG_7 + 72), 1 << 9, (TUNE_6 + 80)), sizeof(unsigned int) * (TUNE_6 + (TUNE_6 + (CONFIG_7 + (CONFIG_7 + 16)))), sizeof(float) * 256, (cudaStream_t)0>>>(&iter38, flag39, nullptr);
      }
      ++iter38;
    } while (iter38 < 13);
  }
  return 0x0;
}
