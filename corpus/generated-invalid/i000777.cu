// cudagen 0.1 seed 777 invalid:launch_bad_arg_type
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,main,device_var,constant_var,host_global,constexpr_var,auto_var,struct,class_private,namespace,if,if_else,for,pragma_unroll,do_while,switch,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_launch,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b

__global__ void __maxnreg__(128) score5_kernel(int lane6) {
  if (040 < (lane6 << 6)) {
    return;
  }
  switch (lane6) {
  case 10:
    break;
  }
  auto prod7 = lane6;
  float lo8 = 63;
  float y9 = static_cast<float>(lo8);
  int hi10 = sizeof(double) | ((unsigned)(prod7 - lane6));
  constexpr unsigned int e11 = 046;
}
// Helper used by the kernels below.

class Sample12 {
  float y13;
  int vel14;
  size_t x15;
public:
  __host__ __device__ Sample12(float c16, int init17, unsigned long init18) : y13(c16), vel14(init17), x15(init18) {}
  __host__ __device__ int bump19() const {
    long u20 = sizeof(unsigned long);
    return TWICE_PLUS_2(vel14, 28U % vel14);
  }
  __host__ __device__ int reset21(int r22) const {
    float x23 = r22;
    x23 = x23;
    return 0x36e;
  }
};
__device__ unsigned char d_tile24;
unsigned char g_lerp25[] = {'#', 57, 47, 64, 32, 255};
inline constexpr long STEPS26 = sizeof(float) * (4);
__constant__ bool c_tile27 = 0;

namespace util28 {
__global__ void spread29_kernel(float* __restrict__ out30, double* buf31, const float* __restrict__ src32) {
  #pragma unroll
  for (int j33 = 0; j33 < 014; ++j33) {
    d_tile24 = (TWICE_PLUS_3(buf31[d_tile24 & 0x7], 41) - (7 + buf31[2]));
  }
  if ((*out30) != c_tile27) {
    (*out30) = (sizeof(Sample12) + src32[d_tile24]);
    auto w34 = -17;
  }
}
} // namespace util28
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1 << 7) gather35_kernel(float* acc36) {
  if (!acc36) {
    acc36[1]--;
  } else if (TWICE_PLUS_3(c_tile27, c_tile27) != c_tile27) {
    return;
  }
}
// Helper used by the kernels below.

__device__ void merge37(float b38) {
  if (c_tile27) {
    goto out41;
  }
  for (int n39 = 0; n39 < 013; n39++) {
    if ((c_tile27 & 1)) {
      #pragma unroll
      for (int j40 = 0x0; j40 < 3; ++j40) {
        d_tile24 = 39;
      }
      if (c_tile27 >= (c_tile27 / CAT_4(b, 38))) {
        return;
      }
    } else {
    }
  }
out41:;
}

static double run_gather42(float* __restrict__ data43, double b44) {
  auto lam47 = [=](auto m45, auto v46) {
    util28::spread29_kernel<<<2 * 2, 512, sizeof(double) * 64>>>(nullptr, reinterpret_cast<double*>(data43), nullptr);
    m45 = (TWICE_PLUS_3(g_lerp25[3], m45) < (v46 * (1 % g_lerp25[4]))) ? (TWICE_PLUS_2(m45, v46)) : STEPS26;
    return m45 * 2;
  };
  lam47(static_cast<int>(CAT_4(b, 44)), static_cast<int>(b44));
  if ((b44 * data43[4]) <= b44) {
    return (49 >= CAT_4(b, 44)) ? 10.5 : b44;
  }
  auto op49 = [](auto x48) {
    g_lerp25[1] = STEPS26;
    --g_lerp25[3];
    x48 = g_lerp25[5];
    return x48 * 2;
  };
  int iter50 = 0b0;
  do {
    g_lerp25[0x1]--;
    score5_kernel<<<(iter50 + 255) / 256, 1 << 7, sizeof(int) * 0x20>>>(STEPS26);
    ++iter50;
  } while (iter50 < iter50);
  data43[iter50] = 9 - g_lerp25[4];
  return static_cast<int>(STEPS26 | iter50) + (1. + g_lerp25[iter50] + g_lerp25[1]);
}
__global__ void probe_kernel54(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
  int size51 = 0x3e3;
  float ratio55 = 0.5f;
  probe_kernel54<<<1, 128>>>(&ratio55, size51);
  gather35_kernel<<<(STEPS26 + (STEPS26 + (STEPS26 + STEPS26))) * 4, TILE_DIM_1, 512 * 8, nullptr>>>(nullptr);
  --g_lerp25[0];
  g_lerp25[size51] = (-size51) | (size51 += STEPS26, STEPS26);
  Sample12 idx52{static_cast<float>(32 & CAT_4(size, 51)), size51, 3lu};
  Sample12 hi53{float(TWICE_PLUS_2(size51, 61ULL)), size51, static_cast<unsigned long>(idx52.bump19())};
  size51 += hi53.bump19();
  return 0;
}
