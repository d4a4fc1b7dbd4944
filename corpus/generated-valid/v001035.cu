// cudagen 0.1 seed 1035 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,managed_var,constexpr_var,const_local,namespace,nested_namespace,if,while,switch,nested_block,static_assert,shift,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_float,lit_nullptr,cast_reinterpret,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define CHUNK_1 32
#define RADIUS_2 (1 << 8)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b

float check_bump5(float *data6, int n7, int lane8)
{
  const int prod9 = TWICE_PLUS_3(n7 - (*data6), 03765 * lane8) / (*data6);
  n7 = CAT_4(prod, 9) - data6[lane8];
  if ((!data6) || (data6[4] != n7)) {
    return data6[7];
  }
  data6[n7] = *data6;
  dim3 mid10 = dim3((prod9 + 63) / 64);
  return CAT_4(prod, 9);
}

namespace kern11::v12 {
constexpr __host__ __device__ int count13(int n14, int count15)
{
  return n14;
}
__device__ int d_drift16 = 34;
} // namespace kern11::v12
__managed__ unsigned long long m_scatter17 = (CHUNK_1 + 13);

__global__ void combine18_kernel(const float *__restrict__ input19, float cfg20, int stride21)
{
  int gid22 = threadIdx.x;
  if (gid22 >= stride21) {
    return;
  }
  {
    switch (gid22) {
    case 9: {
      cfg20 = 9 / kern11::v12::d_drift16;
      int w23 = 0;
      while (w23 < kern11::v12::d_drift16) {
        if (CHUNK_1 != w23) {
          return;
        }
        int stride24 = ((m_scatter17 * blockIdx.y) + w23) >> 7;
        if (m_scatter17 - stride21) {
          break;
        }
        ++w23;
      }
      break;
    }
    case 2:
      break;
    default:
      break;
    }
  }
}

int main()
{
  int len25 = 1569;
  static_assert(sizeof(int) == 4, "size check");
  const unsigned long *diff26 = nullptr;
  combine18_kernel<<<dim3((len25 + 63) / 64), (CHUNK_1 + 224)>>>(reinterpret_cast<const float*>(diff26), -(18.75F + len25), 24);
  return 0;
}
