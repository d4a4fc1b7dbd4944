// cudagen 0.1 seed 391 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,static_host_function,main,shared_var,shared_2d,static_shared,enum_class,if,if_else,while,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 3
#define CHUNK_2 3
#define WARPS_3 (0x8)
#define SQR_4(x) ((x) * (x))
#define SQR_5(x) ((x) * (x))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_7(a, b) a##b

#if WARPS_3 == 8
#define CONFIG_8 6
#else
#define CONFIG_8 19
#endif
enum class Axis9 : long { Red10, Fast11, High12, Busy13 };

static void norm14(const float *in15, int n16) {
  n16 = 32L;
  n16 = ((4 - n16) * in15[n16]) - n16;
}

__device__ __forceinline__ int clamp17(const char *__restrict__ input18, double alpha19, int n20) {
  Axis9 x21 = Axis9::High12;
  int iter22 = 0;
  while (iter22 < 4) {
    if (SQR_4(SQR_4(alpha19)) > 'A') {
      alpha19 = threadIdx.y + 48;
      alpha19++;
    } else if ((*input18) < alpha19) {
      n20++;
    }
    ++iter22;
  }
  return SQR_4(SQR_5(*input18));
}

static __global__ void lerp23(int *acc24, int count25, int *out26) {
  int i27 = threadIdx.x;
  static __shared__ long long sh_28[14][4];
  out26[threadIdx.z] = (sh_28[threadIdx.x][i27 & 3] >> i27) - 61;
  clamp17((const char*)nullptr, count25, 33);
  count25--;
}

int main() {
  int size29 = 0x752;
  norm14(nullptr, '#');
  size29 = (int)(-28l);
  const char *lo30 = "\x41\102";
  if (CAT_7(size, 29) >= size29) {
    ACCUM_6(size29, (sizeof(float)));
    norm14(static_cast<const float*>(nullptr), size29);
  }
  lerp23<<<dim3(1 << 6, (size29 + 31) / 32, 0x200), 64 * 4>>>(&size29, lo30[1], &size29);
  return 0x0;
}
