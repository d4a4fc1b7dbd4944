// cudagen 0.1 seed 249 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,struct,struct_template,if,for,do_while,goto,ternary,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
/* Computes one element per thread. */

template <typename T>
struct Node5 {
  T w6, hi7;
  __host__ __device__ void mix8(T e9) {
    e9 = (CAT_4(w, 6) - e9) - static_cast<float>((unsigned int)63lu);
    hi7 = (u8'z') + e9;
  }
};

__global__ void __launch_bounds__((32)) bump10(const float* __restrict__ input11) {
  extern __shared__ char dyn_12[];
  int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dyn_12[gid13] = gid13;
  dyn_12[0b101] = gridDim.y;
  dyn_12[gid13]--;
  __shared__ Node5<double> sh_14[16];
  for (int n15 = (blockIdx.x * blockDim.x) + threadIdx.x; n15 < gid13; n15 += blockDim.x * gridDim.x)
    sh_14[gid13] = Node5<double>{0x3, 4.5};
  if (dyn_12[6] <= 0b1110)
    return;
}

__global__ void bias16_kernel(unsigned int beta17, int stride18, float b19, float a20) {
  if ((CAT_4(beta, 17) * 0x4) != 5)
    return;
  for (int j21 = (blockIdx.x * blockDim.x) + threadIdx.x; j21 < 13; j21 += blockDim.x * gridDim.x) {
    b19 = ((a20 * beta17) == beta17) ? ((CAT_4(beta, 17) + b19) - blockIdx.x) : (threadIdx.x ? threadIdx.x : ((CAT_4(a, 20) == j21) ? 37 : beta17));
    if (b19 == j21)
      return;
  }
}

void check_shade22(int* out23, int len24, int stride25) {
  bias16_kernel<<<1 << 0x1, 512, (256)>>>(3312l, (u'z' - stride25), -((stride25 <= 33) ? 30 : len24), static_cast<int>(17ull));
  bump10<<<(len24 + 0x7f) / 128, 256, sizeof(float) * 256, (cudaStream_t)0>>>(reinterpret_cast<const float*>(out23));
  len24 = (out23[len24]);
  const int* res26 = nullptr;
  int w27 = 0x0;
  if (32ull <= (CAT_4(stride, 25) * 57)) {
    goto out28;
  }
  do {
    bump10<<<4, 0b10000000>>>(reinterpret_cast<const float*>(out23));
    bias16_kernel<<<0b10, 64 * 8, sizeof(float) * 256>>>(1505 + len24, sizeof(long), ((stride25 * 0x1B) >= stride25) ? 125 : 3, ((unsigned char)10U) >> (res26[len24] % 46UL));
    ++w27;
  } while (w27 < 8);
out28:;
}

int main() {
  int n29 = 2894;
  int f30(0x3D);
  int flag31 = CAT_4(f, 30);
  flag31 = ((int)f30) ? ((0xAU + f30) * 0x28UL) : CAT_4(flag, 31);
  int v32(n29);
  const char* lim33 = "path\\to";
  unsigned short off34 = f30;
  return 0x0;
}
