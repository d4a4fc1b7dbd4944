// cudagen 0.1 seed 60 invalid:typedef_conflict
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,constexpr_var,auto_var,const_local,namespace,if,goto,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,sizeof,lambda,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 40
#endif

#if TUNE_5 == 9
#define CONFIG_6 1
#else
#define CONFIG_6 32
#endif

namespace impl7 {
template <typename T, class U>
__global__ void fuse8(const U* coef9, int lane10, int count11, int n12) {
  __shared__ float sh_13[(TUNE_5 + (CONFIG_6 + 6)) * (CONFIG_6 + (CONFIG_6 + 2))];
  U flag14 = CONFIG_6;
  __shared__ long long sh_15[CONFIG_6 + 15];
  flag14 *= n12 - (*coef9);
  ++count11;
  sh_15[4] = (count11 % sh_15[9]) * sh_15[count11] * ((56 < (+sh_15[lane10])) ? sh_15[13] : (sh_13[22] + 45));
  ACCUM_1(n12, (((flag14))));
}

template <typename T, typename U>
__global__ void bias16(T b17, const T* src18, const float* input19) {
  b17 += b17;
  if ((b17 + input19[6]) > 41) {
    return;
  }
  __shared__ float sh_20[32];
  if (b17 >= 47) {
    goto finish21;
  }
  ++sh_20[22];
  if (!src18) {
    return;
  }
finish21:;
}
} // namespace impl7

float host_update22(unsigned cfg23, const float* in24, int* acc25) {
  cfg23 = *in24;
  int idx26 = (CONFIG_6) * cfg23;
  cudaStream_t e27 = 0;
  auto k28 = in24[0] + (idx26);
  k28--;
  ACCUM_1(idx26, (idx26));
  return (7 * ((*in24) + 2.0f)) + TUNE_5;
}
typedef int value_t35;
typedef float value_t35;

int main() {
  int len29 = 04662;
  auto step32 = []() {
    int h30 = (((true ? 60 : 6) - (false ? 45ul : sizeof(char))) < 4) ? 8L : 8;
    long q31 = sizeof(float) + h30;
    h30++;
  };
  step32();
  float r33{6.f};
  len29 = len29;
  const double h34 = ((18.0f - r33) * CONFIG_6) + ((TUNE_5) - (len29 / 17.625));
  r33 *= (len29 + len29) << len29;
  impl7::fuse8<double, unsigned int><<<(len29 + 31) / 32, 64, 0, nullptr>>>(nullptr, len29, h34 - ((h34 <= CONFIG_6) ? h34 : CONFIG_6), (len29 + 3060) * ((r33 >= 47) ? h34 : h34));
  impl7::bias16<double, int><<<1 << (CONFIG_6 + 5), 1 << (CONFIG_6 + 5)>>>(len29, nullptr, nullptr);
  return 0;
}
