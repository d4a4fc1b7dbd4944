// cudagen 0.1 seed 47 invalid:launch_bad_arg_type
// features: kernel,kernel_static,kernel_extern_c,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,constexpr_var,struct,if,if_else,for,switch,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,macro_stringize,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 28
#endif

struct Sample6 {
  signed char lo7;
  unsigned long count8;
  int z9;
  unsigned char mass10;
};

static void count11(char* dst12, const Sample6 &a13) {
  if (!(59 != dst12[1])) {
    return;
  }
  for (int n14 = 0; n14 < 7; ++n14) {
    unsigned char h15 = 31 / n14;
    int q16 = (a13.lo7 / h15) * (*dst12) * 0x17;
  }
}

extern "C" {
static __device__ __forceinline__ int rank21(float a22 = 24.25F) {
  a22++;
  unsigned off23 = TUNE_5;
  for (int it24 = 7; it24 > 0; --it24) {
    a22 = it24;
    a22++;
  }
  float hi25 = off23 >> 0x0;
  return off23;
}

static __global__ void pivot17_kernel(int stride18, double alpha19) {
  for (int n20 = 0; n20 < 10; ++n20) {
    stride18++;
    ++alpha19;
  }
}
}

constexpr int rank26(int stride27) {
  unsigned t28 = (stride27 += stride27, 39ul) >> ((stride27 += 46L, stride27) - (-stride27));
  return (t28 += 17, (stride27 >> 3));
}

__host__ __device__ void reduce29(bool beta30, long alpha31, int count32) {
  constexpr float tmp33 = .5f;
  count32 = TUNE_5;
  if (beta30 == BLOCK_SIZE_1) {
    Sample6 z34 = {static_cast<signed char>(TUNE_5), 3lu, -55, static_cast<unsigned char>(BLOCK_SIZE_1)};
    Sample6 prod35 = z34;
    z34 = prod35;
  } else if ((count32 + ((beta30 != beta30) ? alpha31 : tmp33)) > (4 + alpha31)) {
    static_assert(36 == 0x24, "bad config");
  } else if (beta30) {}
}

constexpr int host_tally36(int stride37, unsigned int q38) {
  stride37++;
  return stride37;
}
__global__ void probe_kernel41(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
  int n39 = 1422;
  probe_kernel41<<<1, 128>>>("text", n39);
  pivot17_kernel<<<1 << 5, TUNE_5 + (BLOCK_SIZE_1 + 213)>>>(n39, (rank26(n39) != 18ul) ? (18 | n39) : n39);
  switch (n39) {
  case TUNE_5 + 0x1: {
    pivot17_kernel<<<BLOCK_SIZE_1 + (TUNE_5 + (TUNE_5 + 0xca)), 1 << 7, sizeof(double) * 128>>>(host_tally36(n39 << 6, 35L), 5.625);
    const char* t40 = STR_3(tile size);
    break;
  }
  }
  return 0;
}
