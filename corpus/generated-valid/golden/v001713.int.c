# 1 "v001713.cu"
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
# 24 "v001713.cu"
namespace kern8 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T, int N> static void 
# 26
__wrapper__device_stub_norm9_kernel(T *&dst10, T *&dst11, T &q12, int *&acc13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
long k14 = (11); 
# 29
int cnt15{N}; 
# 30
int base16(k14); 
# 31
if (acc13 == (nullptr)) { 
# 32
int mid17 = (15L); 
# 33
}  
# 34
cnt15 = (((q12 == k14) ? *dst10 : (*dst10)) - (-base16)); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001713.cu"
template< class T, int N> static void 
# 26
norm9_kernel(T *dst10, T *dst11, T q12, int *acc13) 
# 27
{::kern8::__wrapper__device_stub_norm9_kernel<T,N>(dst10,dst11,q12,acc13);
# 35
return;}
#if 0
# 27
{ 
# 28
long k14 = (11); 
# 29
int cnt15{N}; 
# 30
int base16(k14); 
# 31
if (acc13 == (nullptr)) { 
# 32
int mid17 = (15L); 
# 33
}  
# 34
cnt15 = (((q12 == k14) ? *dst10 : (*dst10)) - (-base16)); 
# 35
} 
#endif
# 36 "v001713.cu"
}
# 38
namespace math18 { 
# 39
__attribute__((visibility("hidden"))) void spread19_kernel(unsigned a20, int *out21, const int *src22) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_23[]; 
# 42
int iter24 = 0; 
# 43
while (iter24 < iter24) { 
# 44
if ((!(src22 != (nullptr))) && ((dyn_23[7]) < 1) && (a20 < a20)) { 
# 45
unsigned m25[4]{(64), (2306), a20, 4U}; 
# 46
__attribute__((unused)) static char sh_26[8 * 8]; 
# 47
}  
# 48
a20 = (5 << iter24); 
# 49
++iter24; 
# 50
}  
# 51
int prod27 = (((out21[iter24]) * (dyn_23[a20])) + 3666) % iter24; 
# 52
} 
#endif
# 53 "v001713.cu"
}
# 55
__attribute__((visibility("hidden"))) void stencil28_kernel(unsigned *__restrict__ data29, int *buf30, const int *in31, float *data32) ;
#if 0
# 56
{ 
# 57
unsigned short prod33 = data32[5]; 
# 58
(data29[5]) = (in31[prod33]); 
# 59
int w34 = 0; 
# 60
while (w34 < w34) { 
# 61
__attribute__((unused)) static long sh_35[6][14]; 
# 62
++w34; 
# 63
}  
# 64
unsigned diff36[1 + 2] = {static_cast< unsigned>(data32[prod33])}; 
# 65
(data29[0]) = (static_cast< unsigned>(((in31[w34]) + (buf30[w34])) << ((in31[4]) + 4))); 
# 66
} 
#endif
# 68 "v001713.cu"
__attribute__((visibility("hidden"))) void step37_kernel(int *__restrict__ dst38, long *__restrict__ out39, long *__restrict__ data40, int stride41) ;
#if 0
# 69
{ 
# 71
#pragma unroll 2
for (
# 71
int i42 = 0; i42 < stride41; ++i42) { 
# 72
{ 
# 73
long long x43 = ((double)((*data40) - i42)) - (1); 
# 74
(*dst38) = 22; 
# 75
} 
# 76
int acc44[7] = {i42, 42, (int)(data40[2]), (static_cast< int>(2)), 31, (4U)}; 
# 77
stride41 = ((int)(dst38[3])); 
# 78
}  
# 79
} 
#endif
# 81 "v001713.cu"
__attribute((noinline)) __attribute__((unused)) double fuse45(int len46, int count47) 
# 82
{int volatile ___ = 1;(void)len46;(void)count47;
# 91
::exit(___);}
#if 0
# 82
{ 
# 83
__attribute__((unused)) static int sh_48[1 << 2][12]; 
# 84
unsigned m49 = ((19) + ((long)((sh_48[0])[7]))) >> (((sh_48[3])[len46]) + (count47 + 47LL)); 
# 85
int z50((count47 - ((sh_48[0])[4])) - ((1 * ((sh_48[len46])[1])) - (24 * ((sh_48[1])[8])))); 
# 86
__attribute__((unused)) static int sh_51[1 << 2][7]; 
# 87
int q52 = (((sh_51[1])[z50]) * (((sh_51[count47])[6]) + len46)) - (+z50); 
# 88
__attribute__((unused)) static unsigned sh_53[8][7]; 
# 89
__attribute__((unused)) static long sh_54[256]; 
# 90
return q52; 
# 91
} 
#endif
# 93 "v001713.cu"
int main() 
# 94
{ 
# 95
int n55 = 2078; 
# 96
if (4 > ((n55 * n55) * (n55 * 2379))) { 
# 97
n55 = (sizeof(unsigned)); 
# 98
(__cudaPushCallConfiguration(((dim3)(128)), 128, 512 * 2)) ? (void)0 : kern8::norm9_kernel< long, 8> (nullptr, static_cast< long *>(nullptr), n55, static_cast< int *>(nullptr)); 
# 99
}  
# 100
(__cudaPushCallConfiguration(((dim3)(1 << 1)), dim3(128 * 2, 1, 1 + 7))) ? (void)0 : math18::spread19_kernel(((unsigned)n55) * (n55 - 1643), nullptr, nullptr); 
# 101
(__cudaPushCallConfiguration(((dim3)(1 << (2 + 2))), 1 + (1 + (1 + 29)))) ? (void)0 : stencil28_kernel(static_cast< unsigned *>(nullptr), static_cast< int *>(nullptr), nullptr, (float *)nullptr); 
# 102
(__cudaPushCallConfiguration(dim3((n55 + 31) / 32, 2), 1 << (2 + 6))) ? (void)0 : step37_kernel(nullptr, nullptr, (long *)nullptr, 28UL); 
# 103
return 0; 
# 104
} 

# 1 "v001713.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68e38b9b_10_v001713_cu_3d4a38e0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001713.cudafe1.stub.c"
#include "v001713.cudafe1.stub.c"
# 1 "v001713.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
