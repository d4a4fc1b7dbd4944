// cudagen 0.1 seed 997 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,host_function,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,auto_var,struct,typedef,if,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define TILE_DIM_2 16
#define CHUNK_3 3
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 13
#else
#define TUNE_9 34
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 2

__global__ void reduce10(const float* __restrict__ in11, const long* src12) {
  auto tmp13 = SQR_4((float)(src12[4] + TILE_DIM_2));
  int tmp14 = tmp13;
}

template <typename T>
__global__ void split15(const T* __restrict__ in16, int stride17) {
  extern __shared__ double dyn_18[];
  {
    unsigned off19 = *in16;
    T* lim20 = nullptr;
  }
  stride17 = (SQR_4(in16[stride17 & 7]) + dyn_18[stride17]) - (stride17 | 50);
}

float spread21(int len22) {
  if ((len22 * 47U) < 0b101111L) {
    return 0b10000 ^ len22;
  }
  len22 = -SQR_4(len22);
  reduce10<<<1 << (CHUNK_3 + 1), 32 * 0b10>>>(nullptr, nullptr);
  len22 = len22;
  len22 = 40 + len22;
  return 12.125f;
}

inline __device__ float spread23(double p24, short int q25, unsigned long b26) {
  p24++;
  auto t27 = ((p24)) + q25;
  return b26;
}
__constant__ float c_kick28 = -21;

__device__ __forceinline__ void lerp29(int n30, unsigned* out31) {
  int res32{53};
  n30 >>= (TUNE_9 - out31[1]) & ((res32 >> 8) * n30);
}

void run_relax33(float* dst34, int n35) {
  if ((n35 >> n35) <= dst34[4]) {
    dst34[0] /= spread21((n35));
    int stride36 = n35 % 50ULL;
  }
  dst34[4] += 8.25F;
}

struct Span37 {
  long long x38;
  unsigned flag39;
};
typedef Span37 rec40_t;

__device__ int clamp41(float p42, float* data43) {
  __shared__ long long sh_44;
  short res45(c_kick28);
  p42 += u'0';
  static __shared__ Span37 sh_46[64];
  res45++;
  data43[sh_44 & 7] = res45;
  --(*data43);
  return res45;
}

int main() {
  int n47 = 3203;
  unsigned char r48 = ((!(n47 != n47)) && (!(n47 == 6))) ? (~(62 ^ n47)) : (n47 << (n47 ? n47 : n47));
  short* acc49 = nullptr;
  if ((acc49[r48] <= acc49[r48]) && (acc49[4] != 33)) {
    return spread21((long long)n47);
  }
  split15<long><<<(n47 + 127) / 128, sizeof(unsigned int) * 64, sizeof(int) * 32>>>(reinterpret_cast<const long*>(acc49), (TILE_DIM_2 + acc49[7]) * spread21(CHUNK_3));
  return 0;
}
