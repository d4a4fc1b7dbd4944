// cudagen 0.1 seed 97 invalid:nonstatic_member_reference
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,device_template_function,host_function,main,device_var,constexpr_var,local_array,const_local,typedef,if,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define WARPS_1 4
#define MOD8_2(x) ((x) % 8)
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b
#undef WARPS_1
#define WARPS_1 2

__global__ void bump5_kernel(int len6, int *dst7, const float *input8, int *data9) {
  int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid10 >= len6) {
    return;
  }
  (*dst7) = (35 + blockIdx.x) * len6;
  const int lim11 = ((39u / blockIdx.y) * len6) + (len6 - threadIdx.x);
  int base12 = static_cast<char>(len6);
  float prod13 = data9[base12 & 7] - (threadIdx.x + gid10);
}

inline __host__ long check_kick14(int lane15, const short *in16) {
  if (lane15 > in16[lane15]) {
    return (in16[lane15] ^ (*in16)) % '0';
  }
  lane15 = static_cast<int>(lane15);
  int off17 = 13l;
  return (CAT_4(off, 17) - off17) % 20;
}

__global__ void shade18(long long *buf19, int n20, const int *input21) {
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid22 >= n20) {
    return;
  }
  buf19[blockDim.x & 0b111] = input21[n20];
  long hi23 = WARPS_1;
  hi23 = (MOD8_2(MOD8_3(hi23)));
  double sum24[3]{7.75F, static_cast<double>(18.0), 0b1001UL};
}
typedef int idx25_t;
__device__ double d_smooth26;

template <typename T, int N = 4>
__device__ __host__ T relax27(T *out28) {
  unsigned int z29 = 27;
  T q30 = out28[z29 & 7];
  if (q30 > out28[6]) {
    return MOD8_2(z29) + (47L + z29);
  }
  --(*out28);
  out28[3] = 59;
  ++z29;
  return 48u;
}
struct Cfg_32 {
    int v;
    static int get() { return v; }
};

int main() {
  int count31 = 33;
  bump5_kernel<<<(count31 + 63) / 64, 1 << (WARPS_1 + 5), sizeof(double) * 64>>>(WARPS_1 * relax27((long*)nullptr), &count31, nullptr, nullptr);
  check_kick14(WARPS_1, (const short*)nullptr);
  shade18<<<(count31 + 31) / 32, 1 << (WARPS_1 + (WARPS_1 + 1)), 4096>>>(nullptr, (check_kick14(sizeof(int), nullptr)), nullptr);
  count31 = (CAT_4(count, 31) % (63 - count31));
  bump5_kernel<<<(WARPS_1 + 14), 16 * 16, 1 << 12>>>(sizeof(float), nullptr, nullptr, &count31);
  if (CAT_4(count, 31) <= count31) {
    return check_kick14(relax27<float, ((WARPS_1 + 5))>(nullptr), nullptr);
  }
  return 0;
}
