// cudagen 0.2 seed 664 valid headers
// features: kernel,launch,host_function,default_args,main,constexpr_var,auto_var,const_local,if,if_init,static_assert,ternary,compound_assign,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_bool,lit_nullptr,sizeof,alignof,lambda,lambda_capture_value,lambda_generic,macro_object,pp_if,exceptions,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define TILE_DIM_1 5
#define BLOCK_SIZE_2 (2 * 2 * 2)
#define TILE_DIM_3 ((4))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#if TILE_DIM_3 == 4
#define CONFIG_6 8
#else
#define CONFIG_6 14
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Failure8 {
  int code;
};
int check10(int v) {
  if (v > 42) {
    throw Failure8{v};
  }
  return v;
}
int guarded9(int x) noexcept {
  try {
    return check10(x);
  } catch (const Failure8 &e) {
    return e.code;
  } catch (int e) {
    return e + 1;
  } catch (...) {
    return 0;
  }
}
__global__ void probe11(size_t* data12, int n13) {
  static_assert(39 > 38);
  if (auto h14 = n13 <= ((n13 != n13) ? 29L : data12[2]); (*data12) == ((n13 - '\t') - 9L)) {
    if (int res15 = ((((*data12) == h14) && (h14 >= 61u)) || ((n13 ? n13 : 53u) != data12[n13])) ? data12[0x0] : data12[7]; n13) {
      auto h16 = h14;
      (void)h16;
      h14 = ((false) * (data12[res15] - h14));
    }
  }
}
int step17(int stride18 = 14ul) {
  cudaError_t err19 = cudaPeekAtLastError();
  int ok20 = err19 == cudaSuccess ? 1 : 0;
  auto fn23 = []() {
    if (const int sum21 = ((!true) && false) ? 23 : 8; !((sum21 > sum21) || (sum21 < 37U))) {
      long e22 = alignof(char) * (sum21 * sum21) * (-sum21);
    }
  };
  fn23();
  try {
    if ((ok20 + 54ll) <= ok20) {
      return (ok20 / stride18) - ('\101' + ok20);
    }
    if (stride18 > 89) {
      throw 89;
    }
  } catch (int) {
  } catch (...) {
  }
  return ok20;
}
int main() {
  int len24 = 0x920;
  float sum25(CONFIG_6);
  auto step31 = [=](auto q26, auto lim27) {
    int device28 = 0;
    cudaGetDevice(&device28);
    cudaDeviceProp prop29;
    cudaGetDeviceProperties(&prop29, device28);
    int sms30 = prop29.multiProcessorCount + prop29.warpSize;
    lim27 += TILE_DIM_3;
    return q26 * 2;
  };
  (void)step31;
  int flag32 = sum25 - 35;
  try {
    if (len24 > 48) {
      throw 48;
    }
  } catch (int) {
  }
  probe11<<<CONFIG_6 + CONFIG_6, sizeof(int) * 128>>>(nullptr, (len24) % (flag32 ? 9L : flag32));
  return 0x0;
}
