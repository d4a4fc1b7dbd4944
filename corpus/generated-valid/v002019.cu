// cudagen 0.1 seed 2019 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,shared_var,shared_2d,extern_shared,if,if_else,goto,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

constexpr __device__ __host__ int reduce4(int n5, int lane6) {
  lane6 = 47;
  return (+n5) + 0x38U;
}

__global__ void drift7(const int* in8, size_t* buf9) {
  extern __shared__ int dyn_10[];
  int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ double sh_12[12][2];
  __shared__ int sh_13[128];
}

__global__ void merge14_kernel(unsigned int alpha15, double* acc16) {
  extern __shared__ float dyn_17[];
  int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*acc16) = -20.125;
  if ((dyn_17[2]) > i18) {
    goto finish19;
  }
  alpha15 = ((37 << alpha15) >> (29 + blockDim.y)) - ((alpha15 - alpha15) << (alpha15 += alpha15, 7));
  reduce4(reduce4(blockIdx.y - (*acc16), acc16[threadIdx.x]), static_cast<int>(blockDim.z));
  (*acc16) = (long)(1898U + (alpha15 / 061));
finish19:;
}

int main() {
  int count20 = 0xF14;
  if (count20 < (count20 * count20)) {
    if ((+((float)count20)) <= (47ul / count20)) {
      if (count20 == count20)
        return reduce4(count20 + count20, sizeof(int) * count20);
      reduce4(count20, static_cast<char>(count20) * (sizeof(unsigned int) * count20));
    } else {
      const char* r21 = R"(C:\dir)";
    }
  } else {
  }
  drift7<<<(2), 8 * 8, 0, (cudaStream_t)0>>>(&count20, nullptr);
  merge14_kernel<<<(4), 1 << 5>>>(reduce4(count20, 54) + 0x3acUL, nullptr);
  return 0x0;
}
