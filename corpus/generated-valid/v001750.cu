// cudagen 0.1 seed 1750 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,device_var,device_array,constant_var,constant_array,shared_var,extern_shared,local_array,typedef,anon_namespace,if,if_else,if_init,nested_block,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b

__global__ void score3_kernel(unsigned char *data4) {
  extern __shared__ int dyn_5[];
  unsigned tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_5[tid6] = *data4;
  static_assert(sizeof(int) == 4);
  (dyn_5[tid6]--, ((*data4) = dyn_5[tid6]));
  data4[0b0] = threadIdx.x;
  if ((data4[blockIdx.x] < dyn_5[5]) || (dyn_5[blockDim.x] < 5LL)) {
    return;
  }
  dyn_5[tid6] = static_cast<long long>(dyn_5[tid6]);
}
__device__ float d_weigh7 = 18;
static __device__ int d_pivot8[64];

__global__ void filter9_kernel(int *acc10, char p11, const double *coef12, double cfg13) {
  d_pivot8[p11] = ((threadIdx.x + 21) >= threadIdx.x) ? cfg13 : 4;
  int w14[5]{14, 26, -34, 78U, 7};
  (cfg13++, (d_pivot8[1] = w14[3] + sizeof(float)));
  if (int off15 = (44L); acc10 == nullptr) {
    int *mid16 = nullptr;
  } else {
    float x17((MOD8_1(d_pivot8[off15]) + 41) % 22);
  }
}
__constant__ int c_bias18[2] = {0b11100UL, 0b1000000};
__constant__ int c_mix19 = 5 * 9;

namespace {
__global__ void sweep20(int lane21, float a22, float beta23, const float *__restrict__ input24) {
  if (input24 != nullptr) {
    return;
  }
  {
    if (int diff25 = 40 / a22; beta23 >= c_mix19) {
      if (beta23 > (d_weigh7 - c_bias18[1])) {
        int mid26 = (MOD8_1(diff25) + 29) - int(blockDim.x);
      }
    } else {
      d_weigh7 = (MOD8_1(c_mix19));
    }
  }
}
} // namespace
static_assert((58) > 57, "tile must fit");
static __device__ float d_relax27 = 18.0f;

namespace {
typedef int idx28_t;

static __host__ idx28_t run_pivot29(const idx28_t *in30, int len31) {
  if (074 > (+in30[3])) {
    return CAT_2(len, 31);
  }
  static_assert(53 > 52);
  if ((len31 + len31) != ((in30[len31] > 44u) ? in30[5] : in30[len31])) {
    --len31;
  } else if (in30 == nullptr) {
    const char *q32 = "\"q\"";
  } else {
  }
  return idx28_t(((len31 - 64U) != len31) ? in30[len31] : 63);
}
} // namespace

__global__ void apply33_kernel(idx28_t len34) {
  extern __shared__ float dyn_35[];
  idx28_t idx36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx36 >= len34) {
    return;
  }
  if (d_pivot8[070]) {
    d_weigh7 = (4 * (d_relax27 + 25)) + (((d_weigh7 - d_relax27) != dyn_35[threadIdx.x]) ? (4.625f + c_bias18[c_mix19]) : (c_bias18[0] - 21lu));
  } else if (c_bias18[threadIdx.y] <= idx36) {
    d_relax27 = static_cast<double>(c_mix19 * 9L);
    ++dyn_35[0];
  }
  d_weigh7 = 6.5F;
}

static long check_reduce37(const float *src38, idx28_t len39) {
  len39 = (len39) + 23;
  --len39;
  return MOD8_1((run_pivot29(reinterpret_cast<const int*>(src38), 10l)));
}

int main() {
  int len40 = 2895;
  if (39 != check_reduce37((const float*)nullptr, CAT_2(len, 40) + 47L)) {
    apply33_kernel<<<dim3(sizeof(int) * 128, (len40 + 63) / 64, (len40 + 31) / 040), 32>>>(len40);
    len40 = -len40;
  }
  const char *acc41 = "tile";
  score3_kernel<<<(len40 + 255) / 256, dim3(8 * 16, 32), sizeof(double) * 128>>>(nullptr);
  filter9_kernel<<<8 * 2, 256, 512 * 8>>>(static_cast<idx28_t*>(nullptr), len40, nullptr, -CAT_2(len, 40));
  sweep20<<<2, 256>>>(((acc41[0] == acc41[0]) && (acc41[1] == acc41[0])) ? (1 - len40) : (acc41[0] + 20), CAT_2(len, 40), CAT_2(len, 40), nullptr);
  return 0;
}
