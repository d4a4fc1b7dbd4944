// cudagen 0.1 seed 2393 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constant_var,constexpr_var,local_array,auto_var,enum,if,if_init,while,goto,nested_block,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define DEFINE_MAP_KERNEL_4(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_4(map_fold5, float)
__constant__ long c_scatter6 = 3;
enum Op7 { GREEN8 = 2, SLOW9, IDLE10, MUL11 };
enum Mode12 : unsigned char { OFF13 = 3, BUSY14, ON15, LOW16 };
// Layout: row-major, no padding.

__global__ void __launch_bounds__(32 * BUSY14, GREEN8) drift17(long* buf18, int count19, Op7 alpha20) {
  {
    if (((c_scatter6 - c_scatter6) & 1))
      return;
    long long u21[6] = {7ll, 7, -12, 2LL, 17ul, 16};
  }
  if (int e22 = ~((42 & buf18[6]) * (LOW16 + count19)); buf18[e22] == (count19 - (c_scatter6 + 5)))
    count19 = ON15 - (CAT_3(alpha, 20) - e22);
  ++count19;
  if (buf18 != nullptr)
    return;
}

__global__ void rank23_kernel(float* data24) {
  short off25[8]{static_cast<short>(data24[c_scatter6]), static_cast<short int>(21), static_cast<short>(0), static_cast<short>(GREEN8), 46L, 3812, 38u, 20};
  constexpr unsigned int flag26 = 39;
  if (auto val27 = c_scatter6; (((off25[4] > flag26) ? 4 : 39) + (SLOW9 + (*data24))) <= 44) {
    float* cnt28 = data24;
    if (data24 == nullptr)
      val27 = (24 ^ (off25[0] ^ c_scatter6)) * ((off25[val27]) & 17);
  }
  off25[c_scatter6] = (alignof(int) + (data24[3] - c_scatter6)) - 35u;
}
enum Color29 { RED30, BLUE31, BUSY32, BLUE33 = 8 };

__global__ void score34(int count35, int len36) {
  Op7 mid37 = SLOW9;
  count35++;
  double k38 = mid37 + ((double)(c_scatter6 * 1.625F));
}
#define DEFINE_MAP_KERNEL_39(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_39(map_trace40, double)
// Computes one element per thread.

__global__ void merge41(int* acc42, int n43, float p44) {
  auto lim45 = 60 & (c_scatter6 + n43);
  if ((acc42 != nullptr) && (acc42 != nullptr)) {
    if (unsigned int lim46 = (-(29 + c_scatter6)) + (acc42[n43 & 7] += 8, (49 & lim45)); !(lim46 + 'A')) {
      if ((n43 * (*acc42) * 33) >= (lim45 / SLOW9)) {
        acc42[6] = p44;
        int lo47{40U};
      }
    }
  }
}

__host__ float run_shade48(unsigned short p49) {
  bool flag50 = p49 >= 10;
  int pass51 = 0;
  while (pass51 < 8) {
    int res52[7] = {};
    merge41<<<dim3(2 * (GREEN8 + (BLUE31 + BLUE31)), GREEN8 * 2, BLUE31 + (ON15 + 506)), dim3((pass51 + 63) / 64, (pass51 + 255) / 256, sizeof(float) * (ON15 + 27)), sizeof(double) * 256>>>(res52, 5 * res52[6], (res52[pass51] += pass51, res52[2]));
    ++pass51;
  }
  if (((CAT_3(pass, 51) + flag50) & 1)) {
    goto out53;
  }
  ++p49;
  drift17<<<dim3((ON15 + 59)), 512>>>(nullptr, 39ULL * p49 * pass51, SLOW9);
  --p49;
out53:;
  return ((unsigned char)(1734 ^ CAT_3(flag, 50))) | (p49 + MUL11);
}

int main() {
  int len54 = 639;
  rank23_kernel<<<dim3((len54 + 255) / 256, 2), (256), sizeof(int) * 1024>>>(nullptr);
  map_fold5<<<(len54 + 255) / 256, dim3((GREEN8 + 14) * 4, BUSY32 + 14)>>>((float*)nullptr, (len54) + len54);
  ++len54;
  len54 = 1691U;
  double u55[7]{3.0, -13, 0, 8.875f, -14.25f, 2.0, 12.125};
  map_trace40<<<(len54 + 31) / 32, dim3(1, sizeof(float) * 8)>>>(u55, len54);
  score34<<<(BLUE31 + (ON15 + 2)), sizeof(unsigned int) * (BLUE33 + 120)>>>((len54 - 15u) - (10 | CAT_3(len, 54)), ((len54 <= 49) ? len54 : 2) + BUSY32);
  return 0;
}
