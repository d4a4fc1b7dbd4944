// cudagen 0.1 seed 71 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,host_device_function,main,constant_var,shared_var,shared_2d,constexpr_var,const_local,struct,class_private,if,do_while,goto,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ __host__ long long kick2(float p3) {
  if (p3 != p3) {
    return 15u + ((int)p3);
  }
  double prod4(p3 - p3);
  const int lo5 = (((49 > p3) ? 0xf86 : 13ul) ? (p3 += 55ll, 14) : 34) * 0;
  if (0x30U != p3) {
    goto out6;
  }
  --p3;
  ++p3;
  if ((lo5 << lo5) < lo5) {
    return lo5;
  }
out6:;
  return 4 * (prod4 + lo5);
}
// Helper used by the kernels below.

class Tile7 {
  double x8;
  int sum9;
public:
  __host__ __device__ Tile7(double b10, int c11) : x8(b10), sum9(c11) {}
  __host__ __device__ int bump12() const {
    if (x8 >= sum9) {
      return ((unsigned int)015L) ^ (sum9 - 40);
    }
    return 3 * (sum9 - sum9);
  }
  __host__ __device__ int total13(float m14) const {
    const unsigned int* val15 = (const unsigned int*)nullptr;
    m14 = x8;
    return (41 - x8) + x8;
  }
};
__constant__ int c_pivot16 = 0xD3BUL;

__global__ void __launch_bounds__(01000, 0x3) count17(int* data18, long cfg19, int stride20, int len21) {
  __shared__ float sh_22[15][12];
  stride20--;
  int iter23 = 0;
  do {
    if ((cfg19 + 0x2dU) <= len21) {
      break;
    }
    int x24 = +((((c_pivot16 <= len21) ? sh_22[0x8][11] : data18[3]) != 39UL) ? iter23 : (*data18));
    ++iter23;
  } while ((iter23 < 13) && (kick2(c_pivot16) <= 49));
}

static __global__ void __maxnreg__(64) grow25_kernel(float p26) {
  kick2(c_pivot16 & 29U);
  __shared__ int sh_27[16];
  constexpr float cnt28 = 10.75f;
  if (kick2(10ull) > sh_27[c_pivot16]) {
    goto finish29;
  }
  sh_27[c_pivot16 & 15] = -0x2C;
finish29:;
}

int main() {
  int n30 = 1595;
  if (kick2(47) >= n30) {
    return (n30 * n30) - ((n30 <= 53) ? n30 : 19);
  }
  n30++;
  size_t sum31 = ((n30 & 010477L) + kick2(n30)) - 3229;
  count17<<<dim3((128), (n30 + 0x7f) / 128), 256>>>(&n30, kick2(-2.25f), 62, 967);
  grow25_kernel<<<2 * 8, 256, sizeof(int) * 64>>>(14.375f);
  return 0;
}
