// cudagen 0.1 seed 878 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,managed_var,constexpr_var,auto_var,enum,if,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_launch,macro_object,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 256
#define NUM_ITERS_2 ((0b1 << 6))
#define TILE_DIM_3 5
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 3
#else
#define TUNE_8 24
#endif

#if (NUM_ITERS_2 * 2) >= 28 && NUM_ITERS_2 != 0
#define CONFIG_9 4
#else
#define CONFIG_9 12
#endif
// Layout: row-major, no padding.

__global__ void merge10_kernel(int count11, const int *in12) {
  int idx13 = threadIdx.x;
  if (idx13 >= count11) {
    return;
  }
  float f14 = idx13;
  count11 = unsigned(+count11) * (*in12);
  --f14;
}
__managed__ double m_fold15 = 0.125;

__global__ void apply16(const short *in17, int stride18, const int *input19) {
  int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid20 >= stride18) {
    return;
  }
  float idx21 = threadIdx.z;
  if ((!(gridDim.x < m_fold15)) && ((idx21 < 0x3e) && (blockDim.x > gridDim.z))) {
    for (int i22 = (CONFIG_9 + 5); i22 > 0; --i22) {
      stride18 = m_fold15 + 4;
      stride18 = idx21 * (050L);
      idx21 = stride18;
    }
  }
}

__device__ void spread23(long q24, bool alpha25) {
  float idx26 = ((int)q24) | (3510);
  if (!alpha25) {
    const long *diff27 = nullptr;
  }
  if ('"' == ((int)(q24 += 29ul, q24))) {
    auto k28 = CONFIG_9 - (alpha25 + (q24));
  }
  float off29 = idx26;
  if ((threadIdx.y - 32) < q24) {
    goto skip30;
  }
  (++idx26, (off29 /= m_fold15));
skip30:;
}
enum Op31 { OFF32, BLUE33 = 3, HIGH34, FAST35 };

__global__ void split36_kernel(int lane37) {
  int gid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid38 >= lane37) {
    return;
  }
  double diff39 = 12.875f;
  long res40 = (diff39 += m_fold15, warpSize);
  m_fold15 += CONFIG_9 << (lane37 | (0x1 + res40));
  if ((CAT_6(lane, 37) | threadIdx.x) >= diff39) {
    return;
  }
}

template <typename T, int N>
__global__ void decay41(const T *src42) {
  int i43 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Op31 q44 = HIGH34;
  q44 = BLUE33;
  m_fold15 /= m_fold15;
  if (CAT_6(i, 43) >= q44) {
    return;
  }
}

static int merge45(Op31 b46, int stride47) {
  m_fold15 -= ((size_t)(stride47 ^ stride47)) + m_fold15;
  for (int i48 = 3; i48 > 0; --i48) {
    for (int i49 = 0, j50 = (TUNE_8 + 0xC); i49 < j50; (++i49, (--j50))) {
      apply16<<<dim3(FAST35 + 27), (HIGH34 + 0x7C)>>>((const short*)nullptr, (62 + i48) | stride47, nullptr);
    }
  }
  int h51 = OFF32 + b46;
  return 010671 + (((int)m_fold15) * (+m_fold15));
}

int main() {
  int len52 = 598;
  auto fn54 = []() -> unsigned int {
    merge10_kernel<<<(TUNE_8 + 0x1) * (TUNE_8 + 1), 1 << 8>>>(30, nullptr);
    int v53{0x1};
    return v53;
  };
  if (len52 * 32UL) {
    double flag55 = (57ll & len52);
    unsigned char w56 = ~int((m_fold15 == m_fold15) ? 0b101000UL : ' ');
  }
  decay41<unsigned, ((1))><<<dim3((len52 + 255) / 256), CONFIG_9 + (TUNE_8 + (BLUE33 + 22))>>>((const unsigned*)nullptr);
  dim3 z57 = dim3((len52 + 127) / 128);
  split36_kernel<<<dim3(512, 0x1 << (TUNE_8 + FAST35)), (HIGH34 + (TUNE_8 + 505)), sizeof(double) * 64, 0>>>(m_fold15);
  return 0;
}
