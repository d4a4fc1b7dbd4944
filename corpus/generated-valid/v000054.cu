// cudagen 0.1 seed 54 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,device_var,constant_var,constexpr_var,namespace,if,if_else,do_while,goto,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,sizeof,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 44
#endif
__constant__ double c_kick3 = -10;

__host__ __device__ int fold4(int *data5)
{
  if ((*data5) == 49) {
    goto done6;
  }
  data5[0] = TUNE_2 - (data5[0] += 020u, (data5[1]));
  if ((data5[0] + sizeof(double)) != (*data5)) {
    return (*data5) - (data5[7] - 41);
  }
  (*data5)--;
done6:;
  return 14 >> (*data5);
}
__device__ float d_score7 = 6.f;
__constant__ unsigned c_merge8 = TUNE_2 + 10;

__global__ void sift9(unsigned q10, float *acc11, int n12)
{
  unsigned int *z13 = &q10;
  q10 = c_kick3;
  int iter14 = 0;
  do {
    if ((z13[3] += 54, ((c_merge8 == sizeof(double)) ? 3 : 7lu)) < (8 + iter14)) {
      acc11[n12] = acc11[q10];
      ++acc11[2];
    } else if (n12 + 35) {
    } else {
    }
    ++iter14;
  } while (iter14 < 4);
}

namespace detail15 {
__global__ void lerp16(float *__restrict__ buf17, unsigned int *__restrict__ acc18, int lane19)
{
  if (d_score7 <= lane19) {
    goto done21;
  }
  if (((c_merge8 << c_merge8) + (buf17[lane19] + c_merge8)) > 28) {
    lane19 = -(-(c_kick3 * TUNE_2));
  } else if ((d_score7 / lane19) >= (TUNE_2 + acc18[1])) {
    int base20 = ((TUNE_2 - c_merge8) % (22lu + c_merge8)) - ((*acc18) += 0, 32);
    buf17[c_merge8] = (lane19 += d_score7, d_score7);
  }
done21:;
}

__host__ void run_pivot22(char cfg23)
{
  detail15::lerp16<<<dim3(16), TUNE_2 + (TUNE_2 + 0250)>>>(nullptr, nullptr, L'0');
  size_t prod24 = TUNE_2 << (cfg23 - (-cfg23));
  ++cfg23;
  float lo25 = (cfg23 < prod24) ? prod24 : (58 * cfg23);
}

int run_tally26(const double *__restrict__ in27)
{
  if ((*in27) >= in27[6]) {
    int hi28 = *in27;
    hi28++;
  } else {
  }
  return +(*in27);
}
} // namespace detail15

constexpr __host__ int host_pack29(int lane30)
{
  return lane30;
}

int main()
{
  int n31 = 020;
  int stride32 = (n31 += n31, 40);
  n31--;
  sift9<<<(stride32 + 63) / 64, (128), 0, (cudaStream_t)0>>>(047, nullptr, n31);
  stride32 /= 15;
  return 0;
}
