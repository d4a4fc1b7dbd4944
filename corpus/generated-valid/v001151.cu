// cudagen 0.1 seed 1151 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,host_global,constexpr_var,auto_var,enum,typedef,if,if_init,while,goto,nested_block,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
enum Phase4 { LOW5, SLOW6 = 4, SLOW7 };

__global__ void pack8(const int *input9, int *__restrict__ out10, Phase4 alpha11, bool p12) {
  unsigned int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned long long u14 = *out10;
  Phase4 x15 = SLOW6;
  u14 += CAT_3(x, 15) / (1945l * gridDim.x);
}
static_assert(57 > 56, "tile must fit");
// Returns the accumulated value.

static __global__ void merge16_kernel(unsigned short *__restrict__ data17, int len18, const long long *src19, const int *src20) {
  int i21 = threadIdx.x;
  if (i21 >= len18) {
    return;
  }
  len18 = (*data17) - data17[2];
  float t22 = (-src19[5]) / i21;
  if ((len18 + (*data17)) != 34l) {
    goto skip23;
  }
  ++data17[blockDim.z];
skip23:;
}
// NOTE: keep in sync with the host reference.

__host__ __device__ char lerp24(short b25, int len26) {
  auto u27 = LOW5;
  if (len26 <= u27) {
    return b25 / (b25 / u27);
  }
  return int(2380 + b25) + ((sizeof(float)) + (len26 + 62));
}
double g_sweep28 = 12;
typedef int idx29_t;

int run_smooth30(unsigned int alpha31, int len32, idx29_t count33) {
  {
    int iter34 = 0;
    while (iter34 < iter34) {
      int e35 = lerp24((40ul), lerp24(1, 51 / CAT_3(iter, 34)));
      if (g_sweep28 == alpha31) {
        constexpr unsigned short v36 = 26L;
        --count33;
        e35 -= ((36U - e35) + 11) % (SLOW7 + alpha31);
      }
      ++iter34;
    }
  }
  return LOW5;
}

float check_clamp37(float beta38, float p39, unsigned long a40) {
  if (float hi41 = CAT_3(a, 40); (hi41 + (17 + CAT_3(beta, 38))) < g_sweep28) {
    float off42{16.375f};
  }
  if (7 < g_sweep28) {
    return beta38;
  }
  Phase4 x43 = SLOW6;
  ++g_sweep28;
  a40 += 047;
  return run_smooth30(SLOW6, 8U, 36u) + (x43 + sizeof(long long)) + 398;
}

int main() {
  int count44 = 233;
  g_sweep28 /= (count44 + g_sweep28 + 3.625F) * g_sweep28;
  if (52 == (run_smooth30(4518L, count44, g_sweep28) * 1u)) {
    int lo45 = LOW5;
  }
  if ((g_sweep28 / SLOW7) != 18U) {
    return static_cast<idx29_t>(('\a'));
  }
  pack8<<<(count44 + 63) / 64, (SLOW7 + 27) * 16, sizeof(double) * 256>>>((const int*)nullptr, static_cast<idx29_t*>(nullptr), SLOW7, lerp24(51ul, g_sweep28) > count44);
  merge16_kernel<<<(count44 + 63) / 64, 128, sizeof(double) * 128>>>(nullptr, g_sweep28, static_cast<const long long*>(nullptr), nullptr);
  return 0;
}
