// cudagen 0.1 seed 295 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

static __global__ void smooth2_kernel(int n3, int* acc4, int len5) {
  extern __shared__ int dyn_6[];
  n3 ^= acc4[n3];
  dyn_6[0] /= 27 - dyn_6[2];
  __shared__ int sh_7[256];
  float t8 = 27;
  len5++;
  n3 += -0x27;
  dyn_6[n3] |= 11;
}

constexpr __host__ __device__ int stencil9(int len10, unsigned long long cfg11) {
  int e12 = static_cast<float>(len10) * ((len10 + len10) * 424);
  len10 = cfg11 * (e12);
  return 0x2E;
}

unsigned int norm13(int len14, const double* coef15, int len16 = 52) {
  smooth2_kernel<<<dim3(2), dim3((len16 + 0b111111) / 64, (len14 + 255) / 0x100, sizeof(float) * 32), sizeof(float) * 64, (cudaStream_t)0>>>(len14, &len16, 38);
  constexpr int v17 = 0x3a;
  constexpr float diff18 = 0x2U;
  return 0x0 * (stencil9(len16, coef15[0]) + ((len16 == 0x8u) ? v17 : 1));
}

struct Tile19 {
  int mass20;
  size_t y21;
  __host__ __device__ void total22(unsigned char w23) {
    mass20 = mass20;
  }
};

__global__ void probe24(unsigned int a25, int* buf26) {
  stencil9(stencil9(a25, (a25 != 7l) ? (*buf26) : a25), a25);
  stencil9((*buf26) - stencil9(a25, buf26[a25]), (buf26[a25] >= a25) ? (sizeof(int) * a25) : a25);
  int val27 = *buf26;
  __shared__ int sh_28[32];
}
__device__ unsigned int d_count29;

__device__ short tally30(double q31, double a32) {
  stencil9(d_count29, q31);
  if ((a32 * d_count29) < q31)
    return a32;
  d_count29 = q31;
  float acc33[7] = {};
  return ((d_count29 % 9U) - ((q31 != acc33[d_count29]) ? 0x4B8 : q31)) - (stencil9(q31, '\0') - q31);
}

inline __device__ double blend34(int* out35) {
  __shared__ Tile19 sh_36[256];
  __shared__ Tile19 sh_37;
  out35[d_count29] ^= stencil9(out35[0x5] / (sh_36[d_count29].mass20 + 0x15lu), +((*out35) * (*out35)));
  if (!out35)
    return +(sh_37.y21 + sh_36[d_count29].mass20);
  out35[3] = stencil9(sh_36[d_count29].y21, (out35[d_count29] / 61) - stencil9(*out35, sh_37.y21));
  Tile19 res38 = Tile19{5, static_cast<size_t>(sh_36[d_count29].mass20)};
  return out35[d_count29];
}

constexpr int run_bump39(int count40) {
  count40 = (26U % count40) * count40;
  return stencil9(count40, 35 + (count40 * 0b11011));
}

int main() {
  int len41 = 3980;
  long long acc42[3] = {-18ll, 0x12L, static_cast<long long>(+len41)};
  float* res43 = nullptr;
  probe24<<<(len41 + 63) / 0b1000000, dim3((len41 + 255) / 256, 1), 0x100, (cudaStream_t)0>>>(run_bump39(static_cast<float>(len41)), &len41);
  return 0;
}
