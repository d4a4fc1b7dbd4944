// cudagen 0.1 seed 346 invalid:extended_lambda_without_flag
// features: kernel,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,device_var,constant_var,shared_var,host_global,local_array,struct,struct_methods,aligned_struct,enum,namespace,if,for,switch,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__global__ void score6(int stride7, const float *in8)
{
  int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (gid9) {
  case (0b1011):
    for (int it10 = 0; it10 < stride7; it10++) {
      stride7 = 0x90e - ((*in8) / (*in8));
      for (int it11 = 0; it11 < 0b11; ++it11) {
        stride7 = it11;
      }
      __shared__ float sh_12[8];
    }
    if (stride7) {
      break;
    }
    break;
  case 4:
    break;
  }
}
__constant__ unsigned long c_decay13 = 37;
float g_reduce14 = 0x30ull;
template <typename T>
__device__ T update15(const T *in16)
{
  if (gridDim.x != (c_decay13)) {
    T e17 = (c_decay13 % c_decay13) >> c_decay13;
  }
  return ((*in16) * 4l * MOD8_2(c_decay13)) / ((0x0 * c_decay13) << (c_decay13 + 53));
}
struct __align__(8) Stats18 {
  int hi19, id20;
  long weight21;
  float mass22;
  __host__ __device__ void get23(int k24)
  {
    weight21 = 065 + k24;
  }
  __host__ __device__ long get25() const
  {
    return (0x38ul + hi19) * 982;
  }
};
__global__ void reduce26(int *buf27, const int *in28, int len29)
{
  (buf27[len29]--, (len29 = -57));
  float k30 = 20.375F;
}
template <typename T, int N = 4>
__device__ T relax31(const T *in32)
{
  float t33 = c_decay13;
  float q34[1 << 3] = {};
  return update15<T>(in32) - static_cast<T>(t33);
}
__device__ Stats18 d_warp35;
namespace math36 {
enum Level37 { SLOW38, BLUE39, ADD40 = 5, FAST41 };
static __device__ int d_march42 = math36::ADD40 + 50;
__global__ void merge43_kernel(float *dst44, int len45, __grid_constant__ const Stats18 b46)
{
  int tid47 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid47 >= len45) {
    return;
  }
  len45++;
  math36::d_march42 = static_cast<int>(c_decay13);
  update15(static_cast<const unsigned int*>(nullptr));
  dst44[tid47] = 0x3c * (relax31<float, 2>(dst44) / threadIdx.y);
}
} // namespace math36
int main()
{
  int n48 = 1643;
  auto dev_op49 = [] __host__ (int x) { return x + 1; };
  g_reduce14 = (4.25f + n48) / (g_reduce14 - (g_reduce14 + 9));
  g_reduce14 = 24.375f;
  score6<<<dim3((n48 + 0x7f) / 128), 256 * 0x2, 0x1 << 0xA, (cudaStream_t)0>>>(0x1b1L, &g_reduce14);
  reduce26<<<math36::ADD40 + 3, 0x40>>>(&n48, &n48, g_reduce14);
  math36::merge43_kernel<<<(n48 + 255) / 256, 0x40, sizeof(float) * 0200, 0>>>(&g_reduce14, n48 - (+g_reduce14), Stats18{n48, n48, 8l, g_reduce14});
  return 0;
}
