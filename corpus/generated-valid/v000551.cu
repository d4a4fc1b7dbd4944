// cudagen 0.1 seed 551 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,host_function,static_host_function,default_args,main,device_var,constexpr_var,local_array,enum,using_alias,namespace,if,if_else,if_init,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
__device__ int d_bump3 = 30;
/* Returns the accumulated value. */

static float host_split4(int n5, int lane6, double* buf7) {
  buf7[lane6]--;
  if ((CAT_2(n, 5) + (n5 >> 0x6)) != (lane6 << lane6)) {
    float e8 = lane6;
    if (lane6 + sizeof(unsigned char)) {
      --n5;
      const char* mid9 = "tile";
    }
  }
  return *buf7;
}

namespace kern10 {
using real11_t = float;
enum Mode12 { OFF13 = 3, RED14, RED15, GREEN16 = 8 };

void host_gather17(int len18, int* data19, int* __restrict__ buf20) {
  unsigned off21 = len18;
  len18 = len18;
  ACCUM_1(off21, (buf20[len18]));
}
} // namespace kern10

__host__ __device__ void step22(const kern10::real11_t* src23, const unsigned int* __restrict__ in24) {
  kern10::real11_t q25(14.125F + src23[4]);
  kern10::Mode12 diff26 = kern10::OFF13;
  if (diff26 < q25) {
    return;
  }
  int sum27 = src23[1] + ((!in24) ? 0x39 : src23[7]) + (46 * in24[7]);
  kern10::real11_t e28[kern10::OFF13 + 1]{-60, q25, 18.125f, 9.0F};
}

inline static __device__ float sweep29(int count30, int stride31) {
  if (d_bump3 == d_bump3) {
    ACCUM_1(count30, (alignof(double)));
  }
  if (kern10::real11_t t32 = ((count30 + long(0b100)) <= blockDim.x) ? (3.75F + (+CAT_2(count, 30))) : d_bump3; ((t32 == 55ll) ? (d_bump3 ? '\a' : 0b101111L) : (0b101001lu - t32)) != stride31) {
    d_bump3--;
    unsigned mid33 = blockDim.x;
    ACCUM_1(t32, (0x28));
  }
  return 7 - (threadIdx.x >> 0x5);
}

__global__ void decay34_kernel(int n35, kern10::Mode12 b36) {
  int i37 = threadIdx.x;
  n35--;
  constexpr double s38 = 15.125;
  constexpr int x39 = 0x3F;
  b36 = kern10::OFF13;
}

static __device__ __forceinline__ int step40(int count41 = '0') {
  d_bump3 = (d_bump3 + threadIdx.x + kern10::OFF13) - (-(count41 - 0b101));
  if (57 != d_bump3) {
    count41 = kern10::real11_t(((unsigned char)d_bump3) >> 5);
    d_bump3 = d_bump3;
  } else if ((0x10d8 * d_bump3) != ((count41 << 6) / count41)) {
  } else if (threadIdx.x < ((d_bump3 > count41) ? blockDim.y : warpSize)) {}
  return long(kern10::RED14) >> (d_bump3 * count41);
}
static __device__ float d_fuse42;

extern "C" __global__ void pivot43(float* acc44) {
  unsigned idx45 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*acc44) = idx45;
  if (13u != idx45) {
    return;
  }
  float y46 = 0.625f;
  bool off47 = (y46 += idx45, (+(*acc44))) >= (*acc44);
}

int main() {
  int len48 = 3678;
  int f49 = len48 * 13 * ((len48 * len48) - 3632);
  f49 = (len48 * (0x2f5 + CAT_2(f, 49))) << f49;
  decay34_kernel<<<(f49 + 255) / 256, (kern10::RED14 + 60) * 2>>>(len48, kern10::GREEN16);
  pivot43<<<dim3(4), 0x10 * kern10::GREEN16, sizeof(float) * 0400, nullptr>>>(static_cast<float*>(nullptr));
  return 0;
}
