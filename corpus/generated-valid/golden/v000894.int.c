# 1 "v000894.cu"
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
# 17 "v000894.cu"
__attribute__((visibility("hidden"))) void merge7_kernel(unsigned long beta8, int stride9, int *out10, double p11) ;
#if 0
# 18
{ 
# 19
unsigned tid12 = __device_builtin_variable_threadIdx.x; 
# 20
for (int it13 = 16; it13 > 0; --it13) { 
# 22
#pragma unroll 4
for (
# 22
int it14 = it13; it14 > 0; --it14) { 
# 23
for (int i15 = 0; i15 < it13; i15 += 1) { 
# 24
if (!out10) { 
# 25
return; 
# 26
}  
# 27
p11++; 
# 28
}  
# 29
}  
# 30
}  
# 31
} 
#endif
# 32 "v000894.cu"
struct Bounds16 { 
# 33
unsigned long val17; 
# 34
unsigned flag18; 
# 35
double count19; 
# 36
void bump20(double prod21) 
# 37
{ 
# 38
(val17) = (count19); 
# 39
unsigned y22{(60L)}; 
# 40
} 
# 41
void norm23(int mid24) 
# 42
{ 
# 43
(flag18) = (43); 
# 44
mid24 &= 6; 
# 45
} 
# 46
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T, int N = 4> static void 
# 49
__wrapper__device_stub_smooth25(const T *__restrict__ &coef26, bool &b27, unsigned *&out28, const T *__restrict__ &src29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
T acc30 = ((36) | (__device_builtin_variable_threadIdx.z)) + (((N) * (out28[__device_builtin_variable_blockIdx.x])) | (4)); 
# 52
acc30++; 
# 53
T s31 = (2852) & (out28[__device_builtin_variable_threadIdx.x]); 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 48 "v000894.cu"
template< class T, int N = 4> static void 
# 49
smooth25(const T *__restrict__ coef26, bool b27, unsigned *out28, const T *__restrict__ src29) 
# 50
{__wrapper__device_stub_smooth25<T,N>(coef26,b27,out28,src29);
# 54
return;}
#if 0
# 50
{ 
# 51
T acc30 = ((36) | (__device_builtin_variable_threadIdx.z)) + (((N) * (out28[__device_builtin_variable_blockIdx.x])) | (4)); 
# 52
acc30++; 
# 53
T s31 = (2852) & (out28[__device_builtin_variable_threadIdx.x]); 
# 54
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v000894.cu"
template< class T, int N> static void 
# 56
__wrapper__device_stub_weigh32(T *&dst33, const T *&coef34, T &beta35, double *__restrict__ &data36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
int i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (T lim38 = ((float)(data36[4])) * (N); beta35 >= ((*dst33) * N)) { 
# 60
if (dst33 == nullptr) { 
# 61
return; 
# 62
}  
# 64
#pragma unroll
for (
# 64
int it39 = 0; it39 < 5; ++it39) { 
# 65
beta35 = 6; 
# 66
}  
# 67
if (((coef34[2]) < (*dst33)) || (((data36[2]) > (N)) && ((__device_builtin_variable_gridDim.z) != beta35))) { 
# 68
lim38 /= (__alignof__(float) + ((i37 + i37) ^ N)); 
# 69
const int *val40 = &i37; 
# 70
}  
# 71
}  
# 72
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000894.cu"
template< class T, int N> static void 
# 56
weigh32(T *dst33, const T *coef34, T beta35, double *__restrict__ data36) 
# 57
{__wrapper__device_stub_weigh32<T,N>(dst33,coef34,beta35,data36);
# 72
return;}
#if 0
# 57
{ 
# 58
int i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (T lim38 = ((float)(data36[4])) * (N); beta35 >= ((*dst33) * N)) { 
# 60
if (dst33 == nullptr) { 
# 61
return; 
# 62
}  
# 64
#pragma unroll
for (
# 64
int it39 = 0; it39 < 5; ++it39) { 
# 65
beta35 = 6; 
# 66
}  
# 67
if (((coef34[2]) < (*dst33)) || (((data36[2]) > (N)) && ((__device_builtin_variable_gridDim.z) != beta35))) { 
# 68
lim38 /= (__alignof__(float) + ((i37 + i37) ^ N)); 
# 69
const int *val40 = &i37; 
# 70
}  
# 71
}  
# 72
} 
#endif
# 73 "v000894.cu"
namespace kern41 { 
# 74
static long run_gather42(int len43, const unsigned *__restrict__ input44) 
# 75
{ 
# 76
const char *lo45 = ("a\tb"); 
# 77
len43 %= (((lo45[1]) + sizeof(unsigned)) - (33)); 
# 78
len43 = 128; 
# 79
for (int j46 = 0; j46 < 3; j46 += 4) { 
# 80
len43 -= (~(((int)(input44[1])) + (len43 * 60))); 
# 81
unsigned long x47 = (((lo45[0]) % 41L) * ((size_t)sizeof(Bounds16))) - ((*input44) - (19L + (lo45[0]))); 
# 82
len43++; 
# 83
}  
# 84
return lo45[0]; 
# 85
} 
# 86
}
# 87
float host_trace48(int n49, Bounds16 cfg50) 
# 88
{ 
# 89
n49 = 2; 
# 90
cudaStream_t lo51 = (nullptr); 
# 91
cfg50 = cfg50; 
# 92
int u52{(61LL)}; 
# 93
--u52; 
# 94
return 4955; 
# 95
} 
# 96
int main() 
# 97
{ 
# 98
int len53 = 1821; 
# 99
len53 = (len53 | len53); 
# 100
long long k54(len53 % (len53 * (32 - len53))); 
# 101
len53++; 
# 102
for (int it55 = len53; it55 > 0; --it55) { 
# 103
const double s56 = ((24 + it55) | len53) - ((it55 | sizeof(Bounds16)) + ((k54 < (sizeof(unsigned))) ? k54 : (sizeof(unsigned)))); 
# 104
}  
# 105
double k57 = ((30 | len53) + 2) + len53; 
# 106
(__cudaPushCallConfiguration((len53 + 31) / 32, 128, 0, (cudaStream_t)0)) ? (void)0 : merge7_kernel(24 + (len53 % len53), (len53 < sizeof(int)) ? len53 : sizeof(int), &len53, (0.25F)); 
# 107
(__cudaPushCallConfiguration((len53 + 31) / 32, 4 * 8)) ? (void)0 : smooth25< double, 5> ((const double *)nullptr, len53 & 1, nullptr, (const double *)nullptr); 
# 108
(__cudaPushCallConfiguration(16, 128 + 384)) ? (void)0 : weigh32< double, 8> (&k57, &k57, sizeof(int) + len53, &k57); 
# 109
return 0; 
# 110
} 

# 1 "v000894.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__92654182_10_v000894_cu_02da4880
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000894.cudafe1.stub.c"
#include "v000894.cudafe1.stub.c"
# 1 "v000894.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
