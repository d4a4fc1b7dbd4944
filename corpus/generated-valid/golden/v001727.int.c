# 1 "v001727.cu"
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
# 8 "v001727.cu"
__attribute__((visibility("hidden"))) void kick3(int len4, unsigned beta5, float b6) ;
#if 0
# 8
{ 
# 9
--len4; 
# 10
__attribute__((unused)) static double sh_7[8]; 
# 11
(b6--), (beta5 = (27)); 
# 12
int acc8 = ('A') + b6; 
# 13
} 
#endif
# 15 "v001727.cu"
struct Cell9 { 
# 16
int y10; 
# 17
float w11, id12; 
# 18
long long sum13; 
# 19
}; 
# 21
Cell9 operator+(Cell9 a, Cell9 b) { 
# 22
Cell9 r = a; 
# 23
(r.y10) += (b.y10); 
# 24
(r.w11) += (b.w11); 
# 25
(r.id12) += (b.id12); 
# 26
(r.sum13) += (b.sum13); 
# 27
return r; 
# 28
} 
# 29
__attribute__((section("__nv_managed_data__"))) static float *m_norm14 = 0; 
# 30
static constexpr long RADIUS15 = (64); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, int N = 8> static void 
# 33
__wrapper__device_stub_weigh16_kernel(const T *&src17, int *&data18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if ((data18[0]) > (*data18)) { 
# 36
return; 
# 37
}  
# 38
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))--; 
# 39
int pass20 = 0; 
# 40
if (N == (pass20 * pass20)) { 
# 41
goto skip21; 
# 42
}  
# 43
do { 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))--; 
# 45
++pass20; 
# 46
} while (pass20 < 16); 
# 47
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) /= (((4713UL >> pass20) * ((16.25F) + pass20)) + (-((pass20 != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))) ? 27 : (7.75F)))); 
# 48
skip21:; ; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 32 "v001727.cu"
template< class T, int N = 8> static void 
# 33
weigh16_kernel(const T *src17, int *data18) {__wrapper__device_stub_weigh16_kernel<T,N>(src17,data18);
# 49
return;}
#if 0
# 33
{ 
# 34
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if ((data18[0]) > (*data18)) { 
# 36
return; 
# 37
}  
# 38
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))--; 
# 39
int pass20 = 0; 
# 40
if (N == (pass20 * pass20)) { 
# 41
goto skip21; 
# 42
}  
# 43
do { 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))--; 
# 45
++pass20; 
# 46
} while (pass20 < 16); 
# 47
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) /= (((4713UL >> pass20) * ((16.25F) + pass20)) + (-((pass20 != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))) ? 27 : (7.75F)))); 
# 48
skip21:; ; 
# 49
} 
#endif
# 51 "v001727.cu"
__attribute__((visibility("hidden"))) void stencil22_kernel(signed char *data23, Cell9 q24) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern float dyn_25[]; 
# 53
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
float idx27 = (RADIUS15 << (q24.sum13)) * (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) * RADIUS15) - ((__device_builtin_variable_blockDim.x) << (__device_builtin_variable_blockIdx.x))); 
# 55
bool u28(((((28U) != (dyn_25[idx26 & 7])) ? q24.sum13 : (30)) * (((28U) != (dyn_25[idx26 & 7])) ? q24.sum13 : (30))) < (13)); 
# 56
--idx27; 
# 57
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))) < idx26) { 
# 58
return; 
# 59
}  
# 60
(data23[idx26 & 7]) ^= (-127); 
# 61
(q24.sum13) %= (q24.y10); 
# 62
} 
#endif
# 64 "v001727.cu"
__attribute((noinline)) __attribute__((unused)) void norm29(float beta30, signed char cfg31) {int volatile ___ = 1;(void)beta30;(void)cfg31;
# 75
::exit(___);}
#if 0
# 64
{ 
# 65
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))) { 
# 66
return; 
# 67
}  
# 68
if (beta30 > (64)) { 
# 69
return; 
# 70
}  
# 71
int hi32 = RADIUS15 << ((__device_builtin_variable_blockIdx.z) * ((19) + (__device_builtin_variable_threadIdx.x))); 
# 72
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))) { 
# 73
return; 
# 74
}  
# 75
} 
#endif
# 77 "v001727.cu"
int main() { 
# 78
int n33 = 312; 
# 79
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) < (46)) { 
# 80
return -(-18); 
# 81
}  
# 82
int t34 = RADIUS15 - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))); 
# 83
(__cudaPushCallConfiguration(dim3(8, (t34 + 255) / 256, 512), sizeof(int) * (128))) ? (void)0 : weigh16_kernel< double, 3> (nullptr, nullptr); 
# 84
(__cudaPushCallConfiguration(RADIUS15, RADIUS15, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : kick3((n33 + RADIUS15) + (9), (RADIUS15 + t34) >> (RADIUS15 ^ n33), (16.5F) * ((t34 += 32L), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))))); 
# 85
(__cudaPushCallConfiguration(1, 1 << 7, 4096, nullptr)) ? (void)0 : stencil22_kernel((signed char *)nullptr, Cell9{23, (9.0F), (9.125F), static_cast< long long>(40 / n33)}); 
# 86
return 0; 
# 87
} 

# 1 "v001727.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a021661c_10_v001727_cu_272765c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001727.cudafe1.stub.c"
#include "v001727.cudafe1.stub.c"
# 1 "v001727.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
