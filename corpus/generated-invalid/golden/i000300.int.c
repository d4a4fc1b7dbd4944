# 1 "i000300.cu"
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
# 8 "i000300.cu"
__attribute__((visibility("hidden"))) void decay3(unsigned *dst4, short *buf5, double *data6) ;
#if 0
# 9
{ 
# 10
double e7 = (10.5) / (dst4[2]); 
# 11
(data6[6])++; 
# 12
__attribute__((unused)) static long long sh_8; 
# 13
if (sh_8 > (e7 * (data6[1]))) { 
# 14
goto done9; 
# 15
}  
# 16
sh_8 = (*dst4); 
# 17
done9:; ; 
# 18
} 
#endif
# 20 "i000300.cu"
__attribute((noinline)) __attribute__((unused)) unsigned short filter10(unsigned *out11, long *data12, unsigned a13) 
# 21
{int volatile ___ = 1;(void)out11;(void)data12;(void)a13;
# 33
::exit(___);}
#if 0
# 21
{ 
# 22
++a13; 
# 23
int z14 = 55L % (((*out11) - (data12[6])) - 12L); 
# 25
#pragma unroll 4
for (
# 25
int n15 = 0; n15 < z14; n15++) { 
# 26
if (z14 != (*data12)) { 
# 27
return data12[a13]; 
# 28
}  
# 29
__attribute__((unused)) static int sh_16; 
# 30
}  
# 31
bool s17 = a13; 
# 32
return (out11[a13]) - (data12[6]); 
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35 "i000300.cu"
template< class T> static void 
# 36
__wrapper__device_stub_fuse18_kernel(T *&data19, const unsigned char *&input20, T *&data21, const T *&in22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern float dyn_23[]; 
# 39
float t24 = (((*input20) <= 5) ? 52U : (in22[2])) * filter10(nullptr, (long *)nullptr, *in22); 
# 40
int v25[3]{1, (33L), (static_cast< int>(sizeof(T)))}; 
# 41
auto off26 = static_cast< int>(filter10(nullptr, nullptr, 61U)); 
# 42
if (34U >= (v25[off26])) { 
# 43
goto skip27; 
# 44
}  
# 45
(data19[off26]) = ((16.5) + (((data21[0]) * (*in22)) - 30)); 
# 46
skip27:; ; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 35 "i000300.cu"
template< class T> static void 
# 36
fuse18_kernel(T *data19, const unsigned char *input20, T *data21, const T *in22) 
# 37
{__wrapper__device_stub_fuse18_kernel<T>(data19,input20,data21,in22);
# 47
return;}
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern float dyn_23[]; 
# 39
float t24 = (((*input20) <= 5) ? 52U : (in22[2])) * filter10(nullptr, (long *)nullptr, *in22); 
# 40
int v25[3]{1, (33L), (static_cast< int>(sizeof(T)))}; 
# 41
auto off26 = static_cast< int>(filter10(nullptr, nullptr, 61U)); 
# 42
if (34U >= (v25[off26])) { 
# 43
goto skip27; 
# 44
}  
# 45
(data19[off26]) = ((16.5) + (((data21[0]) * (*in22)) - 30)); 
# 46
skip27:; ; 
# 47
} 
#endif
# 50 "i000300.cu"
__attribute((always_inline)) __attribute__((unused)) inline int weigh28(int stride29, unsigned long long *dst30, float beta31) 
# 51
{int volatile ___ = 1;(void)stride29;(void)dst30;(void)beta31;
# 64
::exit(___);}
#if 0
# 51
{ 
# 52
if ((stride29 ^ ((20) % (dst30[4]))) != ((stride29 & 1) ? *dst30 : stride29)) { 
# 53
if ((filter10(reinterpret_cast< unsigned *>(dst30), reinterpret_cast< long *>(dst30), 49LL)) < beta31) { 
# 54
return (int)beta31; 
# 55
}  
# 56
for (int i32 = 0; i32 < 8; i32++) { 
# 57
auto diff33 = ((!((*dst30) <= (52))) ? ((1L) < beta31) ? beta31 : beta31 : (static_cast< unsigned>(1826))) + (filter10(nullptr, reinterpret_cast< long *>(dst30), filter10(reinterpret_cast< unsigned *>(dst30), reinterpret_cast< long *>(dst30), 2496))); 
# 58
if (dst30 == (nullptr)) { 
# 59
return 33L; 
# 60
}  
# 61
}  
# 62
}  
# 63
return (static_cast< short>((57) & (dst30[stride29]))) % (stride29 * (dst30[stride29 & 7])); 
# 64
} 
#endif
# 67 "i000300.cu"
struct Span34 { 
# 68
float y35; 
# 69
int hi36; 
# 70
unsigned weight37; 
# 71
int lo38; 
# 72
}; 
# 74
__attribute__((visibility("hidden"))) void gather39_kernel(int *dst40, int *buf41, float *out42) ;
#if 0
# 75
{ 
# 76
__attribute__((unused)) extern int dyn_43[]; 
# 77
(*buf41) *= (~(buf41[2])); 
# 78
(dyn_43[5]) -= (((3084 | (dyn_43[2])) % ((dyn_43[5]) | (dyn_43[7]))) + (dyn_43[3])); 
# 79
__attribute__((unused)) static int sh_44[5][15]; 
# 80
} 
#endif
# 82 "i000300.cu"
long blend45(unsigned char q46) 
# 83
{ 
# 84
(__cudaPushCallConfiguration(sizeof(int) * (128), 1 << 9)) ? (void)0 : fuse18_kernel< unsigned> (static_cast< unsigned *>(nullptr), static_cast< const unsigned char *>(nullptr), nullptr, nullptr); 
# 85
int acc47 = q46; 
# 86
Span34 u48 = Span34{}; 
# 87
long base49 = u48.lo38; 
# 88
return 56; 
# 89
} 
# 90
__attribute__((unused)) int both52(int x); 
# 91
__attribute__((unused)) int both52(int x) 
# 92
{int volatile ___ = 1;(void)x;
# 94
::exit(___);}
#if 0
# 92
{ 
# 93
return x; 
# 94
} 
#endif
# 96 "i000300.cu"
int main() 
# 97
{ 
# 98
int size50 = 1647; 
# 99
float k51{(41)}; 
# 100
if (((58) != (size50 | sizeof(int))) && ((52) == blend45(size50))) { 
# 101
size50 = (k51 * (+(57U + size50))); 
# 102
if (size50 || (size50 < k51)) { 
# 103
return (float)(3.25F); 
# 104
}  
# 105
size50 = (blend45((int)blend45(size50))); 
# 106
}  
# 107
(__cudaPushCallConfiguration(1 << 6, sizeof(float) * (32))) ? (void)0 : decay3(nullptr, nullptr, nullptr); 
# 108
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : gather39_kernel((int *)nullptr, nullptr, nullptr); 
# 109
return 0; 
# 110
} 

# 1 "i000300.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac759e02_10_i000300_cu_bc3b33f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000300.cudafe1.stub.c"
#include "i000300.cudafe1.stub.c"
# 1 "i000300.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
