// cudagen 0.1 seed 2192 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,managed_var,host_global,constexpr_var,range_for,switch,switch_fallthrough,goto,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define BLOCK_SIZE_2 128
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 56
#endif
#undef TUNE_5
#define TUNE_5 2
static __global__ void spread6(const float* in7, int* out8) {
  out8[1] = 8 + (*out8);
  unsigned hi9 = static_cast<unsigned int>(*out8);
  if ('0' != (out8[hi9 & 7] + 2352)) {
    goto skip10;
  }
  hi9 %= hi9 & (~out8[1]);
skip10:;
}
const int g_fold11 = -34LL;
__managed__ unsigned long m_merge12[32];
template <typename T>
__host__ __device__ int shade13(T q14, const double* input15, float* data16) {
  data16[0b101] -= -0b100011;
  q14 = TILE_DIM_1;
  return static_cast<unsigned char>(data16[6]) & 7;
}
// NOTE: keep in sync with the host reference.
static __global__ void kick17_kernel(char* dst18, double p19) {
  shade13(4U, static_cast<const double*>(nullptr), (float*)nullptr);
  for (auto prod20 : m_merge12) {
    switch (m_merge12[prod20] + dst18[prod20]) {
    case 2: {
      unsigned int y21 = ((prod20 | 3862) << 7) * (m_merge12[prod20] ^ prod20);
      shade13<int>(256ull, (const double*)nullptr, (float*)nullptr);
      break;
    }
    case 8:
      prod20 = 41 + ((prod20) - prod20);
      [[fallthrough]];
    case 7:
      break;
    case 5:
      break;
    default:
      break;
    }
  }
}
int main() {
  int size22 = 1354;
  unsigned int v23 = shade13(static_cast<float>(m_merge12[13]), nullptr, (float*)nullptr);
  shade13<long>((3'794ll) | m_merge12[size22], nullptr, nullptr);
  shade13(static_cast<float>(shade13<long>(size22, (const double*)nullptr, (float*)nullptr)), nullptr, nullptr);
  spread6<<<512, 1 << 8, sizeof(int) * 256, (cudaStream_t)0>>>(nullptr, static_cast<int*>(nullptr));
  kick17_kernel<<<(size22 + 255) / 256, (64), BLOCK_SIZE_2 + (TUNE_5 + (TILE_DIM_1 + (BLOCK_SIZE_2 + (TUNE_5 + 3'820))))>>>(nullptr, size22 | shade13(1, (const double*)nullptr, nullptr));
  return 0b0;
}
