# 1 "i000725.cu"
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
# 19 "i000725.cu"
static void warp7(int n8) ;
#if 0
# 20
{ 
# 21
unsigned tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (n8 != (__device_builtin_variable_blockDim.x)) { 
# 23
--n8; 
# 24
++n8; 
# 25
}  
# 26
} 
#endif
# 28 "i000725.cu"
__attribute__((visibility("hidden"))) void scale10_kernel(int count11, double beta12) ;
#if 0
# 29
{ 
# 30
int tid13 = __device_builtin_variable_threadIdx.x; 
# 31
if ((tid13 * 22) <= beta12) { 
# 32
return; 
# 33
}  
# 34
static_assert(((14 * 3) == 42), "size check");
# 35
count11--; 
# 36
count11 = 2; 
# 37
static_assert((47 > 46));
# 38
} 
#endif
# 40 "i000725.cu"
void decay14(int len15) 
# 41
{ 
# 42
size_t q16 = ((L'\x30') % (-len15)) + (~(4238 & len15)); 
# 43
(__cudaPushCallConfiguration(dim3(6 + 26, 128), 2 + (2 + 508), 256)) ? (void)0 : warp7(len15); 
# 44
if ((q16 * q16) == q16) { 
# 45
return; 
# 46
}  
# 47
if ((~len15) != len15) { 
# 48
return; 
# 49
}  
# 50
} 
# 51
__attribute__((section("__nv_managed_data__"))) static long *m_norm17 = 0; 
# 53
__attribute__((unused)) float probe18(const unsigned *src19, int stride20, int n21) 
# 54
{int volatile ___ = 1;(void)src19;(void)stride20;(void)n21;
# 61
::exit(___);}
#if 0
# 54
{ 
# 55
if (((~(__device_builtin_variable_threadIdx.y)) % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17))) - (3163))) >= ((__device_builtin_variable_blockDim.x) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17))))) { 
# 56
--stride20; 
# 57
bool y22 = 6 == n21; 
# 58
n21 &= stride20; 
# 59
}  
# 60
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17))); 
# 61
} 
#endif
# 64 "i000725.cu"
__attribute__((unused)) void smooth23(unsigned cfg24 = 61LL) 
# 65
{int volatile ___ = 1;(void)cfg24;
# 69
::exit(___);}
#if 0
# 65
{ 
# 66
char prod25{(30)}; 
# 67
prod25--; 
# 68
short off26{(static_cast< short>(20))}; 
# 69
} 
#endif
# 70 "i000725.cu"
static_assert((sizeof(int) == (4)), "expected value");
# 72
int host_stencil27(int stride28) 
# 73
{ 
# 74
switch (-(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17)))) { 
# 75
case 2:  
# 76
(__cudaPushCallConfiguration(dim3(1, 4, 16), 16 * 2, sizeof(int) * (128))) ? (void)0 : scale10_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17))) * stride28, (5) ^ (stride28 - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17))))); 
# 77
break; 
# 78
default:  { 
# 79
int u29 = 28; 
# 80
break; 
# 81
} 
# 82
}  
# 83
return (41) - (((stride28 != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17)))) ? stride28 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17)))) % (stride28 - 4UL)); 
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int count30 = 3423; 
# 89
unsigned count31 = (-1); 
# 90
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm17)))--; 
# 91
static_assert((12 == 12), "bad config");
# 92
--count30; 
# 93
return 0; 
# 94
} 

# 1 "i000725.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7afa7f46_10_i000725_cu_682fae0b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000725.cudafe1.stub.c"
#include "i000725.cudafe1.stub.c"
# 1 "i000725.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
