# 1 "v001581.cu"
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
# 16 "v001581.cu"
class Cell8 { 
# 17
float sum9; 
# 18
float id10; 
# 20
public: Cell8(float b11, float b12) : sum9(b11), id10(b12) { } 
# 21
void total13(unsigned long acc14) { 
# 22
bool res15{(static_cast< bool>(0))}; 
# 23
} 
# 24
float bump16(unsigned sum17) const { 
# 25
return sum9; 
# 26
} 
# 27
}; 
# 29
class Acc18 { 
# 30
int y19; 
# 32
public: Acc18(int init20) : y19(init20) { } 
# 33
int total21() const { 
# 34
float base22 = 7U * (y19); 
# 35
return (5 - (y19)) >> ((base22 < (y19)) ? y19 : (y19)); 
# 36
} 
# 37
}; 
# 40
__attribute((always_inline)) __attribute__((unused)) inline int merge23(unsigned long q24, int count25, int lane26 = 37U) {int volatile ___ = 1;(void)q24;(void)count25;(void)lane26;
# 48
::exit(___);}
#if 0
# 40
{ 
# 41
int q27 = count25; 
# 42
count25 -= ((((long)q24) * q27) % (8)); 
# 43
int h28 = count25; 
# 44
if (q27 != 16LL) { 
# 45
return sizeof(Acc18); 
# 46
}  
# 47
return q27; 
# 48
} 
#endif
# 49 "v001581.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_rank29)[64] = 0; 
# 52
__attribute__((unused)) int filter30(int len31 = 61) {int volatile ___ = 1;(void)len31;
# 64
::exit(___);}
#if 0
# 52
{ 
# 53
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank29)))[47]) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank29)))[__device_builtin_variable_blockDim.x]) * merge23((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank29)))[10], (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank29)))[__device_builtin_variable_warpSize])); 
# 54
if (merge23(__device_builtin_variable_gridDim.z, __device_builtin_variable_threadIdx.x) >= 37) { 
# 55
return 5; 
# 56
}  
# 57
for (int j32 = 0; j32 < 11; j32++) { 
# 58
if (j32 == (__device_builtin_variable_gridDim.x)) { 
# 59
continue; 
# 60
}  
# 61
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank29)))[44]) = merge23((+len31) + (j32 & 15), len31); 
# 62
}  
# 63
return merge23(50, len31, __device_builtin_variable_gridDim.x); 
# 64
} 
#endif
# 66 "v001581.cu"
__attribute__((visibility("hidden"))) void stencil33(int stride34, int len35, unsigned p36, int len37) ;
#if 0
# 66
{ 
# 67
int tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
if (tid38 >= len37) { 
# 69
return; 
# 70
}  
# 71
{ 
# 72
len35 <<= merge23(len37, static_cast< int>(filter30(49))); 
# 73
stride34 = ((sizeof(unsigned char)) * (((float)len37) * (static_cast< int>(2481)))); 
# 74
} 
# 75
float e39 = merge23(((stride34 != 5) ? 42 : 42UL) - stride34, stride34 & filter30()); 
# 76
} 
#endif
# 78 "v001581.cu"
int main() { 
# 79
int len40 = 2707; 
# 80
int *acc41 = &len40; 
# 81
(__cudaPushCallConfiguration(sizeof(float) * (32), (8 + (5 + 19)) * 4, 512 * 2, (cudaStream_t)0)) ? (void)0 : stencil33(len40, len40, (len40 & 15) + 15, 7L); 
# 82
return 0; 
# 83
} 

# 1 "v001581.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8232806a_10_v001581_cu_m_rank29
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001581.cudafe1.stub.c"
#include "v001581.cudafe1.stub.c"
# 1 "v001581.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
