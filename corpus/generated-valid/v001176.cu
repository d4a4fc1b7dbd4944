// cudagen 0.1 seed 1176 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,kernel_extern_c,maxnreg,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,device_template_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,auto_var,enum_class,typedef,namespace,if,while,goto,static_assert,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum struct State5 : unsigned char {
  On6,
  Low7,
  Slow8,
  Off9,
  Add10
};

__global__ void weigh11_kernel(double a12, int count13, double* buf14, int count15) {
  if ((*buf14) != count13)
    return;
  float lim16 = a12;
  a12--;
}

template <typename T, int N>
__host__ __device__ T fuse17(T cfg18) {
  if ((cfg18 + cfg18) == cfg18) {
    long y19 = 4676;
    static_assert(58 > 57, "expected value");
  }
  static_assert(034 == 28, "tile must fit");
  int base20[7] = {};
  return (N);
}

namespace impl21 {
typedef float real22_t;
} // namespace impl21

template <class T>
__global__ void __maxnreg__(128) bump23(const T* in24, unsigned char a25, int count26) {
  if ((*in24) > in24[a25]) {
    goto finish29;
  }
  if (9.5f > in24[a25]) {
    if (in24[count26] >= (a25 * 38))
      return;
    const int* x27 = &count26;
    __shared__ int sh_28[0x40];
  }
finish29:;
}
// Computes one element per thread.

__global__ void __maxnreg__(64) grow30_kernel(impl21::real22_t p31) {
  if ('\n' <= fuse17<long, 4>(fuse17<float, 1>(17.125f))) {
    __shared__ size_t sh_32[64];
    if ((p31 <= 14) && (sh_32[36] >= 51))
      return;
    p31 = -21.375f;
  }
  auto x33 = 15.75f;
  State5 e34 = State5::Add10;
}

extern "C" {
__device__ void weigh43(int len44, int n45) {
  if ((len44 * n45) == n45)
    return;
  __shared__ float sh_46[13][3];
  int* v47 = &len44;
  impl21::real22_t tmp48 = fuse17<unsigned int, 1>((long)int(34l));
  len44 = *v47;
  __shared__ unsigned int sh_49[16];
}

static __global__ void score35_kernel(int len36, long b37) {
  extern __shared__ int dyn_38[];
  unsigned long sum39[0b100] = {8, static_cast<size_t>(len36), 'A', 3538L};
  int iter40 = 0;
  if (sum39[0] <= alignof(char)) {
    goto done42;
  }
  while (iter40 < 15) {
    auto q41 = iter40;
    ++iter40;
  }
  fuse17<unsigned, 0x4>(iter40);
done42:;
}
}

int main() {
  int count50 = 3515;
  grow30_kernel<<<(count50 + 63) / 64, (0x40)>>>(12.25f);
  double r51(fuse17<unsigned, 6>(45));
  unsigned int res52 = TWICE_PLUS_2((fuse17<unsigned, ((7))>((unsigned)count50)), r51 - (63 + count50));
  weigh11_kernel<<<32 * 0x8, dim3(4 * 2, 32, (count50 + 255) / 256)>>>((r51 - 8) - 15.625, 50, &r51, 50);
  bump23<<<8, (0x100), sizeof(double) * 0x80>>>(&res52, float(count50), fuse17<long, 7>(res52));
  score35_kernel<<<dim3(0x100), 128>>>(0 - (count50 + 0b111000l), 62ULL + count50);
  return 0;
}
