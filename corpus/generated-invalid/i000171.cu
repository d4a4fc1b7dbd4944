// cudagen 0.1 seed 171 invalid:maxnreg_on_device_function
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,static_host_function,main,device_array,shared_var,shared_2d,constexpr_var,struct,operator_overload,enum_class,if,if_else,for,do_while,switch,static_assert,ternary,bitwise,comparison,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8

#ifndef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 61
#endif

__global__ void fold4_kernel(int len5, long *__restrict__ buf6, float *dst7) {
  int mid8 = ((float)(*buf6)) + (TUNE_3 - (len5 += buf6[7], TUNE_3));
  double w9 = dst7[len5] - 10.625;
  int r10 = (buf6[len5] / 46) + ((unsigned char)(7ll * w9));
  w9 = 63 % len5;
  len5 = 27 + (buf6[0] ^ 6) + 4442;
}

struct Tile11 {
  unsigned z12;
  int z13;
  char vel14;
};

__host__ __device__ Tile11 operator+(Tile11 a, Tile11 b) {
  Tile11 r = a;
  r.z12 += b.z12;
  r.z13 += b.z13;
  r.vel14 += b.vel14;
  return r;
}
enum class Mode15 : unsigned int { Busy16, Idle17 = 5, Off18 };
static_assert(sizeof(int) == 4, "expected value");

__device__ __forceinline__ void drift19(bool p20, int len21) {
  switch (len21) {
  case 0x3: {
    static_assert(((023) * 0x3) == 57);
    __shared__ unsigned sh_22[11][16];
    break;
  }
  case 7:
    break;
  }
  p20 = (float)(p20);
}
__device__ int d_probe23[8];

double host_step24(unsigned alpha25) {
  auto step28 = [](float idx26, unsigned short cnt27) {
    idx26 = 64;
    idx26 = BLOCK_SIZE_1;
  };
  step28(alpha25, alpha25);
  fold4_kernel<<<64, 0b1000000 * 8, 0x1000, nullptr>>>(alpha25, (long*)nullptr, nullptr);
  cudaStream_t r29 = nullptr;
  alpha25 = 0x24LL;
  cudaStream_t m30 = nullptr;
  return (alpha25 - (alpha25 += 38, 3ul)) % (0x11 + (alpha25 + BLOCK_SIZE_1));
}
/* Helper used by the kernels below. */

static double run_blend31(int len32) {
  static_assert((25 * 2) > 49, "size check");
  fold4_kernel<<<2, 4 * 8>>>(+(BLOCK_SIZE_1 - len32), nullptr, (float*)nullptr);
  for (int i33 = 0; i33 < 10; i33++) {
    for (int n34 = 0; n34 < 0b100; n34++) {
      if (((i33) + (BLOCK_SIZE_1 / n34)) < (~n34)) {
        host_step24(((i33 | n34) >= len32) ? host_step24(48) : n34);
      } else {
        len32 = len32;
      }
    }
  }
  return BLOCK_SIZE_1;
}

void host_bump35(float *__restrict__ acc36, Tile11 alpha37, const Tile11 &b38) {
  unsigned char idx39 = alpha37.z13 * (('z' % alpha37.z13) * (b38.vel14 * b38.vel14));
  fold4_kernel<<<sizeof(int) * (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 8))), sizeof(int) * 64, 0, nullptr>>>(alpha37.z13 + (idx39 * b38.z12), reinterpret_cast<long*>(acc36), acc36);
}
__device__ int __maxnreg__(32) reg_helper44(int x)
{
    return x + 1;
}

int main() {
  int len40 = 0xB47;
  len40 = len40;
  int w41 = 0;
  do {
    dim3 val42((len40 + 63) / 64, sizeof(float) * 4);
    Mode15 x43 = Mode15::Off18;
    ++w41;
  } while (w41 < 13);
  return 0;
}
