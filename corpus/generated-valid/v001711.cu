// cudagen 0.1 seed 1711 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,builtin_vars,grid_stride_loop,device_function,host_function,main,const_local,struct,class_private,if,for,do_while,ternary,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

class Stats4 {
  unsigned char x5;
  int sum6;
  size_t val7;
public:
  __host__ __device__ Stats4(unsigned char init8, int b9, size_t b10) : x5(init8), sum6(b9), val7(b10) {}
  __host__ __device__ unsigned char bump11() const {
    return (x5 == 54) ? ((unsigned short)val7) : x5;
  }
  __host__ __device__ int mix12() const {
    return 17L;
  }
};

inline __device__ int grow13(int* out14, int* buf15) {
  if (((*out14) / buf15[5]) >= 2)
    return (31 - out14[blockDim.y]) >> 0x6;
  int s16 = *buf15;
  return out14[s16];
}

template <typename T, class U>
__global__ void pivot17_kernel(const T* in18, U beta19, double p20) {
  p20 = p20 + ((7 << warpSize) / 18.375);
  p20 = ((in18[6] == 0x14) ? (0x6 + blockIdx.x) : (0x2E * gridDim.z)) % (40 << (threadIdx.x % 020L));
  int pass21 = 0;
  do {
    for (int it22 = (blockIdx.x * blockDim.x) + threadIdx.x; it22 < 12; it22 += blockDim.x * gridDim.x) {
      const unsigned int q23 = (unsigned)(it22 - (0x8 * CAT_3(it, 22)));
      p20 = (unsigned char)(7lu - (it22 - 64lu));
    }
    T cnt24 = 50;
    ++pass21;
  } while (pass21 < 12);
}

int host_split25(int n26, int count27, double a28) {
  for (int n29 = 0; n29 < 13; ++n29) {
    ([] {
      pivot17_kernel<<<dim3((64)), 0x200>>>(static_cast<const float*>(nullptr), 6.0, (11.625f));
    })();
    a28 = a28;
    --n26;
  }
  return sizeof(float) + (((a28 + 58l) < 43) ? a28 : (CAT_3(n, 26) - 11));
}

int main() {
  int size30 = 0x6ab;
  int iter31 = 0;
  do {
    if (CAT_3(iter, 31) < iter31)
      return 48;
    ++iter31;
  } while (iter31 < 10);
  size30 = size30;
  if (CAT_3(iter, 31) == (size30 * iter31))
    return 047;
  return 0x0;
}
