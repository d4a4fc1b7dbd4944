# 1 "v002160.cu"
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
# 10 "v002160.cu"
extern "C" __attribute__((visibility("hidden"))) void decay5_kernel(const int *src6, unsigned long a7, long long *acc8) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern double dyn_9[]; 
# 13
int gid10 = __device_builtin_variable_threadIdx.x; 
# 14
auto acc11 = static_cast< float>(((__device_builtin_variable_blockIdx.z) - gid10) - (gid10 - (__device_builtin_variable_threadIdx.z))); 
# 15
int flag12{gid10}; 
# 16
bool diff13 = (__device_builtin_variable_threadIdx.z) - ((8 / (*src6)) / (flag12 - (false))); 
# 17
} 
#endif
# 18 "v002160.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_gather14)[64] = 0; 
# 20
template< class T, class U> __attribute__((unused)) inline size_t 
# 21
norm15(U *__restrict__ data16) 
# 22
{int volatile ___ = 1;(void)data16;
# 33
::exit(___);}
#if 0
# 22
{ 
# 23
T f17 = data16[5]; 
# 24
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[13]) = (((((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[28]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_gridDim.x])) > 3) ? ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[28]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_gridDim.x]) : 3) > (((__device_builtin_variable_blockDim.y) + (__device_builtin_variable_gridDim.x)) - ((*data16) - (*data16)))) ? ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[28]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_gridDim.x])) > 3) ? ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[28]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_gridDim.x]) : 3 : (((__device_builtin_variable_blockDim.y) + (__device_builtin_variable_gridDim.x)) - ((*data16) - (*data16)))); 
# 25
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_blockIdx.y]) = ((*data16) + ((data16[__device_builtin_variable_blockDim.x]) - (((data16[__device_builtin_variable_threadIdx.x]) > ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_blockIdx.y])) ? data16[__device_builtin_variable_threadIdx.x] : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_blockIdx.y])))); 
# 26
float k18 = 16 >> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[__device_builtin_variable_threadIdx.x]); 
# 27
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[27]) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[31])) { 
# 28
goto done19; 
# 29
}  
# 30
f17 = (f17 + ((f17 > f17) ? f17 : f17)); 
# 31
done19:; ; 
# 32
return (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[10]) * (data16[__device_builtin_variable_threadIdx.x])) > (*data16)) ? ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[10]) * (data16[__device_builtin_variable_threadIdx.x]) : (*data16)) * ((+f17) + ((38) + k18)); 
# 33
} 
#endif
# 35 "v002160.cu"
__attribute__((visibility("hidden"))) void warp20_kernel(float p21) ;
#if 0
# 36
{ 
# 37
int gid22 = __device_builtin_variable_threadIdx.x; 
# 38
short mid23 = (3 << ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[gid22])) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[gid22]) * gid22); 
# 39
p21 = p21; 
# 40
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[gid22])++; 
# 41
mid23 = (static_cast< float>(gid22)); 
# 42
--mid23; 
# 43
--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[1]); 
# 44
} 
#endif
# 46 "v002160.cu"
__attribute__((visibility("hidden"))) void pivot24_kernel(const float *input25, int *out26, size_t alpha27) ;
#if 0
# 47
{ 
# 48
int gid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
alpha27 = (gid28 - gid28); 
# 50
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[alpha27]) = 3; 
# 51
alpha27 = __alignof__(int); 
# 52
} 
#endif
# 54 "v002160.cu"
__attribute__((visibility("hidden"))) void bump29(const unsigned *in30, float *data31) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern long dyn_32[]; 
# 57
int tid33 = __device_builtin_variable_threadIdx.x; 
# 58
if (!(tid33 >= (data31[tid33]))) { 
# 59
goto skip38; 
# 60
}  
# 61
for (int tmp34 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))) { 
# 62
bool stride35 = !((((*in30) > (7)) ? *in30 : (7)) < (8)); 
# 63
}  
# 64
for (auto &y36 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))) { 
# 65
(dyn_32[1])++; 
# 66
float f37 = +((in30[y36]) + ((13.0F) + (__device_builtin_variable_gridDim.y))); 
# 67
}  
# 68
skip38:; ; 
# 69
} 
#endif
# 71 "v002160.cu"
constexpr int host_stencil39(int len40, int lane41) 
# 72
{ 
# 73
return 2373UL; 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int size42 = 4031; 
# 79
(__cudaPushCallConfiguration(sizeof(float) * (32), 1 << 5)) ? (void)0 : decay5_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14))), (61) * (static_cast< double>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[size42])), nullptr); 
# 80
unsigned char lo43 = (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[size42]) % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[56])) * (45L % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[37]))) > ((size42 + 8UL) - (size42 + 8))) ? (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[size42]) % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[56])) * (45L % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[37])) : ((size42 + 8UL) - (size42 + 8)); 
# 81
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14)))[57]) = 64; 
# 82
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), 16 * 2)) ? (void)0 : warp20_kernel(lo43); 
# 83
(__cudaPushCallConfiguration((size42 + 31) / 32, 1 << (8 + 1), sizeof(float) * (8 + 248))) ? (void)0 : pivot24_kernel(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather14))), lo43); 
# 84
(__cudaPushCallConfiguration((size42 + 31) / 32, (3 + (3 + 2)) * (3 + 13))) ? (void)0 : bump29(static_cast< const unsigned *>(nullptr), nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v002160.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2fc701e5_10_v002160_cu_2e7cf8e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002160.cudafe1.stub.c"
#include "v002160.cudafe1.stub.c"
# 1 "v002160.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
