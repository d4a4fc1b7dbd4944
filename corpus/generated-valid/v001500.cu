// cudagen 0.1 seed 1500 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_device_function,host_function,constexpr_function,main,constant_array,constexpr_var,const_local,enum,if,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
__constant__ int c_relax5[4] = {0x4, 0xe, -12, 0x27};
enum Color6 { GREEN7, LOW8, FAST9 };

static __device__ __noinline__ void norm10(int count11, unsigned beta12) {
  count11 += (count11 < count11) ? (c_relax5[count11] + (c_relax5[count11] + 14UL)) : (c_relax5[2] * count11);
  if (count11 <= beta12) {
    return;
  }
  count11 |= count11;
}

__device__ __noinline__ float update13(float *acc14) {
  acc14[4] = acc14[5];
  acc14[0] -= 26;
  acc14[7] = 2 - c_relax5[3];
  return 21.0F;
}
enum Op15 : unsigned char { MUL16 = 2, BLUE17 = 4, ON18 = 7 };
// NOTE: keep in sync with the host reference.

constexpr int host_fold19(int stride20, double a21) {
  (++stride20, (stride20 = ((stride20 - stride20) < a21) ? (a21 - (a21 - a21)) : (a21 * (+stride20))));
  return a21;
}

__host__ __device__ float filter22(int len23) {
  if (!(len23 > len23)) {
    return 43l + CAT_4(len, 23);
  }
  len23 ^= (!(len23 < 0x3b)) ? (len23 + len23) : ((CAT_4(len, 23) != 37LL) ? 0x10C0 : (0x31));
  len23 %= len23;
  unsigned int *w24 = nullptr;
  if (w24[len23]) {
    return FAST9 - (len23 + 4.375f);
  }
  len23 = (35ul / len23) * ((long)(0x1196 * len23));
  (++w24[0x0], (w24[len23] *= (len23 + 0x655) / 2902ull));
  return *w24;
}
// Returns the accumulated value.

template <typename T>
__global__ void __maxnreg__(64) relax25_kernel(T beta26, const unsigned int *input27, const double *input28, const unsigned *__restrict__ src29) {
  beta26 *= 0;
  const T val30 = filter22(c_relax5[0x3]);
  if ((input28[0x5] - (*input28)) != 11l) {
    goto skip31;
  }
  ACCUM_1(beta26, (0x1Dl));
  beta26 *= 17.625;
  static_assert(sizeof(int) == 4, "tile must fit");
skip31:;
}

int main(void) {
  int count32 = 603;
  relax25_kernel<<<sizeof(float) * 2, 512, (BLUE17 + (FAST9 + (FAST9 + (MUL16 + (BLUE17 + (LOW8 + 0xff1)))))), 0>>>(7.0f, nullptr, static_cast<const double*>(nullptr), nullptr);
  ACCUM_1(count32, ((unsigned long long)filter22(GREEN7)));
  const char *flag33 = "kernel\n";
  return 0;
}
