# 1 "v000377.cu"
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
# 11 "v000377.cu"
__attribute__((visibility("hidden"))) void stencil5(unsigned short a6, float *__restrict__ dst7, int count8, int count9) ;
#if 0
# 11
{ 
# 12
(*dst7)++; 
# 13
const short *t10 = (static_cast< const short *>(nullptr)); 
# 14
count8 = ((t10[count9 & 7]) - 4709ULL); 
# 15
count9 = ((3) + ((static_cast< float>(count8)) + ((*t10) + (dst7[count9])))); 
# 16
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v000377.cu"
template< class T> static void 
# 19
__wrapper__device_stub_trace11_kernel(T &alpha12, int &lane13, double *&out14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
for (int j15 = 15; j15 > 0; --j15) { 
# 21
if ((alpha12 + (16L | lane13)) < (j15 | 34UL)) { 
# 22
alpha12 = (out14[lane13]); 
# 23
if (j15 & lane13) { 
# 24
continue; 
# 25
}  
# 26
}  
# 27
unsigned h16(((alpha12 += j15), j15) & j15); 
# 28
}   
# 29
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000377.cu"
template< class T> static void 
# 19
trace11_kernel(T alpha12, int lane13, double *out14) {__wrapper__device_stub_trace11_kernel<T>(alpha12,lane13,out14);
# 29
return;}
#if 0
# 19
{ 
# 20
for (int j15 = 15; j15 > 0; --j15) { 
# 21
if ((alpha12 + (16L | lane13)) < (j15 | 34UL)) { 
# 22
alpha12 = (out14[lane13]); 
# 23
if (j15 & lane13) { 
# 24
continue; 
# 25
}  
# 26
}  
# 27
unsigned h16(((alpha12 += j15), j15) & j15); 
# 28
}   
# 29
} 
#endif
# 30 "v000377.cu"
static int d_reduce17[16]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, int N = 3> static void 
# 34
__wrapper__device_stub_lerp18(const T *&input19, const T *&src20, T &alpha21, long long *&acc22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
int iter23 = 0; 
# 36
do { 
# 37
T lim24 = (d_reduce17[iter23]) + ((+(*src20)) + 5UL); 
# 38
++iter23; 
# 39
} while (iter23 < 10); 
# 40
(*acc22)++; 
# 41
for (auto val25 : d_reduce17) { 
# 42
(acc22[iter23]) = (17); 
# 43
}  
# 44
(d_reduce17[iter23]) = ((25U) - (((*acc22) | (23)) * 7ULL)); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000377.cu"
template< class T, int N = 3> static void 
# 34
lerp18(const T *input19, const T *src20, T alpha21, long long *acc22) {__wrapper__device_stub_lerp18<T,N>(input19,src20,alpha21,acc22);
# 45
return;}
#if 0
# 34
{ 
# 35
int iter23 = 0; 
# 36
do { 
# 37
T lim24 = (d_reduce17[iter23]) + ((+(*src20)) + 5UL); 
# 38
++iter23; 
# 39
} while (iter23 < 10); 
# 40
(*acc22)++; 
# 41
for (auto val25 : d_reduce17) { 
# 42
(acc22[iter23]) = (17); 
# 43
}  
# 44
(d_reduce17[iter23]) = ((25U) - (((*acc22) | (23)) * 7ULL)); 
# 45
} 
#endif
# 47 "v000377.cu"
namespace _GLOBAL__N__5527a0ce_10_v000377_cu_ac71c286 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5527a0ce_10_v000377_cu_ac71c286; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5527a0ce_10_v000377_cu_ac71c286 __attribute__((visibility("hidden")))  { 
# 48
inline double mix26(int *__restrict__ data27) { 
# 49
(*data27) = (*data27); 
# 50
(data27[2])--; 
# 51
if ((data27[0]) >= sizeof(float)) { 
# 52
return data27[6]; 
# 53
}  
# 54
const unsigned prod28 = (sizeof(int)); 
# 55
if ((*data27) < ((data27[7]) * prod28)) { 
# 56
return data27[3]; 
# 57
}  
# 58
unsigned w29 = (__alignof__(float)); 
# 59
return 32; 
# 60
} 
# 62
void decay30(float *__restrict__ buf31, long *__restrict__ dst32) { 
# 63
mix26(nullptr); 
# 64
int x33(mix26(nullptr) + ((16) / (dst32[0]))); 
# 65
mix26(&x33); 
# 66
long long mid34 = x33 & 4899; 
# 67
} 
# 68
static int c_trace35[2]; 
# 69
}
# 71
__attribute__((visibility("hidden"))) void probe36(unsigned *__restrict__ buf37, float *buf38) ;
#if 0
# 71
{ 
# 72
(d_reduce17[8]) = ((2506 - ((d_reduce17[8]) + 0)) & 19); 
# 73
for (auto f39 : d_reduce17) { 
# 74
int iter40 = 0; 
# 75
do { 
# 76
const char f41 = static_cast< int>(mix26(&f39)); 
# 77
++iter40; 
# 78
} while (iter40 < iter40); 
# 79
float hi42 = iter40; 
# 80
}  
# 81
} 
#endif
# 82 "v000377.cu"
const char *g_sift43 = ("ok"); 
# 83
static int d_reduce44[64]; 
# 84
static int d_weigh45[16]; 
# 86
int main() { 
# 87
int n46 = 3830; 
# 88
([&]{ 
# 89
(n46) = ((g_sift43[0]) * (g_sift43[0])); 
# 90
} )(); 
# 91
int tmp47 = (7 + n46) - n46; 
# 92
(__cudaPushCallConfiguration((tmp47 + 63) / 64, 512)) ? (void)0 : trace11_kernel< int> ((n46 + (g_sift43[1])) ^ n46, mix26(&n46) - mix26(&n46), static_cast< double *>(nullptr)); 
# 93
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : stencil5((49 + tmp47) - 42L, (float *)nullptr, (static_cast< int>(tmp47)) - n46, g_sift43[0]); 
# 94
(__cudaPushCallConfiguration((n46 + 255) / 256, 32)) ? (void)0 : lerp18((const unsigned *)nullptr, static_cast< const unsigned *>(nullptr), static_cast< unsigned>(55 + n46), nullptr); 
# 95
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : probe36(static_cast< unsigned *>(nullptr), (float *)nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v000377.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5527a0ce_10_v000377_cu_ac71c286
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000377.cudafe1.stub.c"
#include "v000377.cudafe1.stub.c"
# 1 "v000377.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
