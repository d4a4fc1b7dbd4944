// cudagen 0.1 seed 1383 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,auto_var,enum,if,if_else,while,ternary,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 33
#endif

template <class T>
__global__ void grow4(T alpha5)
{
  int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int iter7 = 0;
  while (iter7 < 16) {
    if (!((blockDim.y > alpha5) ? threadIdx.x : blockIdx.x)) {
      auto lo8 = (27l & (threadIdx.x | 36u)) ^ (iter7 + '0');
    } else if ((TUNE_3 << blockDim.x) >= (tid6 + (sizeof(T)))) {
      alpha5 = ~((iter7 & iter7) % (2411lu - blockDim.y));
    }
    ++iter7;
  }
}
enum Axis9 : unsigned int { MUL10, SLOW11 = 4, ADD12 };

__device__ __host__ int scale13(int *out14)
{
  out14[2] = ~(4482UL * (out14[7] * (*out14)));
  out14[0] = (+out14[7]) - (*out14);
  out14[0] = 42;
  (*out14) = *out14;
  int flag15[6] = {};
  return (57 * out14[4]) & (34ul & out14[2]);
}

template <class T, typename U>
__global__ void apply16(const T *in17, Axis9 q18)
{
  int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q18 = SLOW11;
  if (q18 == MUL10) {
    unsigned idx20 = gid19 + 26;
  } else if (gridDim.x == (threadIdx.x - gid19)) {
    int u21[3]{8l, gid19, gid19};
    auto k22 = 3247lu;
    long long x23[2] = {};
  }
}

__host__ double host_split24(int *dst25)
{
  Axis9 y26 = MUL10;
  apply16<double, double><<<1, 256, 0>>>((const double*)nullptr, y26);
  return (~(dst25[2] & (*dst25)));
}

int main()
{
  int count27 = 3560;
  if (count27 < (count27 + count27)) {
    if ((count27 < count27) || count27) {
      return (MUL10 ^ count27) % count27;
    }
  }
  grow4<long><<<(count27 + 31) / 32, 1 << 7>>>(count27);
  return 0;
}
