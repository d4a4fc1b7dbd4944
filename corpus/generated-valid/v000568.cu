// cudagen 0.1 seed 568 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,host_global,constexpr_var,local_array,const_local,if,do_while,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 64
#define NUM_ITERS_2 256
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 58
#endif
#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_6 8
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 11
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 48

__global__ void drift7_kernel(int stride8) {
  int pass9 = 0;
  do {
    stride8 = 61U;
    stride8 += 47l;
    ++pass9;
  } while (pass9 < (CONFIG_6 + 5));
  stride8 = 34;
  if (stride8 > 42)
    return;
  (stride8--, (stride8 = static_cast<int>(pass9 * CAT_3(stride, 8))));
}
int g_relax10[] = {-0, 41};

__global__ void gather11_kernel(int *__restrict__ acc12, bool alpha13, int n14, float beta15) {
  if ((beta15 >= acc12[0]) || (!(!alpha13))) {
    (*acc12) += alpha13 * (alpha13 << (*acc12)) * float((beta15 += 0b101, acc12[n14]));
    int tmp16 = (((n14 <= (*acc12)) ? beta15 : alpha13) >= n14) ? (n14 - 1613ULL) : alpha13;
    char off17 = tmp16 | long(beta15);
  }
  if ((44 != alpha13) && alpha13)
    return;
}

template <class T>
__global__ void reduce18(T *buf19, float cfg20) {
  if (CONFIG_6 != buf19[4])
    return;
  T u21 = alignof(int);
  int pass22 = 0;
  do {
    const T tmp23 = pass22 % NUM_ITERS_2;
    const T lo24 = (cfg20 += CONFIG_6, pass22);
    ++pass22;
  } while (pass22 < pass22);
  buf19[pass22] = cfg20;
  double k25[2] = {24.875f};
}

__global__ void probe26_kernel(const unsigned *in27, double *buf28, int len29) {
  buf28[len29] = len29;
  buf28[4] = CHUNK_1;
  if (!(!in27)) {
    goto out30;
  }
  (--(*buf28), (len29 = alignof(float)));
  buf28[3] = len29;
  buf28[len29] = 5.375;
out30:;
}

int run_rank31(int stride32) {
  int idx33 = ((g_relax10[0] & g_relax10[0]) % (stride32 - g_relax10[0])) / ((g_relax10[0] * sizeof(double)) % ((unsigned int)51));
  if ((idx33 == stride32) && (g_relax10[1] < g_relax10[0])) {
    goto out34;
  }
  switch (g_relax10[idx33] ^ idx33) {
  case 7:
    break;
  case 0:
    break;
  case (0b110):
    if (float(g_relax10[idx33] + idx33) > sizeof(int))
      g_relax10[stride32] = 27l & idx33;
    drift7_kernel<<<dim3(256, 0200, (idx33 + 127) / 128), sizeof(int) * (CONFIG_6 + (CONFIG_6 + 48))>>>(33 << g_relax10[stride32]);
    break;
  case 3:
    break;
  default:
    break;
  }
out34:;
  return idx33;
}

int main() {
  int len35 = 1924;
  int lim36{len35};
  run_rank31(run_rank31(run_rank31(lim36)));
  long val37[6] = {};
  gather11_kernel<<<8, dim3(16 * 2, (len35 + 127) / 128, (lim36 + 63) / 64), 0, (cudaStream_t)0>>>(&len35, 0b1011 % (val37[lim36] - 14UL), (44UL - len35) ^ g_relax10[lim36], lim36);
  reduce18<<<sizeof(float) * 16, (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 104))), TUNE_5 + 4080, (cudaStream_t)0>>>((double*)nullptr, (CAT_3(lim, 36) + 45U) & 26lu);
  probe26_kernel<<<dim3(2, (len35 + 0b1111111) / 128, 4 * 4), dim3((len35 + 127) / 128), (NUM_ITERS_2 + (TUNE_5 + 960)) * 4, 0>>>(nullptr, nullptr, lim36);
  return 0;
}
