// cudagen 0.1 seed 1644 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,main,device_var,constexpr_var,auto_var,const_local,namespace,if,if_else,for,while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 4
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifdef USE_FAST_PATH_8
#define TUNE_9 16
#else
#define TUNE_9 46
#endif
#if WARPS_1 > 110
#define CONFIG_10 7
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_10 30
#endif
#undef CONFIG_10
#define CONFIG_10 8

__global__ void smooth11(int count12, unsigned* buf13, const float* coef14) {
  buf13[6]++;
  float val15 = static_cast<size_t>((42u) & (count12 % (*buf13)));
  count12 = (*coef14) - MAX2_3(threadIdx.z, CONFIG_10);
  constexpr size_t prod16 = 19;
  int mid17 = (prod16 * int(blockDim.x)) % (prod16);
}

__host__ __device__ int reduce18(int len19, unsigned short* out20) {
  if (len19 > out20[len19 & 7]) {
    return 47L * (len19 + out20[len19]);
  }
  float mid21 = ((*out20) += WARPS_1, 15.625f) - (out20[len19] % CAT_7(len, 19));
  return len19;
}

template <class T, int N>
inline __host__ __device__ T update22(T* out23, const T* in24) {
  for (int n25 = 0; n25 < 3; ++n25) {
    if ((-n25) > 42) {
      for (int j26 = 0; j26 < n25; ++j26) {
        if (n25 != n25) {
          return reduce18(~CAT_7(n, 25), nullptr);
        }
        out23[6] = reduce18(62, (unsigned short*)nullptr);
      }
      auto lim27 = in24[n25 & 7];
      lim27 = static_cast<int>(n25);
    }
  }
  return *out23;
}

namespace ops28 {
double reduce29(const int* in30, int* out31) {
  const unsigned short v32 = +reduce18(-30, reinterpret_cast<unsigned short*>(out31));
  out31[v32] -= out31[v32 & 7];
  smooth11<<<dim3(4 * 16, 512, 256), WARPS_1 + (WARPS_1 + 248), 0, (cudaStream_t)0>>>(v32, reinterpret_cast<unsigned int*>(out31), reinterpret_cast<const float*>(in30));
  return -3093;
}
__device__ int d_warp33;
} // namespace ops28

__host__ __device__ void tally34(int lane35) {
  if (lane35 != 48) {
    return;
  }
  int iter36 = 0;
  while ((iter36 < lane35) && (iter36 == CAT_7(lane, 35))) {
    float stride37 = 3LL;
    ++iter36;
  }
  lane35 %= reduce18(iter36, static_cast<unsigned short*>(nullptr));
  lane35 = (lane35 += 3123, iter36);
}

template <typename T, typename U>
__global__ void bias38_kernel(U cfg39, U a40) {
  int tid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (!((tid41 & 1) && (ops28::d_warp33 > a40))) {
    U e42 = 38;
  } else {
    unsigned e43 = (23ull + tid41) * warpSize;
  }
}

int main() {
  int len44 = 777;
  if ((len44 + int(CAT_7(len, 44))) > (CAT_7(len, 44))) {
    len44 -= '\0';
    int iter45 = 0;
    while (iter45 < iter45) {
      constexpr float k46 = 4.625f;
      len44 *= 22;
      ++iter45;
    }
  } else if ((CAT_7(len, 44) + len44) != 57l) {
    return len44 / len44;
  }
  bias38_kernel<double, double><<<dim3(2, (len44 + 31) / 32), sizeof(int) * 8, 1024, nullptr>>>(len44, len44);
  return 0;
}
