// cudagen 0.1 seed 447 invalid:kernel_nonvoid_return
// features: kernel,kernel_template,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,managed_var,shared_var,extern_shared,local_array,const_local,struct,class_private,if,do_while,goto,ternary,comparison,incdec,pointer_arith,address_of,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_functional,cast_static,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 3
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
__managed__ float m_spread5 = 21.25f;

class Span6 {
  int z7;
  unsigned vel8;
public:
  __host__ __device__ Span6(int a9, unsigned a10) : z7(a9), vel8(a10) {}
  __host__ __device__ int bump11() const {
    unsigned char w12 = 255ULL * (z7 ? z7 : vel8);
    return (29 * CAT_4(z, 7)) - (CAT_4(w, 12) + 27lu);
  }
};

__global__ void relax13(const int *in14, float alpha15, const int *__restrict__ src16, unsigned int a17) {
  int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --a17;
  ++m_spread5;
}

__global__ void __launch_bounds__(CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 0x31)))), 1) smooth19(float *__restrict__ acc20, Span6 p21, int n22, int *__restrict__ acc23) {
  bool cnt24 = MOD8_2(p21.bump11());
  n22 = CAT_4(cnt, 24);
  p21.bump11();
  if ((*acc20) == acc23[n22])
    return;
  int y25 = 0x39;
  if (cnt24) {
    goto done26;
  }
  (*acc20) = blockDim.z;
done26:;
}

__global__ void scatter27_kernel(int *__restrict__ data28, int len29, long long beta30, int *data31) {
  extern __shared__ int dyn_32[];
  int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid33 >= len29)
    return;
  float cnt34[CHUNK_1 + 0x5]{m_spread5, m_spread5, 24.75f, 0x19, -10.625f, 21lu, 0x19, 041};
  (*data28) = MOD8_2(MOD8_2(CAT_4(tid, 33)) * 8);
  const char cnt35 = threadIdx.x;
  if ((*data28) < data28[5])
    return;
}

__global__ void bump36(double alpha37, int *out38, unsigned long long a39, int len40) {
  int tid41 = threadIdx.x;
  m_spread5 = blockIdx.y - (tid41);
  Span6 off42(out38[4], 'a');
  len40 = m_spread5 + threadIdx.y;
  len40--;
  len40 = double(alpha37);
  ACCUM_3(m_spread5, (26));
  int res43 = 200u;
}

template <typename T>
__global__ void __launch_bounds__(64, 4) warp44_kernel(T *buf45, T *data46, const size_t *__restrict__ input47) {
  int gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*data46) = m_spread5 - buf45[gid48];
  if (buf45 != nullptr)
    return;
  int iter49 = 0;
  do {
    int z50[2] = {-3589};
    z50[threadIdx.x]--;
    const T acc51 = buf45[gridDim.z];
    ++iter49;
  } while (iter49 < (CHUNK_1 + 10));
}
__global__ float bad_kernel55(const float *in)
{
    return in[threadIdx.x];
}

int main(void) {
  int len52 = 2558;
  const char *x53 = R"(C:\dir)";
  int cnt54 = 35;
  relax13<<<dim3((cnt54 + 0x1F) / 32, (cnt54 + 0xff) / 256, (cnt54 + 0xFF) / 0x100), 0x100>>>(&cnt54, 34, &len52, MOD8_2(len52));
  smooth19<<<CHUNK_1 + 29, CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 116)))>>>(&m_spread5, Span6(cnt54 * cnt54, 15), x53[1] + len52 + static_cast<unsigned>(1123L), &cnt54);
  scatter27_kernel<<<(len52 + 255) / 256, 040>>>(nullptr, CAT_4(len, 52), 51, &len52);
  return 0x0;
}
