# 1 "v001867.cu"
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
# 25 "v001867.cu"
static unsigned char c_lerp9; 
# 26
static int c_blend10[4]; 
# 27
typedef int idx11_t; 
# 28
namespace _GLOBAL__N__a4f77209_10_v001867_cu_c_lerp9 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__a4f77209_10_v001867_cu_c_lerp9; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__a4f77209_10_v001867_cu_c_lerp9 __attribute__((visibility("hidden")))  { 
# 29
static double norm12(idx11_t lane13, unsigned *out14, idx11_t *buf15) 
# 30
{ 
# 31
((*buf15)--), ((*out14) = (((lane13 >> (buf15[1])) + ((*out14) & (21))) - (36))); 
# 32
int iter16 = 0; 
# 33
do { 
# 34
long v17 = ((buf15[lane13]) - (iter16 / 2)) * iter16; 
# 35
float r18 = (static_cast< long>((*out14) / (2))) << 3; 
# 36
r18--; 
# 37
++iter16; 
# 38
} while (iter16 < (2 + 4)); 
# 39
(--(buf15[5])), (lane13 = (-39)); 
# 40
long res19 = buf15[iter16 & 7]; 
# 41
return lane13; 
# 42
} 
# 43
}
# 44
__attribute__((section("__nv_managed_data__"))) static unsigned *m_bias20 = 0; 
# 45
__attribute__((visibility("hidden"))) void lerp21_kernel(float b22, unsigned char p23, const long *input24) ;
#if 0
# 46
{ 
# 47
unsigned tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))) = (((__device_builtin_variable_gridDim.x) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20)))) % (c_blend10[p23])); 
# 49
switch (tid25) { 
# 50
case 2 + (2 + 5):  
# 51
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20)))--; 
# 52
p23 = (47); 
# 53
break; 
# 54
case sizeof(unsigned) * (2 + 1):  
# 55
break; 
# 56
case 11:  
# 57
case 0:  
# 58
break; 
# 59
}  
# 60
} 
#endif
# 61 "v001867.cu"
int main() 
# 62
{ 
# 63
int len26 = 3734; 
# 64
long y27[3] = {(25)}; 
# 65
if ((static_cast< int>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20)))) { 
# 66
return 59; 
# 67
}  
# 68
if (norm12(sizeof(idx11_t), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))), nullptr) > (11)) { 
# 69
return (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))) > len26) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))) : len26) > norm12(43L, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))), &len26)) ? ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))) > len26) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))) : len26 : norm12(43L, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))), &len26)); 
# 70
}  
# 71
idx11_t h28 = (14) * (norm12(10ULL, static_cast< unsigned *>(nullptr), &len26) + (((y27[2]) += 8UL), 58)); 
# 72
(__cudaPushCallConfiguration((h28 + 127) / 128, 11 + (2 + 19), 1 << (2 + 6))) ? (void)0 : lerp21_kernel(norm12(35, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias20))), &len26), len26, y27); 
# 73
return 0; 
# 74
} 

# 1 "v001867.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a4f77209_10_v001867_cu_c_lerp9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001867.cudafe1.stub.c"
#include "v001867.cudafe1.stub.c"
# 1 "v001867.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
