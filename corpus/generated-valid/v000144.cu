// cudagen 0.1 seed 144 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,if,switch,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_init_capture,lambda_launch,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if NUM_ITERS_1 > 78
#define CONFIG_5 5
#else
#define CONFIG_5 11
#endif

inline __device__ void warp6(const int *input7, double alpha8, int lane9) {
  float r10[4] = {};
  r10[lane9 & 3] = ((lane9 ^ CONFIG_5) * 15.875F);
  switch ((threadIdx.z != lane9) ? NUM_ITERS_1 : 5) {
  case 11: {
    float idx11 = float(static_cast<long>(r10[0b10])) - ((sizeof(double) + (*input7)) & 4);
    break;
  }
  case 0x5:
    --alpha8;
    break;
  }
}

__global__ void blend12(const unsigned char *__restrict__ in13, int n14, long long cfg15) {
  extern __shared__ int dyn_16[];
  short idx17(((cfg15 != ((float)dyn_16[0x0])) ? dyn_16[n14 & 7] : (~n14)) + CONFIG_5);
  cfg15 = n14 + (ADD3_2(*in13, 56, 0x3c) - (6u + (*in13)));
}

int check_gather18(float cfg19, int count20, unsigned *__restrict__ data21) {
  --(*data21);
  cfg19 = 6 % count20;
  ++cfg19;
  auto step23 = [z22 = NUM_ITERS_1 / cfg19]() -> float {
    return (float)z22;
  };
  auto step26 = [=](int base24, int lo25) -> float {
    blend12<<<1, 64>>>(reinterpret_cast<const unsigned char*>(data21), 23u, (lo25 * count20) % 0x39);
    base24 = count20;
    return ADD3_2(data21[lo25] * lo25, (cfg19), ADD3_2(base24, cfg19, 50));
  };
  data21[count20] = ADD3_2((~data21[count20]) * 49ll, data21[0x0], (0xAA1 | data21[count20 & 7]) + (0b101011 + cfg19));
  auto prod27 = data21[3] - static_cast<int>((int)41);
  return prod27;
}

__host__ __device__ float bias28(int count29, float alpha30, double alpha31) {
  alpha30 = (static_cast<float>(static_cast<float>(alpha31)) == (3U - count29)) ? ((count29 / count29) - (count29 | count29)) : ((count29 + count29) % 52);
  const int v32 = count29 - (966lu - (alpha31));
  return +(+(alpha31 * 2.5f));
}

__host__ __device__ double fold33(int *dst34, int count35, unsigned int cfg36) {
  auto m37 = 60 * dst34[count35];
  unsigned char k38{14};
  if ((k38 - k38) <= sizeof(float)) {
    return count35;
  }
  count35 = static_cast<unsigned char>((count35 | 53l) % (62 & k38));
  float f39 = dst34[7];
  char k40 = f39;
  dst34[6]++;
  return (int)((cfg36 * 0b1011) - (41 & k40));
}
// Returns the accumulated value.

__device__ __host__ int rank41(int len42) {
  double u43 = (unsigned int)ADD3_2(size_t(len42), len42, len42 - 56UL);
  if (11L <= len42) {
    return (len42 ^ NUM_ITERS_1) ^ 16;
  }
  auto sum44 = -len42;
  return sum44;
}

inline __host__ __device__ int stencil45(unsigned beta46, float q47, double *__restrict__ buf48) {
  buf48[0b101]--;
  q47 = ((!(sizeof(int) != beta46)) ? (~beta46) : sizeof(float)) + 43;
  if (17 != beta46) {
    return (beta46) + (buf48[0] + 24lu);
  }
  if (!(buf48[beta46 & 0x7] > buf48[beta46])) {
    return q47;
  }
  int w49 = ADD3_2((beta46 * beta46) % beta46, (unsigned int)(beta46 + beta46), (0x9 - beta46));
  return ADD3_2((-q47) * ADD3_2(w49, buf48[0x6], w49), 0x24 * (q47 - NUM_ITERS_1), (unsigned(w49)));
}

unsigned int decay50(int n51, int lane52, const size_t *in53) {
  lane52 = ((((*in53) < 5) ? 10 : sizeof(short int)) + CONFIG_5) * (2 - in53[lane52]);
  auto r54 = static_cast<int>((44 * in53[lane52 & 7]) | (in53[lane52] - lane52));
  return r54 - (r54 + n51);
}

int main() {
  int len55 = 1093;
  float res56 = ((-(len55 * len55)) <= len55) ? ((8 + len55) | ((38L <= len55) ? len55 : 16)) : ((unsigned int)(len55 - 0xc));
  --res56;
  len55 = 37;
  const char *r57 = "a\tb";
  blend12<<<2, 512, 0>>>(nullptr, static_cast<unsigned>((len55)), static_cast<unsigned>(58));
  res56++;
  return 0;
}
