// cudagen 0.1 seed 842 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,main,device_array,constant_var,host_global,constexpr_var,local_array,auto_var,struct,struct_methods,if,if_init,for,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_ref,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define RADIUS_2 64
#define NUM_ITERS_3 32
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 3
#else
#define TUNE_8 58
#endif
// Helper used by the kernels below.

struct Body9 {
  long mass10;
  int weight11;
  double mass12;
  int vel13;
};

struct Tile14 {
  int y15, weight16;
  float hi17;
  unsigned int y18;
  __host__ __device__ float apply19() const {
    return 12 * weight16;
  }
};

__global__ void fold20_kernel(const float *src21, const float *__restrict__ input22, int *__restrict__ dst23) {
  dst23[5] = (src21[3] / static_cast<float>(src21[3])) + (static_cast<size_t>(*input22) + (input22[2] + input22[3]));
  for (int n24 = 0; n24 < 10; ++n24) {
    float k25 = static_cast<long>('a' + dst23[3]) << n24;
  }
  for (int i26 = 0; i26 < 12; i26 += 2) {
    if (long(dst23[4])) {
      return;
    }
  }
  Tile14 y27 = Tile14{};
  int diff28[3] = {};
}
unsigned g_scale29[] = {9, 3ll};
__constant__ Body9 c_count30 = {4016, 30, 459, 49};
static __device__ int d_shade31[8];
static constexpr int BLOCK32 = TUNE_8 + 1;

__global__ void reduce33_kernel(const long *src34, unsigned int *dst35, int *__restrict__ buf36) {
  ++(*buf36);
  constexpr short k37 = 18U;
  if (constexpr int z38 = 34L; static_cast<float>(((*buf36) += BLOCK32, (*buf36))) >= (25UL - d_shade31[4])) {
    (*buf36) = TILE_DIM_1 << (buf36[5] += 2452U, BLOCK32);
    d_shade31[3]++;
  }
  float flag39 = 58;
}
__constant__ Body9 c_scatter40 = {19, ' ', 22, -314};

static __global__ void smooth41(int len42, int lane43) {
  float lo44 = BLOCK32;
  float lo45 = (5 << (len42 - c_scatter40.mass10));
  auto v46 = BLOCK32 << CAT_6(lane, 43);
  if (!(NUM_ITERS_3 > CAT_6(len, 42))) {
    return;
  }
  lo44++;
  lo44 = c_scatter40.weight11;
}

int main() {
  int count47 = 1935;
  auto fn50 = [&](char lo48, unsigned e49) -> float {
    ++count47;
    return e49;
  };
  fn50(g_scale29[count47], 53ul);
  g_scale29[0] /= ((g_scale29[1] * 46) + (g_scale29[count47] % g_scale29[1])) * (g_scale29[1] += count47, fn50(g_scale29[count47], 40l));
  long z51(g_scale29[count47]);
  bool mid52(((!(g_scale29[z51] < 30)) || ((z51 >> 7) != 28)) && ((z51 - fn50(g_scale29[z51], BLOCK32)) < z51));
  fold20_kernel<<<128, 32, 1 << (BLOCK32 + 4), 0>>>((const float*)nullptr, (const float*)nullptr, &count47);
  reduce33_kernel<<<NUM_ITERS_3, (BLOCK32 + 12) * 8>>>(&z51, static_cast<unsigned int*>(nullptr), static_cast<int*>(nullptr));
  smooth41<<<(z51 + 255) / 256, 1 << (BLOCK32 + (BLOCK32 + 1)), 0, nullptr>>>(mid52, fn50(count47 - mid52, g_scale29[1]));
  return 0;
}
