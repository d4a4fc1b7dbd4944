// cudagen 0.2 seed 687 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,shared_var,static_shared,auto_var,struct,class_private,if,if_init,for,pragma_unroll,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,method_call,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,lambda_generic,macro_function,macro_statement,conversion_operator,call_operator,runtime_api,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

class Vec4 {
  int y5, flag6;
public:
  __host__ __device__ Vec4(int b7, int a8) : y5(b7), flag6(a8) {}
  __host__ __device__ int norm9() const {
    int prod10 = MOD8_1(y5 - (10 + y5));
    (prod10++, (prod10 += (prod10) % MOD8_1(y5)));
    return prod10 * 24;
  }
};
struct Celsius11 {
  float v;
  __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert12(float x) {
  Celsius11 m{x};
  float plain = m;
  return plain + static_cast<float>(m) * 2;
}

__global__ void __launch_bounds__(1 << 10, 1) filter13(unsigned char *out14) {
  int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll 4
  for (int n16 = 0; n16 < 15; n16 += 1) {
    if (((threadIdx.x >> 1) - (out14[n16 & 7] + n16)) > (threadIdx.x + 25U)) {
      static_assert(10 > 9, "size check");
      if ((idx15 != out14[5]) || (idx15 != threadIdx.x))
        return;
    }
  }
}
struct Offset17 {
  int k;
  int operator()(int v) const { return v * k; }
};
int call18(int x) {
  Offset17 fn{9};
  return fn(x) + fn.operator()(1);
}

__global__ void fuse19(int *acc20, Vec4 q21, float *acc22) {
  long k23{2542};
  (void)k23;
  Vec4 z24{static_cast<int>(7 % warpSize), int(q21.norm9())};
  (void)z24;
  {
    static_assert(3 == 3);
    int m25{51};
    (void)m25;
  }
}

__device__ __host__ void sweep26(int lane27, int lane28, double a29) {
  double *lim30 = nullptr;
  lane28++;
  if (unsigned char h31{static_cast<unsigned char>(((9 * lane28) >> 4) / a29)}; ((unsigned)(lane27 ^ lane27)) > ((*lim30) += a29, lane27)) {
    Vec4 base32{2, lane28};
    (void)base32;
    auto diff33 = a29;
    float s34 = short(diff33) * MOD8_1(MOD8_1(h31));
    (void)s34;
  }
}

__device__ double mix35(long a36) {
  char t37 = a36;
  printf("step %d\n", static_cast<int>(57));
  for (int n38 = 0; n38 < 15; n38 += 2) {
    t37 %= t37 - ((n38 - 64) * n38);
    a36 ^= ((a36 ^ t37) != (5 * a36)) ? (MOD8_1(blockIdx.z)) : (a36 * (a36 += 58, t37));
  }
  t37 %= sizeof(int) - t37;
  static __shared__ int sh_39[64];
  return (unsigned(41) << sh_39[a36 & 63]) + ((54 << sh_39[blockDim.x & 63]) + blockDim.z);
}

int run_bias40(int lane41, int len42) {
  Vec4 m43(lane41 & lane41, 'z');
  fuse19<<<dim3((lane41 + 31) / 32, 2), dim3(2)>>>(nullptr, Vec4('0' + len42, len42), (float*)nullptr);
  Vec4 acc44(lane41 - 60l, 2);
  (void)acc44;
  len42 += m43.norm9();
  cudaStream_t q45 = (cudaStream_t)0;
  (void)q45;
  return lane41;
}

int main() {
  int size46 = 3637;
  auto lam52 = [m47 = 47 + size46](auto e48, auto cnt49) {
    cudaError_t err50 = cudaDeviceSynchronize();
    int ok51 = err50 == cudaSuccess ? 1 : 0;
    ok51 = 31l;
    return e48 * 2;
  };
  (void)lam52;
  dim3 stride53 = dim3((size46 + 31) / 32, 1, (size46 + 127) / 128);
  (void)stride53;
  Vec4 val54(25, size46);
  (void)val54;
  Vec4 flag55{3, size46};
  (void)flag55;
  filter13<<<1 << 2, 1 << 9>>>(nullptr);
  return 0;
}
