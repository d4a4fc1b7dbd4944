// cudagen 0.1 seed 863 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constant_var,managed_var,shared_var,local_array,enum_class,if,for,range_for,switch,goto,nested_block,static_assert,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__managed__ int m_tally3[16] = {51U, '0', 1351, 55};

static __global__ void clamp4_kernel(unsigned alpha5) {
  unsigned idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ int sh_7[256];
  __shared__ float sh_8[16];
  for (int q9 : m_tally3) {
    {
      unsigned short k10 = static_cast<signed char>(blockDim.x - m_tally3[idx6]);
      m_tally3[alpha5] += (int)((sh_7[q9] / 36) - k10);
    }
  }
}
enum struct Axis11 : long { Busy12, Low13 };

__global__ void __maxnreg__(64) tile14(int lane15, unsigned short *data16) {
  int tid17 = threadIdx.x;
  if (tid17 >= lane15)
    return;
  float diff18 = static_cast<double>('#' + tid17);
  if ((tid17 <= 57) && (diff18 > 56)) {
    goto out21;
  }
  switch ((m_tally3[lane15])) {
  case 1: {
    int lim19 = 11;
    break;
  }
  case 2:
    break;
  case 7: {
    unsigned tmp20 = static_cast<unsigned long>(data16[7] ? (lane15 += warpSize, threadIdx.y) : (-lane15));
    break;
  }
  case 10:
    break;
  default:
    break;
  }
out21:;
}

static __global__ void pivot22(int *buf23, double *__restrict__ dst24) {
  m_tally3[threadIdx.y]++;
  unsigned int x25 = 8;
  if ((buf23 != nullptr) || (x25 != x25)) {
    goto skip26;
  }
  x25 *= 63;
skip26:;
}

__global__ void kick27_kernel(int n28) {
  int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  m_tally3[blockIdx.x]--;
  Axis11 mid30 = Axis11::Low13;
  mid30 = Axis11::Busy12;
  unsigned char tmp31 = (41 - ((double)n28)) * 63;
}
__constant__ double c_decay32 = 24L;

unsigned int run_gather33(long alpha34, float *dst35, double *data36) {
  for (auto &diff37 : m_tally3) {
    static_assert(7 == 7, "expected value");
  }
  unsigned int r38[5] = {};
  return static_cast<unsigned int>(r38[alpha34] ? dst35[alpha34] : 011) * static_cast<int>('z');
}

int main() {
  int n39 = 1936;
  m_tally3[n39] *= (38 < ((-m_tally3[n39]) + (4040l / n39))) ? ((n39 + n39) - n39) : n39;
  m_tally3[n39] <<= n39 + (27 - (m_tally3[n39] + 29u));
  for (int n40 = 0; n40 < n39; n40 += 3) {
    --m_tally3[n40];
    m_tally3[n40] -= 'a';
  }
  clamp4_kernel<<<512, 256>>>(m_tally3[12]);
  tile14<<<4, (64)>>>((15 + n39) >> 4, static_cast<unsigned short*>(nullptr));
  pivot22<<<dim3(16), (128)>>>(m_tally3, nullptr);
  return 0;
}
