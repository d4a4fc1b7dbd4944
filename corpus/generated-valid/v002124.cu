// cudagen 0.1 seed 2124 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,local_array,struct,operator_overload,if,for,while,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,sizeof
#include "prelude.cuh"

struct Node1 {
  float lo2, count3;
};

__host__ __device__ Node1 operator+(Node1 a, Node1 b)
{
  Node1 r = a;
  r.lo2 += b.lo2;
  r.count3 += b.count3;
  return r;
}

__host__ __device__ long long filter4(int stride5)
{
  stride5 >>= stride5;
  int pass6 = 0;
  if ((stride5 += 19, stride5)) {
    goto done10;
  }
  while (pass6 < pass6) {
    if (pass6 <= stride5) {
      for (int n7 = 0x0, j8 = 8; n7 < j8; (++n7, (--j8))) {
        stride5 = 0b1011 + j8;
        long long prod9 = +(040 - j8);
      }
    }
    ++pass6;
  }
  (stride5++, (stride5 = pass6));
done10:;
  return pass6;
}

static __global__ void scale11_kernel(int *dst12)
{
  extern __shared__ int dyn_13[];
  int idx14 = threadIdx.x;
  if (!(threadIdx.y <= dyn_13[idx14])) {
    goto out15;
  }
  if (((dyn_13[idx14] * idx14) + (gridDim.x)) < 0b100111) {
    if ((threadIdx.z == 0b10110) || (idx14 >= dyn_13[idx14]))
      return;
    dyn_13[0x3] ^= idx14;
  }
out15:;
}

int main()
{
  int size16 = 2736;
  if ((size16 + size16) >= 26)
    return 28;
  double prod17 = -16.5;
  prod17 /= 13 >> (-(size16 + size16));
  int sum18[5] = {};
  scale11_kernel<<<(size16 + 63) / 64, 64, 0, nullptr>>>(sum18);
  scale11_kernel<<<0x2 * 16, (32), sizeof(int) * 256, (cudaStream_t)0>>>(sum18);
  return 0x0;
}
