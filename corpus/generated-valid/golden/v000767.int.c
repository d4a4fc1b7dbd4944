# 1 "v000767.cu"
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
# 7 "v000767.cu"
namespace detail3 { 
# 8
typedef size_t idx4_t; 
# 9
static unsigned c_tally5; 
# 10
}
# 11
__attribute__((section("__nv_managed_data__"))) static long (*m_stencil6)[8] = 0; 
# 12
namespace img7 { 
# 13
enum class Axis8 { Fast9, Low10}; 
# 14
__attribute__((visibility("hidden"))) void filter11_kernel(int len12) ;
#if 0
# 15
{ 
# 16
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (tid13 >= len12) { 
# 18
return; 
# 19
}  
# 20
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[0]) = (((static_cast< float>(len12)) + (sizeof(float) - tid13)) + ((float)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[tid13]) ^ len12))); 
# 21
int lo14 = 2; 
# 22
Axis8 stride15 = img7::Axis8::Fast9; 
# 23
if ((__device_builtin_variable_blockDim.x) >= len12) { 
# 24
goto skip16; 
# 25
}  
# 26
lo14 = (8U); 
# 27
skip16:; ; 
# 28
} 
#endif
# 29 "v000767.cu"
constexpr int probe17(int count18) 
# 30
{ 
# 31
count18 = count18; 
# 32
return (+(count18 + count18)) + (1 << (count18 + 12L)); 
# 33
} 
# 34
}
# 35
extern "C" {
# 36
__attribute__((visibility("hidden"))) void probe19_kernel(int lane20, const int *src21, int *acc22, const float *coef23) ;
#if 0
# 37
{ 
# 38
for (const auto &w24 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))) { 
# 39
for (int it25 = 0; it25 < 13; ++it25) { 
# 40
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[7]) = (-63); 
# 41
lane20 = ((7) / detail3::c_tally5); 
# 42
lane20 = (static_cast< int>(((acc22[(__device_builtin_variable_gridDim.x) & (7)]) * 44U) + ((int)24))); 
# 43
}  
# 44
}  
# 45
const int base26 = coef23[lane20]; 
# 46
} 
#endif
# 47 "v000767.cu"
}
# 48
static int c_split27; 
# 49
__attribute__((visibility("hidden"))) void fuse28(int *dst29, const unsigned char *in30) ;
#if 0
# 50
{ 
# 51
unsigned gid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
double x32 = (((('A') > gid31) ? __device_builtin_variable_warpSize : detail3::c_tally5) + c_split27) * (__device_builtin_variable_gridDim.x); 
# 53
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[5]) = (((349 ^ (dst29[__device_builtin_variable_threadIdx.x])) | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[c_split27 & 7])) + (33)); 
# 54
auto w33 = ((2) + ((c_split27 < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[__device_builtin_variable_threadIdx.x])) ? x32 : (15U))) + __device_builtin_variable_warpSize; 
# 55
} 
#endif
# 56 "v000767.cu"
unsigned long kick34(char beta35, long long cfg36, const int *input37) 
# 57
{ 
# 58
beta35 = (46); 
# 59
if ((~(*input37)) != beta35) { 
# 60
return static_cast< unsigned>(15UL); 
# 61
}  
# 62
for (int n38 = (2 * 5); n38 > 0; --n38) { 
# 63
for (int j39 = 0; j39 < 5; ++j39) { 
# 64
const float tmp40 = n38; 
# 65
}  
# 66
}  
# 67
float t41[4 * 2] = {(6.625F), (18), (2.75F), ('z'), (2.0F), (4.25F), (16.75F), (4.0F)}; 
# 68
cfg36 = (sizeof(int)); 
# 69
return ((!input37) ? 21 : (13UL + beta35)); 
# 70
} 
# 71
int main() 
# 72
{ 
# 73
int size42 = 2673; 
# 74
size42 = 10; 
# 75
size42 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[5]) << ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[0]) != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil6)))[size42])) ? size42 : size42)); 
# 76
(__cudaPushCallConfiguration((size42 + 31) / 32, 128, sizeof(int) * (64), nullptr)) ? (void)0 : img7::filter11_kernel(size42); 
# 77
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : probe19_kernel(-16, &size42, &size42, static_cast< const float *>(nullptr)); 
# 78
(__cudaPushCallConfiguration((size42 + 31) / 32, 32 * 16)) ? (void)0 : fuse28(&size42, nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v000767.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f3d6cb68_10_v000767_cu_2be6c724
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000767.cudafe1.stub.c"
#include "v000767.cudafe1.stub.c"
# 1 "v000767.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
