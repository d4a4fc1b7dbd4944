// cudagen 0.1 seed 651 invalid:private_member_access
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,host_global,constexpr_var,local_array,struct,enum,if,range_for,nested_block,ternary,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,sizeof,lambda,lambda_launch,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
const char *g_grow2 = "a\tb";

struct Vec3 {
  int sum4;
  float val5;
  char lo6;
};

__global__ void __maxnreg__(128) combine7_kernel(int lane8, unsigned char *__restrict__ dst9, Vec3 b10) {
  int tid11 = threadIdx.x;
  if (tid11 >= lane8) {
    return;
  }
  int z12 = 'a' / (~threadIdx.x);
  __shared__ int sh_13[8];
  {
    lane8 = 182;
    float idx14 = dst9[3];
  }
}

static __global__ void combine15(const int *coef16, int count17) {
  unsigned idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx18 >= count17) {
    return;
  }
  unsigned char prod19[5] = {};
  count17 = 48U;
  int hi20 = ((warpSize * coef16[0x3]) | CAT_1(idx, 18)) * (blockDim.x ? 'A' : 54);
}

static __global__ void count21(const size_t *coef22) {
  int idx23 = threadIdx.x;
  __shared__ Vec3 sh_24[sizeof(int) * 32];
  for (Vec3 k25 : sh_24) {
    __shared__ float sh_26;
  }
  const unsigned char *val27 = (const unsigned char*)nullptr;
}
enum Mode28 : short { SLOW29, FAST30, GREEN31, ADD32 = 5 };

__global__ void __maxnreg__(64) scatter33_kernel(Mode28 a34, long *data35, char b36) {
  unsigned gid37 = threadIdx.x;
  float *u38 = (float*)nullptr;
  __shared__ float sh_39[(64)];
  float diff40 = +((CAT_1(a, 34) / threadIdx.z) + u38[3]);
  {
    size_t t41 = *u38;
    diff40 = 6L - (~(*data35));
  }
  if ((threadIdx.x & 1)) {
    return;
  }
}
class Counter47 {
    int count_;
public:
    Counter47(int c) : count_(c) {}
    int get() const { return count_; }
};

int main() {
  int size42 = 529;
  Counter47 counter48(size42);
  size42 = counter48.count_;
  auto fn45 = [](int y43) {
    Mode28 z44 = GREEN31;
    count21<<<GREEN31, 4 * (FAST30 + (GREEN31 + 0x5))>>>(nullptr);
  };
  fn45(g_grow2[0]);
  if (size42 <= g_grow2[0b1]) {
    return CAT_1(size, 42) * (-CAT_1(size, 42));
  }
  if (((size42 <= CAT_1(size, 42)) ? 8L : FAST30) < CAT_1(size, 42)) {
    return g_grow2[0x0];
  }
  count21<<<ADD32 + 251, 1 << (FAST30 + (ADD32 + FAST30))>>>((const size_t*)nullptr);
  int *hi46 = &size42;
  combine7_kernel<<<(size42 + 255) / 256, (GREEN31 + (ADD32 + 57))>>>((((*hi46) + g_grow2[0x0]) != g_grow2[0]) ? hi46[1] : size42, (unsigned char*)nullptr, Vec3{});
  combine15<<<(size42 + 255) / 0x100, 1 << (GREEN31 + 7)>>>(&size42, size42 / hi46[size42]);
  scatter33_kernel<<<(GREEN31 + (GREEN31 + (FAST30 + 123))), 8 * (GREEN31 + (FAST30 + 1)), (4096)>>>(GREEN31, nullptr, ((CAT_1(size, 42) != ADD32) ? size42 : FAST30) >> 2);
  return 0;
}
