# 1 "v001797.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 11 "v001797.cu"
static float d_accum5; 
# 12
class Body6 { 
# 13
int count7; 
# 14
char flag8; 
# 15
float count9; 
# 17
public: Body6(int c10, char b11, float init12) : count7(c10), flag8(b11), count9(init12) { } 
# 18
void total13(double acc14) { 
# 19
int stride15[2]{(-11), 5}; 
# 20
(count7) ^= ((stride15[1]) * ((((flag8) <= acc14) ? 48 : (count7)) ^ ((stride15[0]) + (count7)))); 
# 21
} 
# 22
}; 
# 23
void check_norm16(const Body6 &p17, int n18, const Body6 &cfg19) { 
# 24
int val20 = n18 & ((33ULL & n18) | (16 & n18)); 
# 25
short f21 = (2 * (n18 % val20)) + val20; 
# 26
} 
# 27
namespace detail22 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, int N = 5> static void 
# 29
__wrapper__device_stub_fold23_kernel(const T *&coef24, float *&buf25, T *&acc26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
double k27 = ((18.75F)); 
# 31
(acc26[4]) = (((+k27) * ((T)(buf25[0]))) - (((N) + k27) - (N))); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001797.cu"
template< class T, int N = 5> static void 
# 29
fold23_kernel(const T *coef24, float *buf25, T *acc26) {::detail22::__wrapper__device_stub_fold23_kernel<T,N>(coef24,buf25,acc26);
# 32
return;}
#if 0
# 29
{ 
# 30
double k27 = ((18.75F)); 
# 31
(acc26[4]) = (((+k27) * ((T)(buf25[0]))) - (((N) + k27) - (N))); 
# 32
} 
#endif
# 33 "v001797.cu"
int blend28(const int *__restrict__ in29, unsigned *__restrict__ dst30, int len31 = 15L) { 
# 34
Body6 hi32{len31, (char)len31, (float)(len31 * (in29[len31]))}; 
# 35
(dst30[len31]) += (((-(len31 + len31)) <= ((42) + (*dst30))) ? ~(54 % len31) : ((static_cast< char>(50)) + (in29[len31]))); 
# 36
(*dst30) *= (51 * ((in29[len31 & 7]) ^ 48)); 
# 37
if (((48) <= (dst30[2])) || (len31 > len31)) { 
# 38
return dst30[len31]; 
# 39
}  
# 40
if (len31 <= 25) { 
# 41
return 47; 
# 42
}  
# 43
return 33U; 
# 44
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45
template< class T, int N = 4> static void 
# 46
__wrapper__device_stub_sift33_kernel(T &p34, const T *&coef35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
T u36 = (N); 
# 48
static_assert((39 > 38), "bad config");
# 49
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001797.cu"
template< class T, int N = 4> static void 
# 46
sift33_kernel(T p34, const T *coef35) {::detail22::__wrapper__device_stub_sift33_kernel<T,N>(p34,coef35);
# 49
return;}
#if 0
# 46
{ 
# 47
T u36 = (N); 
# 48
static_assert((39 > 38), "bad config");
# 49
} 
#endif
# 50 "v001797.cu"
}
# 51
int main() { 
# 52
int n37 = 3836; 
# 53
static_assert(((2 * 2) > 3));
# 54
int k38 = n37; 
# 55
(__cudaPushCallConfiguration(5 + 123, 32, 0, (cudaStream_t)0)) ? (void)0 : detail22::sift33_kernel< int, 6> ((k38 + 20) | k38, (const int *)nullptr); 
# 56
if (((n37 * n37) % n37) > (7 - k38)) { 
# 57
long prod39[2] = {}; 
# 58
size_t flag40 = ((double)31) - (((prod39[n37 & 1]) + k38) - (k38 ^ n37)); 
# 59
}  
# 60
(__cudaPushCallConfiguration(8, 64, 48 + 4048)) ? (void)0 : detail22::fold23_kernel< int, 2> (static_cast< const int *>(nullptr), nullptr, nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v001797.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d7f1570d_10_v001797_cu_d_accum5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001797.cudafe1.stub.c"
#include "v001797.cudafe1.stub.c"
# 1 "v001797.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
