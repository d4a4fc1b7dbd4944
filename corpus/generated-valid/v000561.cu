// cudagen 0.1 seed 561 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,main,constexpr_var,auto_var,enum_class,namespace,if,if_else,if_init,for,do_while,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define MOD8_2(x) ((x) % 8)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (CHUNK_1 * 2) >= 5 && CHUNK_1 != 0
#define CONFIG_5 7
#else
#define CONFIG_5 15
#endif
#undef CONFIG_5
#define CONFIG_5 8

static __global__ void __launch_bounds__(1 << 7, 0x4) fold6(int count7, unsigned int* out8) {
  int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i9 >= count7) {
    return;
  }
  if (count7 != (i9 - count7)) {
    int iter10 = 0;
    do {
      int iter11 = 0;
      do {
        double m12 = CHUNK_1;
        ++iter11;
      } while (iter11 < iter10);
      if (i9 != static_cast<double>(i9)) {
        break;
      }
      int h13 = CHUNK_1;
      ++iter10;
    } while (iter10 < 010);
  } else {
  }
}
// NOTE: keep in sync with the host reference.

__device__ __noinline__ void blend14(const int* in15, double beta16, char* buf17) {
  beta16 = (5.375);
  beta16 = 13;
  for (int it18 = 0; it18 < 15; ++it18) {
    if ((threadIdx.x / in15[gridDim.x & 7]) == 58) {
      continue;
    }
    constexpr double y19 = 11.0F;
  }
}

__global__ void __launch_bounds__(0x100) warp20(unsigned short q21, int count22) {
  int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (int mid24{0xB}; (idx23 + threadIdx.x) >= mid24) {
    for (int it25 = 0; it25 < 2; it25 += 2) {
      if ((blockDim.x & 6UL) >= count22) {
        constexpr double mid26 = 10.0f;
        int w27 = (idx23) & ((it25 >> 0) * idx23);
      }
    }
  } else {
  }
}

static __global__ void __launch_bounds__(256) score28_kernel(const float* src29, const unsigned int* src30) {
  unsigned gid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  bool q32 = src29[gridDim.x];
  int q33 = src30[0x0];
  ++q33;
}

__device__ double march34(int lane35) {
  lane35 = lane35 * 4;
  lane35 = (blockIdx.z % CHUNK_1) << MOD8_2(lane35);
  return ((309l & lane35) / (lane35 / lane35)) + (lane35 + (threadIdx.x << 0));
}

namespace ops36 {
void decay37(unsigned long beta38, long* acc39, unsigned int* dst40) {
  ACCUM_4(beta38, (acc39[6]));
  if (acc39[4] == CHUNK_1) {
    return;
  }
  if ((beta38 < beta38) && (acc39 == nullptr)) {
    return;
  }
}
enum class Axis41 { On42 = 3, Red43, Blue44, Mul45 = 7 };
} // namespace ops36

int check_blend46(const int* src47, int lane48, const int* src49) {
  warp20<<<(lane48 + 63) / 0100, 256>>>(51 & src49[0], (*src49) ^ (18 + (*src47)));
  for (int j50 = 0; j50 < lane48; j50 += 4) {
    int pass51 = 0x0;
    do {
      score28_kernel<<<2 * CONFIG_5, dim3((j50 + 127) / 128, (j50 + 0xFF) / 256), 1 << 8>>>(reinterpret_cast<const float*>(src49), reinterpret_cast<const unsigned int*>(src47));
      for (int it52 = 16; it52 > 0; --it52) {
        fold6<<<(CONFIG_5 + (CONFIG_5 + 48)), dim3(0x1 << 4, 1, 32), sizeof(double) * 128>>>(MOD8_2(src47[3]) - (it52 + 54), static_cast<unsigned*>(nullptr));
        score28_kernel<<<(j50 + 63) / 64, 64>>>(nullptr, reinterpret_cast<const unsigned*>(src49));
      }
      ++pass51;
    } while (pass51 < lane48);
  }
  return (*src47) % src49[6];
}

int main() {
  int n53 = 0x944;
  constexpr double base54 = 56UL;
  score28_kernel<<<0x4 * (CHUNK_1 + 11), 512, CHUNK_1 + (CHUNK_1 + 1014)>>>(nullptr, static_cast<const unsigned int*>(nullptr));
  auto step56 = [=]() mutable -> unsigned int {
    ops36::Axis41 base55 = ops36::Axis41::Blue44;
    return CONFIG_5 & n53;
  };
  auto hi57 = (CONFIG_5);
  constexpr unsigned char s58 = 0xFF;
  dim3 prod59 = dim3(8 * 16, 128);
  return 0;
}
