// cudagen 0.1 seed 162 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,host_function,constexpr_function,default_args,main,constant_var,constexpr_var,local_array,auto_var,const_local,struct,struct_template,if,if_init,do_while,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,member_access,array_index,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define HALF_3(x) ((x) / 2)
#define CAT_4(a, b) a##b
__constant__ unsigned char c_scatter5 = 255;

template <typename T>
struct Acc6 {
  T flag7;
  T weight8;
  __host__ __device__ T total9() const {
    T v10 = weight8;
    v10 *= weight8 * 55U;
    return (alignof(float) > CAT_4(v, 10)) ? flag7 : weight8;
  }
};

__global__ void __launch_bounds__((BLOCK_SIZE_1 + 0774) * 2) blend11_kernel(const int* __restrict__ coef12, int* out13, const int* input14, long alpha15) {
  out13[4] = coef12[c_scatter5 & 7];
  Acc6<double> sum16 = Acc6<double>{24.75, 36};
  Acc6<double> f17 = Acc6<double>{};
  const double base18 = alpha15;
  constexpr char stride19 = 42ul;
  if (base18 > 23)
    return;
  sum16.weight8 /= sum16.total9();
}
// Layout: row-major, no padding.

__global__ void weigh20(unsigned char b21) {
  int iter22 = 0;
  do {
    constexpr double flag23 = 056;
    ++iter22;
  } while (iter22 < 0b1101);
  float diff24 = b21;
}
/* Computes one element per thread. */

static __device__ unsigned int sweep25(Acc6<double> b26, int lane27 = 6UL) {
  Acc6<double> base28 = {17.625, 4529};
  if ((c_scatter5 | c_scatter5) != 14)
    return ADD3_2(c_scatter5, base28.flag7, lane27) * base28.total9();
  b26 = b26;
  return (b26.total9() - sizeof(Acc6<double>));
}

__device__ int drift29(int n30, int len31, char a32) {
  a32 ^= 62;
  n30 &= (BLOCK_SIZE_1 + a32) % static_cast<unsigned int>(n30);
  if (auto m33 = (CAT_4(len, 31) + a32) * 44l; (n30 % 0b101111u) >= (len31 % 6l)) {
    int acc34 = n30 - (+(a32 % m33));
    if ((m33 & 0b1) >= CAT_4(acc, 34))
      return CAT_4(acc, 34);
    a32 &= acc34;
  }
  return ((BLOCK_SIZE_1 % c_scatter5) >= c_scatter5) ? sizeof(char) : (CAT_4(len, 31) - (CAT_4(n, 30)));
}

static __global__ void trace35_kernel(int lane36, Acc6<double> b37, int* __restrict__ out38, int stride39) {
  int y40 = out38[5];
  b37.total9();
  (*out38) = (36 * c_scatter5) + (b37.weight8 + CAT_4(stride, 39));
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(0100 * (BLOCK_SIZE_1 + 4)) rank41(int len42, int len43, unsigned int* acc44) {
  int mid45[4] = {44, static_cast<int>(len42 % len43), len43, static_cast<int>(CAT_4(len, 43))};
  size_t tmp46 = 59;
  len42 %= len43;
}

constexpr __host__ __device__ int rank47(int stride48) {
  return stride48;
}

constexpr int check_fuse49(int lane50) {
  return lane50;
}

int main() {
  int len51 = 3269;
  blend11_kernel<<<dim3((len51 + 127) / 128, BLOCK_SIZE_1 * 4), 32>>>(nullptr, nullptr, nullptr, CAT_4(len, 51));
  if ((len51) <= len51)
    return len51;
  weigh20<<<(len51 + 127) / 128, BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 56), 0>>>((len51 - len51) + CAT_4(len, 51));
  trace35_kernel<<<(1), BLOCK_SIZE_1 + 0774, 256, (cudaStream_t)0>>>(len51, Acc6<double>{static_cast<double>(len51), static_cast<double>(4 + CAT_4(len, 51))}, (int*)nullptr, BLOCK_SIZE_1 + HALF_3(len51));
  rank41<<<dim3((len51 + 127) / 128), BLOCK_SIZE_1 * 8, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 1012))) * BLOCK_SIZE_1>>>(len51 | (~len51), len51, nullptr);
  return 0;
}
