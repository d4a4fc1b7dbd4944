// cudagen 0.1 seed 410 invalid:missing_closing_brace
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,device_template_function,host_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,struct,namespace,if,for,pragma_unroll,do_while,switch,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void apply3_kernel(bool p4, const float *input5, const double *src6) {
  #pragma unroll 4
  for (int n7 = (blockIdx.x * blockDim.x) + threadIdx.x; n7 < (1 << 4); n7 += blockDim.x * gridDim.x) {}
  static_assert(sizeof(int) == 4, "tile must fit");
  int tmp8[8] = {};
  int k9[(6)] = {0x4, 39U};
}

template <typename T>
__host__ __device__ float decay10(T *buf11, float b12, T a13) {
  if (buf11[2] > (*buf11)) {
    return ((unsigned int)27U) - b12;
  }
  --buf11[6];
  for (int it14 = 0, j15 = 7; it14 < j15; (++it14, (--j15))) {
    int r16 = ((b12 - (*buf11)) * a13) / (37lu);
    switch (r16) {
    case 11: {
      ACCUM_1(buf11[r16], (57ll));
      int hi17(a13);
      break;
    }
    case 0:
      break;
    default:
      break;
    }
  }
  return 0x14UL - ((a13 >= buf11[4]) ? 2312 : buf11[5]);
}

static __global__ void decay18_kernel(double *buf19, unsigned short *out20) {
  (*buf19) -= buf19[threadIdx.x] / (*out20);
  unsigned char prod21 = 0xFF + ((out20[0] * 5) << (out20[threadIdx.z] % out20[gridDim.x]));
}

__global__ void combine22(float b23, size_t *data24) {
  int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int x26(*data24);
  if ((*data24) < sizeof(char)) {
    return;
  }
  unsigned q27 = idx25;
  unsigned char stride28 = data24[5];
  float u29 = threadIdx.x;
  x26 += data24[6] << sizeof(float);
  (*data24) = threadIdx.y;
}

__host__ __device__ int score30(unsigned char *dst31) {
  int pass32 = 0;
  do {
    for (int i33 = pass32; i33 > 0; --i33) {
      float y34 = 4 - pass32;
      dst31[4] += y34;
      ACCUM_1(y34, (((y34 > 48) ? 9.25f : i33) * i33));
    }
    ++pass32;
  } while (pass32 < pass32);
  float acc35 = (23.5f);
  return (int)(+acc35);
}

__global__ void mix36(int n37, int n38, int stride39, const unsigned char *in40) {
  extern __shared__ long dyn_41[];
  int i42 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ACCUM_1(stride39, (dyn_41[3]));
  ++n38;
}

namespace detail43 {
__device__ float d_smooth44[64];
} // namespace detail43
constexpr int LANES45 = (2);

namespace detail46 {
struct Span47 {
  int count48;
  double mass49;
};
static constexpr float kT50 = 0.25f;
} // namespace detail46

float run_stencil51(int lane52, int stride53, detail46::Span47 alpha54) {
  long u55 = 12LL;
  lane52 = ((alpha54.mass49 < 23) ? detail46::kT50 : stride53) * (stride53 += 46L, (64 * stride53));
  double base56[2]{8.0, 3.0};
  return u55 - (20.375f * (base56[1] * detail46::kT50));
}

int main() {
  int count57 = 3073;
  count57 /= 16;
  auto lam59 = [=](int z58) mutable {
    count57 |= 0x10;
    combine22<<<1 << 1, 64, 0>>>(detail46::kT50, nullptr);
  };
  lam59(count57);
  float t60[6]{7.875f, 0x25L, 0x1D, 17.0f, static_cast<float>(LANES45), detail46::kT50};
  t60[count57] /= t60[count57];
  apply3_kernel<<<(count57 + 255) / 256, sizeof(float) * (LANES45 + 126)>>>(count57 == (CAT_2(count, 57) - detail46::kT50), t60, nullptr);
  decay18_kernel<<<(count57 + 127) / 128, (32), 0x0>>>(nullptr, (unsigned short*)nullptr);
  mix36<<<(1), 0x40>>>((detail46::kT50), LANES45 / ((long long)count57), t60[count57], nullptr);
  return 0;

