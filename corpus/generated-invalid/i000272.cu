// cudagen 0.1 seed 272 invalid:defined_operator
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,device_function,host_function,main,device_array,shared_var,static_shared,extern_shared,constexpr_var,local_array,auto_var,const_local,enum,if,if_else,for,switch,goto,nested_block,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define USE_FAST_MATH_47 1
#if defined(USE_FAST_MATH_47)
#define FAST_PATH_ON 1
#endif
#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 55
#endif

__device__ unsigned int rank4(int count5, int len6, unsigned int* dst7) {
  if (count5 >= len6) {
    goto done13;
  }
  for (int n8 = 0; n8 < count5; ++n8) {
    if ((dst7[5] * sizeof(unsigned char)) == n8) {
      break;
    }
  }
  for (int it9 = 0, j10 = len6; it9 < j10; (++it9, (--j10))) {
    const int* lim11 = &it9;
    const unsigned t12 = count5;
  }
done13:;
  return len6;
}

template <class T, int N>
__global__ void count14_kernel(T p15) {
  int sum16 = 12L;
  if (((sum16 - 23) | ((unsigned char)056l)) < ((float)sum16)) {
    float u17[4]{0x1p1f, 2.375f, 3.5f, 12.75F};
  } else {
    auto v18 = N;
    sum16 = v18 * 55;
  }
}
// NOTE: keep in sync with the host reference.

long long check_clamp19(unsigned int a20, int lane21) {
  switch (lane21) {
  case 4:
    for (int n22 = 0; n22 < 9; ++n22) {
      if (((a20 + a20) & 1)) {
        return CAT_1(a, 20);
      }
    }
    if (((a20 - a20) * (a20 + a20)) >= a20) {
      if (((7U >= CAT_1(lane, 21)) ? 62 : CAT_1(a, 20)) > lane21) {
        a20 = (14 / static_cast<float>(a20)) + ((TUNE_3 << a20) << (a20 + lane21));
        if (((unsigned char)lane21) == 0x8) {
          return TUNE_3;
        }
      } else {
      }
    } else {
    }
    break;
  default:
    break;
  }
  return static_cast<long>(sizeof(unsigned int)) & CAT_1(lane, 21);
}

template <typename T, typename U>
__global__ void __launch_bounds__(TUNE_3 + (TUNE_3 + (TUNE_3 + 8))) trace23_kernel(const T* coef24) {
  extern __shared__ unsigned int dyn_25[];
  for (int j26 = 0; j26 < 11; j26++) {
    dyn_25[j26] = 3246;
    {
      unsigned long long s27 = dyn_25[j26 & 7];
      T m28 = 13;
    }
  }
}
__device__ float d_stencil29[16];
enum Op30 { MUL31, OFF32, LOW33 };

template <typename T, int N = 3>
__global__ void pack34(T cfg35, const T* in36, T* out37, float* data38) {
  extern __shared__ int dyn_39[];
  data38[2] = OFF32;
  out37[5] = dyn_39[0x0];
  __shared__ float sh_40[32];
  static __shared__ unsigned char sh_41[256];
  T res42 = sizeof(float);
}

int main() {
  int size43 = 1811;
  for (int n44 = 0; n44 < 4; ++n44) {
    if ((!(n44 != sizeof(float))) || (((n44 > 33) ? size43 : n44) <= OFF32)) {
      const char* u45 = "path\\to" "_tail";
    } else {
      const int val46 = TUNE_3 * size43 * (n44 - size43);
      if ((val46 & 0x1) || (n44 != val46)) {
        continue;
      }
    }
  }
  count14_kernel<unsigned, 3><<<(OFF32 + (TUNE_3 + (OFF32 + (LOW33 + 116)))) * 2, 1 << (OFF32 + (OFF32 + (OFF32 + (OFF32 + LOW33))))>>>((size_t)static_cast<float>(64l));
  trace23_kernel<long, long><<<1 << 7, sizeof(float) * 64>>>(static_cast<const long*>(nullptr));
  pack34<unsigned int, (sizeof(float) * 2)><<<0200 * 4, sizeof(unsigned int) * 128>>>(42, static_cast<const unsigned*>(nullptr), (unsigned*)nullptr, (float*)nullptr);
  return 0;
}
