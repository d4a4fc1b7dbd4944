// cudagen 0.1 seed 2295 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,enum_class,if,if_else,if_init,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define CHUNK_2 (16)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 24
enum Color5 { RED6, IDLE7, MUL8, MUL9 = 8 };

extern "C" __global__ void pivot10_kernel(unsigned q11, const float *__restrict__ input12) {
  extern __shared__ long dyn_13[];
  const float *h14 = input12 + 2;
  const long val15 = MAX2_3((static_cast<float>(dyn_13[0] - q11)), threadIdx.z);
  unsigned int v16 = dyn_13[0];
}
enum class State17 { Green18, Red19 = 5 };

template <typename T>
__global__ void __maxnreg__(64) filter20(T *data21) {
  unsigned int gid22 = threadIdx.x;
  if (gid22 < data21[3])
    return;
  data21[6] = (float)gid22;
}

template <typename T, typename U>
__global__ void __launch_bounds__(256) kick23(U *dst24) {
  int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  const float u26 = 9 + dst24[idx25];
  if (MAX2_3(*dst24, U(*dst24)) > (*dst24)) {
    __shared__ int sh_27[sizeof(float) * (MUL8 + (MUL9 + 0x16))];
  } else if (T lim28 = threadIdx.x * (*dst24); !((u26 > lim28) || (dst24[idx25] <= 21)))
    lim28 = MUL9;
}

constexpr int host_decay29(int lane30) {
  return CAT_4(lane, 30);
}

int main(void) {
  int size31 = 3404;
  int f32 = ((CAT_4(size, 31) - size31) % 24l) | size31;
  f32 = (-size31) | ((sizeof(int) + size31) % (size31 += 26U, f32));
  pivot10_kernel<<<4 * (IDLE7 + (IDLE7 + 0x2)), sizeof(int) * 64>>>((0x26 + CAT_4(size, 31)) * size31, nullptr);
  filter20<float><<<(MUL9 + MUL9) * (MUL8 + (IDLE7 + (MUL8 + 3))), 0x40, 1024, nullptr>>>(nullptr);
  kick23<double, float><<<dim3(512, (0x100), 0x10 * 0x2), dim3((f32 + 127) / 0x80, (size31 + 0xff) / 256, 4), 0, nullptr>>>(nullptr);
  return 0x0;
}
