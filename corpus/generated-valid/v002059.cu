// cudagen 0.1 seed 2059 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,default_args,main,constexpr_var,auto_var,struct,operator_overload,if,goto,compound_assign,bitwise,comparison,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define CAT_2(a, b) a##b

#if BLOCK_SIZE_1 > 65
#define CONFIG_3 3
#else
#define CONFIG_3 25
#endif

struct Vec4 {
  unsigned char count5;
  float weight6;
  int count7, lo8;
};

__host__ __device__ Vec4 operator+(Vec4 a, Vec4 b) {
  Vec4 r = a;
  r.count5 += b.count5;
  r.weight6 += b.weight6;
  r.count7 += b.count7;
  r.lo8 += b.lo8;
  return r;
}

__device__ int fuse9(int count10, int n11, short q12 = 0b10011) {
  q12 -= threadIdx.z;
  q12 = 020l;
  count10 = 2546 * ((~n11) - 0b101);
  if (q12 <= blockDim.x)
    return count10 - (52 + q12);
  float z13 = 11.5F;
  if (z13 <= n11)
    return CAT_2(z, 13);
  Vec4 stride14 = {static_cast<unsigned char>(threadIdx.z), static_cast<float>((n11 += sizeof(short int), 17.375F)), 2316u, count10};
  return CAT_2(q, 12);
}

__global__ void spread15(float q16, long long* out17, unsigned char* data18, float* __restrict__ buf19) {
  int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  constexpr float e21 = 12.5F;
  out17[1] = data18[2];
  out17[3] ^= blockDim.y * out17[7];
  auto q22 = CONFIG_3;
  if (31 >= (blockIdx.x + CONFIG_3)) {
    goto out23;
  }
  (*data18) += (threadIdx.y * size_t(idx20)) + (37 | (out17[threadIdx.x] + q22));
  data18[idx20] -= ((CAT_2(idx, 20) * (*data18)) & (q22 * idx20)) | ((*out17) - q22);
out23:;
}

int main() {
  int n24 = 1122;
  spread15<<<dim3((n24 + 0177) / 128), 128>>>(-12.625F, nullptr, nullptr, nullptr);
  if (n24 > n24)
    return 46u * (CAT_2(n, 24));
  constexpr double w25 = 1.5;
  spread15<<<dim3(8 * 2), 0b100 * (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 8))>>>((n24 += 51ULL, CONFIG_3), nullptr, (unsigned char*)nullptr, nullptr);
  return 0;
}
