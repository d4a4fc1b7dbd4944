// cudagen 0.2 seed 243 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,const_local,if,for,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,lambda,macro_object,macro_paste,macro_statement,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <compare>

#define TILE_DIM_1 4
#define TILE_DIM_2 32
#define RADIUS_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

__global__ void shade6_kernel(int count7, int n8) {
  int tid9 = threadIdx.x;
  if (tid9 >= n8) {
    return;
  }
  SWAP_4(int, n8, count7);
  count7 <<= threadIdx.y;
  if (count7) {
    if ((count7) <= 19) {
      return;
    }
  }
  --count7;
  fminf(static_cast<int>(tid9), count7 % (CAT_5(n, 8) + 48LL));
}

__global__ void pivot10_kernel(bool alpha11, int count12, int len13, int* acc14) {
  int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid15 >= count12) {
    return;
  }
  cosf(count12 & len13);
  const double u16 = *acc14;
  (void)u16;
  float m17 = threadIdx.z + 11.75f;
  alpha11 = ((RADIUS_3 - alpha11) - 0) + (0 * m17);
  if (acc14 != nullptr) {
    return;
  }
  int y18 = 15;
  if ((gridDim.z != gid15) || (y18 >= count12)) {
    return;
  }
}

int main() {
  int count19 = 3'527;
  auto fn21 = [](unsigned short res20) -> unsigned int {
    res20 |= (res20);
    return 0x1d;
  };
  for (int j22 = 0, j23 = 4; j22 < j23; (++j22, (--j23))) {
    for (int j24 = j22; j24 > 0; --j24) {
      count19--;
    }
    count19 &= j23;
  }
  shade6_kernel<<<2, 128 * 4, 1 << (TILE_DIM_1 + 4), 0>>>(count19, TILE_DIM_1 | ((unsigned int)CAT_5(count, 19)));
  pivot10_kernel<<<dim3((count19 + 0xff) / 256, (count19 + 077) / 64, (count19 + 0177) / 0x80), (512)>>>(CAT_5(count, 19), fn21(sinf(11.25f)), (count19 += 0x2C, ((short)count19)), &count19);
  return 0;
}
