# 1 "v000851.cu"
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
# 19 "v000851.cu"
const char *g_bump6 = ("ok"); 
# 21
struct Acc7 { 
# 22
double weight8; 
# 23
float mass9; 
# 24
float hi10; 
# 25
}; 
# 27
template< class T> 
# 28
__attribute((noinline)) __attribute__((unused)) T clamp11(const T *coef12) 
# 29
{int volatile ___ = 1;(void)coef12;
# 38
::exit(___);}
#if 0
# 29
{ 
# 30
int k13 = coef12[3]; 
# 31
Acc7 w14 = Acc7{(0), (7.375F), (-(17.125F))}; 
# 32
if ((k13 != (w14.hi10)) || ((w14.hi10) > (32))) { 
# 33
goto finish15; 
# 34
}  
# 35
w14 = Acc7{(20.375), (2.0F), (24.125F)}; 
# 36
finish15:; ; 
# 37
return 30UL; 
# 38
} 
#endif
# 40 "v000851.cu"
__attribute__((visibility("hidden"))) void bias16(int len17, size_t *buf18, int len19, int count20) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern int dyn_21[]; 
# 43
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (i22 >= count20) { 
# 45
return; 
# 46
}  
# 47
count20 = (10 & (((buf18[len19]) += (3915)), (dyn_21[(__device_builtin_variable_blockDim.z) & (7)]))); 
# 48
for (int it23 = 0; it23 < len17; it23++) { 
# 49
for (int n24 = 0, j25 = i22; n24 < j25; (++n24), (--j25)) { 
# 50
len17 += 32; 
# 51
}  
# 52
if (buf18 == (nullptr)) { 
# 53
return; 
# 54
}  
# 55
}  
# 56
} 
#endif
# 58 "v000851.cu"
__attribute__((visibility("hidden"))) void clamp26(long long *buf27) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern double dyn_28[]; 
# 61
unsigned gid29 = __device_builtin_variable_threadIdx.x; 
# 62
(*buf27) = (buf27[1]); 
# 63
auto mid30 = (double)((gid29 - (2609)) ^ (29)); 
# 64
unsigned long sum31{(1378)}; 
# 65
if ((sum31 * (31L)) != gid29) { 
# 66
return; 
# 67
}  
# 68
if ((mid30 / (buf27[5])) > gid29) { 
# 69
return; 
# 70
}  
# 71
sum31 *= gid29; 
# 72
} 
#endif
# 75 "v000851.cu"
__attribute__((visibility("hidden"))) void tile32_kernel(unsigned beta33, float *buf34) ;
#if 0
# 76
{ 
# 77
unsigned gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
if ((buf34[gid35 & (7)]) > (9)) { 
# 79
return; 
# 80
}  
# 81
long long diff36[4] = {static_cast< long long>(__device_builtin_variable_blockDim.x), (57U)}; 
# 82
} 
#endif
# 84 "v000851.cu"
int main() 
# 85
{ 
# 86
int size37 = 1412; 
# 87
++size37; 
# 88
++size37; 
# 89
double m38[7]{(3.125), static_cast< double>(size37), (1.0), (-49), (64), (static_cast< double>(27)), (static_cast< double>(10))}; 
# 90
(__cudaPushCallConfiguration((size37 + 31) / 32, 16 * 4)) ? (void)0 : bias16(g_bump6[0], nullptr, (long)19, size37); 
# 91
(__cudaPushCallConfiguration(dim3((size37 + 255) / 256, (size37 + 255) / 256, (size37 + 127) / 128), dim3(1, 1), 10 + (10 + 236))) ? (void)0 : clamp26(nullptr); 
# 92
(__cudaPushCallConfiguration((size37 + 63) / 64, dim3((size37 + 31) / 32, 256), 0)) ? (void)0 : tile32_kernel(size37, nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v000851.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__604b5cb1_10_v000851_cu_g_bump6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000851.cudafe1.stub.c"
#include "v000851.cudafe1.stub.c"
# 1 "v000851.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
