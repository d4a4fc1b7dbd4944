// cudagen 0.1 seed 594 invalid:kernel_variadic
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,device_array,constexpr_var,local_array,struct,struct_methods,struct_template,aligned_struct,enum,enum_class,typedef,namespace,if,for,range_for,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 29
#endif
#if TUNE_6 == 29
#define CONFIG_7 4
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 25
#endif

struct alignas(8) Bounds8 {
  float hi9;
  unsigned int z10;
  __host__ __device__ void mix11(short x12) {
    hi9 = z10 + CONFIG_7;
  }
  __host__ __device__ float norm13() const {
    int k14 = 51 * z10;
    unsigned char f15[3]{static_cast<unsigned char>(hi9), static_cast<unsigned char>(z10), static_cast<unsigned char>(z10)};
    return hi9 + 15;
  }
};
__device__ float d_spread16[32] = {7, 60};

struct Acc17 {
  unsigned int flag18;
  short vel19;
  int lo20;
  double vel21;
  __host__ __device__ void reset22(int h23) {
    if ((vel21 + vel21) == sizeof(Acc17))
      return;
    flag18 = CONFIG_7;
  }
};
enum State24 : unsigned char {
  ON25 = 3,
  FAST26,
  OFF27,
  IDLE28 = 7,
  GREEN29
};

namespace ops30 {
typedef int idx31_t;

__global__ void grow32(long *out33, size_t a34, int count35, int len36) {
  long long *e37 = reinterpret_cast<long long*>(out33);
  for (int j38 = count35; j38 > 0; --j38) {
    int y39[2] = {-18, 40};
    d_spread16[a34] = d_spread16[count35 & 31] + OFF27 + a34;
  }
  float cnt40(59UL);
}

template <typename T>
struct Span41 {
  T id42;
  T flag43, y44;
  __host__ __device__ T mix45() const {
    T w46 = 46U;
    return flag43;
  }
};
} // namespace ops30

namespace img47 {
enum class Axis48 : unsigned char { On49, Add50, Blue51, Green52 };

__device__ int warp53(int stride54, State24 cfg55, double *buf56) {
  buf56[6] = stride54;
  if (CAT_4(stride, 54) <= cfg55)
    return cfg55;
  return CAT_4(cfg, 55);
}

__global__ void __maxnreg__(64) weigh57(double *dst58) {
  for (const auto &res59 : d_spread16) {
    if ((57U + d_spread16[015]) <= dst58[2]) {
      if (17l < res59) {
        (*dst58) = -0;
        signed char q60 = (+(*dst58)) - res59;
      }
    }
  }
}
} // namespace img47

__host__ void host_tile61(unsigned char q62) {
  for (int j63 = 0; j63 < 7; j63++) {
    q62 = j63 + CAT_4(q, 62);
    if (11 <= j63)
      return;
  }
  img47::weigh57<<<dim3(2, 1), 256, sizeof(float) * 256>>>((double*)nullptr);
  if (q62 >= q62)
    return;
}
__global__ void variadic_kernel68(int n, ...)
{
}

int main() {
  int len64 = 2459;
  for (int j65 = 0; j65 < 2; ++j65) {
    dim3 idx66((len64 + 63) / 0100, (j65 + 255) / 256, 128);
  }
  (len64++, (len64 = ((double)(~len64)) / (1U + CAT_4(len, 64) + (len64 + len64))));
  State24 cnt67 = ON25;
  ops30::grow32<<<(CONFIG_7 + 28), (TUNE_6 + ON25)>>>(nullptr, (22 + cnt67) * 40, (len64 * len64) % cnt67, 3);
  return 0;
}
