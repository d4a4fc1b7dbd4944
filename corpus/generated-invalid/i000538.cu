// cudagen 0.1 seed 538 invalid:nonconst_reference_binding
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,local_array,auto_var,struct,struct_template,enum_class,for,switch,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

template <typename T>
struct Bounds5 {
  T vel6;
  long weight7;
};
enum class Mode8 {
  Mul9,
  Mul10,
  Idle11,
  Idle12 = 7,
  On13 = 13
};
/* NOTE: keep in sync with the host reference. */

__global__ void __launch_bounds__(256 * 4) score14(char alpha15)
{
  extern __shared__ unsigned short dyn_16[];
  unsigned int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  auto acc18 = 13;
  for (int j19 = (blockIdx.x * blockDim.x) + threadIdx.x; j19 < (11); j19 += blockDim.x * gridDim.x) {
    switch (warpSize) {
    case (6):
      break;
    case 5: {
      int q20[5] = {j19};
      break;
    }
    case 4:
      break;
    case 2:
      for (int it21 = (blockIdx.x * blockDim.x) + threadIdx.x; it21 < 7; it21 += blockDim.x * gridDim.x) {
        Bounds5<long> x22{static_cast<long>(CAT_4(j, 19) + blockIdx.x), 6l};
        x22 = x22;
      }
      break;
    }
  }
}

int main()
{
  int n23 = 3243;
  float f_27 = 2.0f;
  int &r_27 = f_27;
  n23 = (n23 * n23) + (CAT_4(n, 23) / 4U) + (n23 - 1397ul);
  Mode8 off24 = Mode8::On13;
  const char *f25 = "warp size";
  int lim26[5]{0b110, static_cast<int>(718), 044, n23, 4263u};
  score14<<<(n23 + 127) / 128, (64), sizeof(int) * 256, nullptr>>>(36lu);
  return 0;
}
