// cudagen 0.1 seed 544 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,aligned_struct,if,while,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 16
#define WARPS_2 64
#define SQR_3(x) ((x) * (x))
#define CAT_4(a, b) a##b

#if (WARPS_2 * 2) >= 23 && WARPS_2 != 0
#define CONFIG_5 6
#else
#define CONFIG_5 20
#endif
// Helper used by the kernels below.

template <typename T, int N>
__global__ void fuse6_kernel(const T *__restrict__ coef7, T *__restrict__ buf8, T *__restrict__ data9, const T *in10) {
  extern __shared__ int dyn_11[];
  int iter12 = 0;
  do {
    data9[0] *= dyn_11[iter12];
    ++iter12;
  } while (iter12 < iter12);
  float prod13 = dyn_11[iter12 & 7];
  auto idx14 = dyn_11[6];
}

struct alignas(16) Span15 {
  char hi16;
  int flag17;
  unsigned long sum18;
  int hi19;
};

template <class T, int N>
__global__ void update20_kernel(T *out21) {
  --(*out21);
  T stride22 = N + out21[4];
  stride22 = WARPS_2;
}
constexpr int WIDTH23 = 1 << 1;

static unsigned host_trace24(Span15 beta25, float b26) {
  b26 = b26;
  if (!(10l > CAT_4(b, 26))) {
    return RADIUS_1 * (b26 + b26);
  }
  fuse6_kernel<int, 5><<<128, 16 * WIDTH23>>>(nullptr, nullptr, nullptr, (const int*)nullptr);
  b26 = alignof(char);
  update20_kernel<int, ((CONFIG_5 + 1))><<<4, 32, sizeof(int) * 128, nullptr>>>(nullptr);
  if ((beta25.hi19 & 1) && (beta25.hi19 == 15LL)) {
    return static_cast<unsigned int>(WARPS_2) + beta25.hi19;
  }
  return 345;
}

template <typename T, class U>
__device__ signed char march27(const U *input28, T beta29, unsigned long alpha30) {
  beta29 /= static_cast<int>(SQR_3(alpha30 | sizeof(int)));
  U f31 = alpha30;
  return SQR_3(f31);
}

__device__ __host__ unsigned warp32(int stride33) {
  auto x34 = (4L ^ stride33) + (stride33 * (41 + stride33));
  stride33--;
  float u35 = (37 ^ x34) + stride33;
  int w36 = 0;
  while (w36 < stride33) {
    unsigned v37 = (((double)((char)stride33)) >= WIDTH23) ? ((u35 + 34U) * 63u) : 2637;
    ++w36;
  }
  unsigned int *h38 = nullptr;
  int *cnt39 = (int*)nullptr;
  return (cnt39[stride33] + (45 + CAT_4(stride, 33)));
}

constexpr int run_weigh40(int count41, int stride42) {
  auto m43 = (stride42 + (12 & stride42)) - (((stride42 < 30) ? 50 : RADIUS_1) + (32));
  int y44 = (41) ^ ((m43 - 0U) + (WIDTH23 - count41));
  return WIDTH23 / (y44 & count41);
}

inline void check_stencil45(long long *buf46) {
  buf46[1] += WIDTH23 * (*buf46);
  update20_kernel<float, 5><<<1, 1 << (WIDTH23 + 4), sizeof(float) * 32>>>((float*)nullptr);
}

int main() {
  int size47 = 2810;
  int k48{16};
  fuse6_kernel<float, (1 << 1)><<<(size47 + 127) / 128, 64, (RADIUS_1 + (WIDTH23 + 238))>>>(nullptr, nullptr, nullptr, static_cast<const float*>(nullptr));
  k48 = WIDTH23;
  return 0;
}
