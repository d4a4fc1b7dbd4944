// cudagen 0.1 seed 16 invalid:kernel_exception_spec
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,struct,struct_template,if,if_else,for,pragma_unroll,goto,shift,comparison,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ float d_merge4;

template <typename T>
struct Stats5 {
  T mass6;
  int sum7;
  float hi8;
  __host__ __device__ float scale9() const {
    return 9LL;
  }
};

__global__ void grow10_kernel(const short* input11) {
  extern __shared__ unsigned dyn_12[];
  unsigned tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_12[0] = dyn_12[tid13];
  #pragma unroll 4
  for (int n14 = 0; n14 < (2 * 2); n14++) {
    if (dyn_12[n14]) {
      float v15 = 22.125f;
      int lo16(0x3al);
    }
    constexpr bool s17 = true;
    dyn_12[tid13] = dyn_12[6];
  }
}

__device__ int scale18(int count19, Stats5<long> a20, int count21) {
  count21 = a20.scale9();
  d_merge4 = a20.sum7;
  return 0x0u;
}
inline constexpr int WIDTH22 = 7;
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_23(map_filter24, double)
DEFINE_MAP_KERNEL_23(map_march25, float)

__host__ long long run_trace26(long b27) {
  constexpr unsigned int t28 = (1 << 1) * 3;
  if ((b27 - b27) > t28) {
    goto out29;
  }
  b27 = 59lu;
out29:;
  return t28;
}
__global__ void noexcept_kernel34(int *p) noexcept(true)
{
    p[0] = 0;
}

int main() {
  int n30 = 322;
  for (int i31 = 0; i31 < n30; ++i31) {
    if (n30) {
      float q32 = 43UL;
      n30 = (14U * n30) - 58lu;
    } else if (i31 >= WIDTH22) {
      n30 = i31;
      int y33{49};
    }
  }
  grow10_kernel<<<(WIDTH22 + 505), (WIDTH22 + 121)>>>((const short*)nullptr);
  map_filter24<<<dim3(0x10 * 0x8), WIDTH22 + 25>>>(static_cast<double*>(nullptr), 28);
  map_march25<<<dim3(sizeof(unsigned int)), WIDTH22 + (WIDTH22 + 242)>>>(nullptr, 28 % n30);
  return 0;
}
