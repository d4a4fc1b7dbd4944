# 1 "v002192.cu"
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
# 18 "v002192.cu"
static void spread6(const float *in7, int *out8) ;
#if 0
# 18
{ 
# 19
(out8[1]) = (8 + (*out8)); 
# 20
unsigned hi9 = static_cast< unsigned>(*out8); 
# 21
if (('0') != ((out8[hi9 & (7)]) + 2352)) { 
# 22
goto skip10; 
# 23
}  
# 24
hi9 %= (hi9 & (~(out8[1]))); 
# 25
skip10:; ; 
# 26
} 
#endif
# 27 "v002192.cu"
const int g_fold11 = (-34LL); 
# 28
__attribute__((section("__nv_managed_data__"))) static unsigned long (*m_merge12)[32] = 0; 
# 29
template< class T> int 
# 30
shade13(T q14, const double *input15, float *data16) { 
# 31
(data16[5]) -= (-35); 
# 32
q14 = 16; 
# 33
return (static_cast< unsigned char>(data16[6])) & 7; 
# 34
} 
# 36
static void kick17_kernel(char *dst18, double p19) ;
#if 0
# 36
{ 
# 37
shade13(4U, static_cast< const double *>(nullptr), (float *)nullptr); 
# 38
for (auto prod20 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge12)))) { 
# 39
switch (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge12)))[prod20]) + (dst18[prod20])) { 
# 40
case 2:  { 
# 41
unsigned y21 = ((prod20 | (3862)) << 7) * (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge12)))[prod20]) ^ prod20); 
# 42
shade13< int> (256ULL, (const double *)nullptr, (float *)nullptr); 
# 43
break; 
# 44
} 
# 45
case 8:  
# 46
prod20 = ((41) + (prod20 - prod20)); 
# 47
[[fallthrough]] ; 
# 48
case 7:  
# 49
break; 
# 50
case 5:  
# 51
break; 
# 52
default:  
# 53
break; 
# 54
}  
# 55
}  
# 56
} 
#endif
# 57 "v002192.cu"
int main() { 
# 58
int size22 = 1354; 
# 59
unsigned v23 = shade13(static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge12)))[13]), nullptr, (float *)nullptr); 
# 60
shade13< long> ((3794LL) | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge12)))[size22]), nullptr, nullptr); 
# 61
shade13(static_cast< float>(shade13< long> (size22, (const double *)nullptr, (float *)nullptr)), nullptr, nullptr); 
# 62
(__cudaPushCallConfiguration(512, 1 << 8, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : spread6(nullptr, static_cast< int *>(nullptr)); 
# 63
(__cudaPushCallConfiguration((size22 + 255) / 256, 64, 128 + (2 + (16 + (128 + (2 + 3820)))))) ? (void)0 : kick17_kernel(nullptr, size22 | shade13(1, (const double *)nullptr, nullptr)); 
# 64
return 0; 
# 65
} 

# 1 "v002192.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__079e5ebf_10_v002192_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002192.cudafe1.stub.c"
#include "v002192.cudafe1.stub.c"
# 1 "v002192.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
