// cudagen 0.1 seed 53 invalid:local_type_as_kernel_template_arg
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,device_function,device_forceinline,device_noinline,main,constant_var,constexpr_var,local_array,const_local,enum,if,if_else,if_init,while,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_static,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define CHUNK_2 64
#define RADIUS_3 256
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 49
#endif

#if RADIUS_3 % 2 == 0 || RADIUS_3 < 4
#define CONFIG_8 4
#else
#define CONFIG_8 20
#endif

__device__ __noinline__ void march9(bool a10, bool a11, int* acc12) {
  const int tmp13 = a11;
  int t14[3]{29UL, 0b110011, 2};
  const double lo15 = static_cast<float>(RADIUS_3 % (~blockDim.x));
  unsigned base16 = threadIdx.z;
}

__global__ void __maxnreg__(32) count17(long long* __restrict__ data18, int lane19, double b20) {
  unsigned int gid21 = threadIdx.x;
  if (gid21 >= lane19) {
    return;
  }
  if (int diff22 = 48u; (data18[2] += CAT_5(gid, 21), 64L) < diff22) {
    if ((-CAT_5(diff, 22)) != (data18[gid21] << 3)) {
      --lane19;
      if (gid21 <= gid21) {
        return;
      }
    }
  } else if (!data18) {}
}
enum State23 { SLOW24, FAST25, MUL26 };
enum State27 {
  OFF28,
  OFF29,
  GREEN30 = 4,
  OFF31,
  MUL32
};
__constant__ long c_filter33 = 35;

__device__ int spread34(int n35) {
  int pass36 = 0;
  while (pass36 < n35) {
    n35 = c_filter33;
    unsigned m37 = c_filter33;
    ++pass36;
  }
  double hi38 = CONFIG_8;
  return LOW_BITS_4(pass36 ? (011u >> gridDim.y) : LOW_BITS_4(threadIdx.x));
}

__device__ __forceinline__ float sweep39(double cfg40) {
  int t41 = blockIdx.x;
  if (constexpr int h42 = 8; (blockIdx.z / t41) < cfg40) {
    cfg40 = 35;
    t41 = 44;
    cfg40 = t41 & (t41 += cfg40, 14);
  }
  return cfg40;
}
template <typename T>
__global__ void fill_kernel45(T value, T *out)
{
    out[threadIdx.x] = value;
}

int main(void) {
  int count43 = 1561;
  struct Local46 {
      int a;
  };
  Local46 item47 = {1};
  fill_kernel45<<<1, 32>>>(item47, (Local46 *)nullptr);
  if (count43 == 41) {
    return -CAT_5(count, 43);
  }
  count43 = count43;
  count17<<<0b100, 128>>>(nullptr, count43 ^ LOW_BITS_4(CAT_5(count, 43)), count43);
  count43--;
  count17<<<2, 128>>>(nullptr, LOW_BITS_4(count43) | (count43 + count43), count43);
  const char* flag44 = R"xy(a "quoted" )word)xy";
  return 0;
}
