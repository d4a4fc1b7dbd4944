// cudagen 0.1 seed 1690 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,constant_var,shared_var,extern_shared,enum,if,for,pragma_unroll,nested_block,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
__constant__ short c_pivot3 = -21;

__global__ void merge4_kernel(bool q5, int stride6, char* data7, const int* coef8)
{
  extern __shared__ float dyn_9[];
  int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx10 >= stride6)
    return;
  dyn_9[7]++;
  dyn_9[warpSize] = CAT_2(idx, 10);
  (*data7) = static_cast<int>((64));
}
enum Op11 : unsigned char {
  BLUE12,
  ON13,
  BUSY14 = 5,
  IDLE15,
  BLUE16
};

__device__ unsigned int gather17(int stride18, float* dst19, int len20)
{
  SWAP_1(int, stride18, len20);
  #pragma unroll
  for (int i21 = 0b0; i21 < len20; ++i21) {
    stride18--;
    ++(*dst19);
  }
  return (warpSize - len20) + (-len20) + (4969);
}

int main()
{
  int len22 = 3933;
  {
    size_t diff23 = len22;
    Op11 mid24 = IDLE15;
  }
  merge4_kernel<<<dim3((len22 + 0b11111111) / 256, sizeof(float), sizeof(int) * 8), dim3(sizeof(unsigned int) * 2), sizeof(unsigned int) * (BUSY14 + 59)>>>((22 != (len22 * len22)) || (len22 <= 51LL), len22, (char*)nullptr, &len22);
  return 0;
}
