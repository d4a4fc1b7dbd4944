# 1 "i000019.cu"
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
# 10 "i000019.cu"
namespace img5 { namespace sub6 { 
# 11
char rank7(int len8) 
# 12
{ 
# 13
if (len8 > (len8 % 54)) { 
# 14
auto lam11 = [](int m9)->int { 
# 15
const char *v10 = ("\"q\""); 
# 16
m9 %= (m9 + (v10[0])); 
# 17
return 14; 
# 18
} ; typedef decltype(lam11) __T0;
# 19
lam11(len8); 
# 20
unsigned long long lim12 = +len8; 
# 21
}  
# 22
int flag13[8]{37, (2L), len8, 7, 6, 31, len8, 996}; 
# 23
return (11 - (flag13[4])) % ((((flag13[1]) != 57) ? flag13[len8] : 2280) + len8); 
# 24
} 
# 25
}}
# 26
constexpr unsigned DEPTH14 = (2); 
# 28
struct Acc15 { 
# 29
int id16; 
# 30
float count17; 
# 31
int x18; 
# 32
long mass19; 
# 33
long apply20() const 
# 34
{ 
# 35
return (2) - ((mass19) + 20UL); 
# 36
} 
# 37
void bump21(long off22) 
# 38
{ 
# 39
int r23 = ((((count17) > (31L)) ? x18 : 63L) | (44UL ^ (mass19))) + (0U); 
# 40
} 
# 41
}; 
# 43
inline Acc15 operator+(Acc15 a, Acc15 b) 
# 44
{ 
# 45
Acc15 r = a; 
# 46
(r.id16) += (b.id16); 
# 47
(r.count17) += (b.count17); 
# 48
(r.x18) += (b.x18); 
# 49
(r.mass19) += (b.mass19); 
# 50
return r; 
# 51
} 
# 54
__attribute__((visibility("hidden"))) void update24(unsigned beta25, int n26, float *data27, long a28) ;
#if 0
# 55
{ 
# 56
int tid29 = __device_builtin_variable_threadIdx.x; 
# 57
if (tid29 >= a28) { 
# 58
return; 
# 59
}  
# 60
if (((__device_builtin_variable_threadIdx.x) & (2128)) < n26) { 
# 61
return; 
# 62
}  
# 63
float val30 = (14.25F); 
# 64
} 
#endif
# 67 "i000019.cu"
__attribute__((visibility("hidden"))) void blend31_kernel(int *dst32, int len33, const unsigned *input34) ;
#if 0
# 68
{ 
# 69
Acc15 r35{3, static_cast< float>(__device_builtin_variable_threadIdx.x), 32, 6L}; 
# 70
double *lim36 = reinterpret_cast< double *>(dst32); 
# 71
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 73 "i000019.cu"
template< class T, int N = 2> static void 
# 74
__wrapper__device_stub_lerp37_kernel(T &cfg38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 75
{ 
# 76
cfg38 = 8; 
# 77
double m39 = ((DEPTH14 - cfg38) + ((N) % (__device_builtin_variable_threadIdx.y))) + (((__device_builtin_variable_threadIdx.z) * DEPTH14) - (N)); 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 73 "i000019.cu"
template< class T, int N = 2> static void 
# 74
lerp37_kernel(T cfg38) 
# 75
{__wrapper__device_stub_lerp37_kernel<T,N>(cfg38);
# 78
return;}
#if 0
# 75
{ 
# 76
cfg38 = 8; 
# 77
double m39 = ((DEPTH14 - cfg38) + ((N) % (__device_builtin_variable_threadIdx.y))) + (((__device_builtin_variable_threadIdx.z) * DEPTH14) - (N)); 
# 78
} 
#endif
# 80 "i000019.cu"
static void shade40_kernel(const float *coef41, float *data42, const unsigned char *coef43, const int *input44) ;
#if 0
# 81
{ 
# 82
int i45 = __device_builtin_variable_threadIdx.x; 
# 83
unsigned v46 = ((DEPTH14 >> (*input44)) & (DEPTH14 * (__device_builtin_variable_blockDim.x))) - DEPTH14; 
# 84
if ((*input44) <= i45) { 
# 85
return; 
# 86
}  
# 87
int r47 = __device_builtin_variable_blockIdx.x; 
# 88
(data42[r47]) = (sizeof(int) / (v46 * DEPTH14)); 
# 89
++v46; 
# 90
} 
#endif
# 91 "i000019.cu"
__attribute__((visibility("hidden"))) void rvalue_kernel49(int &&x) ;
#if 0
# 92
{ 
# 93
} 
#endif
# 95 "i000019.cu"
int main() 
# 96
{ 
# 97
int count48 = 3325; 
# 98
if (count48 < 26) { 
# 99
count48++; 
# 100
} else { 
# 101
(__cudaPushCallConfiguration(dim3(sizeof(float) * (DEPTH14 + (62)), (count48 + 255) / 256, (32) * DEPTH14), sizeof(float) * (32), 0, (cudaStream_t)0)) ? (void)0 : update24(41, (DEPTH14 * count48) + (64), (float *)nullptr, ((count48 > DEPTH14) ? count48 : DEPTH14) - (count48 + DEPTH14)); 
# 102
}  
# 103
(__cudaPushCallConfiguration(((dim3)(1 << (DEPTH14 + (7)))), dim3((count48 + 31) / 32, (count48 + 63) / 64), (DEPTH14 + (2046)) * DEPTH14, nullptr)) ? (void)0 : blend31_kernel(nullptr, DEPTH14, (const unsigned *)nullptr); 
# 104
(__cudaPushCallConfiguration(dim3((count48 + 127) / 128, DEPTH14 + (DEPTH14 + (DEPTH14 + (58))), (DEPTH14 + (2)) * (DEPTH14 + (2))), (DEPTH14 + (6)) * (8))) ? (void)0 : lerp37_kernel(static_cast< long>(DEPTH14)); 
# 105
(__cudaPushCallConfiguration(dim3(512, (count48 + 63) / 64), sizeof(int) * (DEPTH14 + (126)))) ? (void)0 : shade40_kernel(nullptr, (float *)nullptr, (const unsigned char *)nullptr, nullptr); 
# 106
return 0; 
# 107
} 

# 1 "i000019.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6a898a96_10_i000019_cu_f15e2472
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000019.cudafe1.stub.c"
#include "i000019.cudafe1.stub.c"
# 1 "i000019.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
