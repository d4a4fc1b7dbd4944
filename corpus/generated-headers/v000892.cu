// cudagen 0.2 seed 892 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,default_args,main,managed_var,auto_var,if,goto,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,member_access,array_index,call,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_if,pp_undef,nttp_integral,nttp_pointer,nttp_reference,managed_in_class,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define CHUNK_1 5
#define CAT_2(a, b) a##b
#if CHUNK_1 == 5
#define CONFIG_3 1
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 32
#endif
#undef CONFIG_3
#define CONFIG_3 8
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Stats5 {
  int count;
  float total;
  __host__ __device__ void add(float v) {
    ++count;
    total += v;
  }
};
__managed__ Stats5 managedStats6;
__host__ __device__ int record7(int x) {
  managedStats6.add(static_cast<float>(x));
  return managedStats6.count;
}
struct Pt9 { int a; int b; float w; };
template <int Pt9::*M> __device__ int field10(const Pt9 &p) { return p.*M; }
__device__ int indirect8(int x) {
  Pt9 p{x, 7, 1.0f};
  return field10<&Pt9::a>(p) + field10<&Pt9::b>(p);
}
template <typename T, int N>
struct Fixed11 {
  T data[N];
  __device__ T sum() const {
    T s = T();
    for (int i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __device__ T scaleBy12(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip13(int v) { return Neg ? -v : v; }
__device__ int fixed14(int x) {
  Fixed11<int, 6> a{};
  a.data[0] = x;
  return a.sum() + scaleBy12<4>(x) + static_cast<int>(flip13<false>(x));
}

unsigned check_blend15(float cfg16, float beta17)
{
  managedStats6.add(managedStats6.total);
  managedStats6 = managedStats6;
  float stride18 = 0b1000 + CAT_2(beta, 17);
  (void)stride18;
  return +managedStats6.count;
}
int counter19 = 9;
template <int &R> int bump20(int x) {
  R += x;
  return R;
}
int tally21(int x) { return bump20<counter19>(x); }

__host__ __device__ unsigned int split22(float *acc23, const unsigned int *src24, int n25 = 0100ul)
{
  if (!acc23) {
    goto done26;
  }
  static_assert(12 > 11, "expected value");
  (*acc23) = (58 + (*acc23));
done26:;
  return ceilf(ceilf(-23.0f));
}

__global__ void tile27_kernel(int n28, float p29, int lane30)
{
  n28 |= (4029l);
  auto k31 = expf(n28);
  (void)k31;
}

static void run_tally32(const float *src33, int stride34 = 13)
{
  tile27_kernel<<<dim3(4, (stride34 + 255) / 256, 16), dim3((1), (stride34 + 127) / 0200), sizeof(double) * 128, (cudaStream_t)0>>>(static_cast<int>(src33[1]), sizeof(size_t) + ((size_t)src33[1]), (sizeof(unsigned char) + managedStats6.count) % 14L);
  cosf(check_blend15(0b11011ul, 23.5f) + managedStats6.count);
}

int main()
{
  int n35 = 1368;
  managedStats6 = managedStats6;
  if (51l <= (managedStats6.total * cosf(managedStats6.count))) {
    static_assert(sizeof(int) == 4, "expected value");
    float stride36 = 9.25f;
    (void)stride36;
  }
  char v37 = ((44 << managedStats6.count) - 23) * n35;
  (void)v37;
  return 0;
}
