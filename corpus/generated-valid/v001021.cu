// cudagen 0.1 seed 1021 valid
// features: kernel,kernel_extern_c,launch,builtin_vars,main,shared_var,const_local,struct,struct_methods,operator_overload,anon_namespace,for,nested_block,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

namespace {
__global__ void sweep2(double* out3, int n4, float alpha5) {
  unsigned int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (n4++, (alpha5 = +((!(gid6 <= 0x40)) ? 0x1p0f : (24 * n4))));
  alpha5++;
  const int acc7 = n4;
  int cnt8 = alpha5;
  float lo9 = blockDim.z;
  out3[n4 & 0x7] = cnt8 * ((n4 - acc7) ^ 35);
}
} // namespace

struct Vec10 {
  double flag11;
  long long lo12;
  unsigned int sum13;
  __host__ __device__ void reset14(float s15) {
    const float hi16 = 782 * double(flag11 * lo12);
  }
};

__host__ __device__ Vec10 operator+(Vec10 a, Vec10 b) {
  Vec10 r = a;
  r.flag11 += b.flag11;
  r.lo12 += b.lo12;
  r.sum13 += b.sum13;
  return r;
}

extern "C" __global__ void march17_kernel(int n18, unsigned short* dst19, int n20, float* data21) {
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int lim23 = 3465 + blockDim.y;
  ++dst19[n18 & 7];
  dst19[0x4] = (lim23 += 8, (17));
}

__global__ void step24_kernel(const unsigned char* in25, float beta26) {
  int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ Vec10 sh_28;
  __shared__ int sh_29[256];
  for (int it30 = 0, j31 = 7; it30 < j31; (++it30, (--j31))) {
    float lim32{beta26};
    float* base33 = nullptr;
    beta26--;
  }
}

struct Particle34 {
  double x35;
  unsigned mass36;
  float hi37;
};

int main() {
  int n38 = 3998;
  {
    sweep2<<<(n38 + 63) / 64, 64>>>((double*)nullptr, 28, (n38 += 0x38, (19ul ^ n38)));
    n38--;
  }
  march17_kernel<<<(n38 + 0x1f) / 32, 0x20>>>((n38), nullptr, n38 - (n38), (float*)nullptr);
  step24_kernel<<<(n38 + 127) / 128, 32>>>(nullptr, n38 * n38);
  return 0;
}
