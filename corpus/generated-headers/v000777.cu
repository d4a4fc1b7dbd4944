// cudagen 0.2 seed 777 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,if,do_while,switch,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_const,sizeof,macro_paste,local_class,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define CAT_1(a, b) a##b
__global__ void groupSum2(int *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  int i = static_cast<int>(block.thread_rank());
  int v = i < n ? out[i] : 0;
  for (int offset = 4; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  block.sync();
  if (tile.thread_rank() == 0 && i < n) {
    out[i] = v;
  }
}

__global__ void __maxnreg__(128) filter3_kernel(int len4, long* buf5) {
  extern __shared__ double dyn_6[];
  unsigned gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid7 >= len4)
    return;
  switch (blockIdx.x & len4) {
  case 2:
    break;
  case 11:
    if (len4 > blockIdx.x) {
      dyn_6[gid7 & 0x7]++;
      dyn_6[blockIdx.x] -= ((unsigned char)(dyn_6[5] - dyn_6[1])) << 6;
    }
    break;
  default:
    break;
  }
}

template <class T, int N = 6>
__global__ void split8(const T* src9, const unsigned char* in10, const int* coef11, const float* src12) {
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i13;
  switch (blockIdx.x & gridDim.z) {
  case 0x7:
    if ((*in10) != 0x3A)
      return;
    break;
  case (014):
    break;
  default: {
    struct Local14 {
      int s;
      __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local14 mid15{8};
    int mid16 = mid15.add(0x2f - threadIdx.x);
    (void)mid16;
    break;
  }
  }
}

static __host__ void weigh17(const long* in18, int* acc19, int n20) {
  struct Local21 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local21 hi22{6};
  int z23 = hi22.add(*acc19);
  filter3_kernel<<<dim3((n20 + 63) / 64, (z23 + 0x7F) / 128), sizeof(unsigned int) * 0x8, sizeof(float) * 128>>>((~in18[0x0]) - (-(*acc19)), const_cast<long*>(in18));
}

int main(void) {
  int count24 = 0xcb7;
  int pass25 = 0;
  do {
    constexpr unsigned long long q26 = (40);
    (void)q26;
    float off27 = 24.75F;
    struct Local28 {
      int s;
      int add(int v) { s += v; return s; }
    };
    Local28 tmp29{4};
    int lo30 = tmp29.add(off27);
    (void)lo30;
    ++pass25;
  } while (pass25 < 11);
  sqrtf(-count24);
  split8<long, 3><<<dim3((pass25 + 31) / 0x20, (pass25 + 0b11111) / 0x20, (pass25 + 63) / 64), 64, 0x1 << 0x8>>>((const long*)nullptr, (const unsigned char*)nullptr, &pass25, nullptr);
  groupSum2<<<dim3(512, 0x100, 1 << 5), sizeof(float) * 128>>>(&count24, (CAT_1(pass, 25) - '\a') - (2 % pass25));
  return 0;
}
