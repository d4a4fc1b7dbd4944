# 1 "v001671.cu"
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
# 16 "v001671.cu"
static unsigned c_decay7; 
# 17
__attribute__((section("__nv_managed_data__"))) static int *m_split8 = 0; 
# 20
__attribute__((visibility("hidden"))) void pack9(const long *coef10, const float *__restrict__ in11) ;
#if 0
# 20
{ 
# 21
if (!(!coef10)) { 
# 22
return; 
# 23
}  
# 24
float tmp12 = ((((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_blockDim.x)) == (31)) && (__alignof__(char) > (((*coef10) >= (coef10[2])) ? 37U : (8)))) ? (7.625F) : ((((*coef10) + (31)) != (29)) ? (31) * c_decay7 : (7.625F)); 
# 25
--tmp12; 
# 26
tmp12 = (50U); 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001671.cu"
template< class T, class U> static void 
# 31
__wrapper__device_stub_reduce13_kernel(U &alpha14, T *__restrict__ &acc15, int &lane16, T &b17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
unsigned i18 = __device_builtin_variable_threadIdx.x; 
# 33
if (i18 >= lane16) { 
# 34
return; 
# 35
}  
# 36
lane16--; 
# 37
if ((44) != (i18 % c_decay7)) { 
# 38
return; 
# 39
}  
# 40
(*acc15)++; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001671.cu"
template< class T, class U> static void 
# 31
reduce13_kernel(U alpha14, T *__restrict__ acc15, int lane16, T b17) {__wrapper__device_stub_reduce13_kernel<T,U>(alpha14,acc15,lane16,b17);
# 41
return;}
#if 0
# 31
{ 
# 32
unsigned i18 = __device_builtin_variable_threadIdx.x; 
# 33
if (i18 >= lane16) { 
# 34
return; 
# 35
}  
# 36
lane16--; 
# 37
if ((44) != (i18 % c_decay7)) { 
# 38
return; 
# 39
}  
# 40
(*acc15)++; 
# 41
} 
#endif
# 42 "v001671.cu"
typedef float real19_t; 
# 44
__attribute__((visibility("hidden"))) void tile20_kernel(size_t *__restrict__ out21) ;
#if 0
# 44
{ 
# 45
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8)))--; 
# 47
real19_t y23[3]{(float)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))), (real19_t)(*out21), ((real19_t)(12.75F))}; 
# 48
--(*out21); 
# 49
(y23[2]) = (5.375F); 
# 50
(out21[tid22 & 7])--; 
# 51
(y23[2]) = ((*out21) % (((27) | (__device_builtin_variable_threadIdx.y)) * (3))); 
# 52
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) = (__alignof__(char)); 
# 53
} 
#endif
# 55 "v001671.cu"
float host_split24(size_t a25, int len26, int n27) { 
# 56
switch (a25 - sizeof(long)) { 
# 57
case 4:  
# 58
break; 
# 59
}  
# 60
auto step29 = [](auto m28) { 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) = 34; 
# 62
static_assert((11 > 10), "bad config");
# 63
(__cudaPushCallConfiguration(dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) + 63) / 64, 64, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) + 63) / 64), 32, 1024, nullptr)) ? (void)0 : reduce13_kernel< double, double> ((m28 + 4U) + (8U * m28), (double *)nullptr, m28, (real19_t)m28); 
# 64
return m28 * 2; 
# 65
} ; typedef decltype(step29) __T0;
# 66
step29((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8)))); 
# 67
(__cudaPushCallConfiguration(8, 8 + 120, 4096, (cudaStream_t)0)) ? (void)0 : pack9((const long *)nullptr, (const float *)nullptr); 
# 68
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))); 
# 69
if (!((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) != n27)) { 
# 70
return (24.75F); 
# 71
}  
# 72
a25 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) + ((step29(len26) == n27) ? n27 * 35 : 53L)); 
# 73
len26 = ((float)step29(len26)); 
# 74
return (double)(-(10.5)); 
# 75
} 
# 77
int main() { 
# 78
int size30 = 2635; 
# 79
auto q31 = (host_split24((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))), size30, 31) + (57)) - size30; 
# 80
float f32 = ((double)q31) / ((size30 + 19) & (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8)))); 
# 81
auto step34 = [diff33 = (8) * q31]()->real19_t { 
# 82
(__cudaPushCallConfiguration(((dim3)(512)), 32 * 4, 4096, nullptr)) ? (void)0 : tile20_kernel((unsigned long *)nullptr); 
# 83
return 47; 
# 84
} ; typedef decltype(step34) __T1;
# 85
(__cudaPushCallConfiguration((4 + 4) * 2, 512, 0, nullptr)) ? (void)0 : reduce13_kernel< long, double> (f32, nullptr, host_split24(4310, 2 + size30, q31 * q31), host_split24(63U % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) > (' ')) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))) : (' '), 1 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split8))))); 
# 86
dim3 u35((size30 + 63) / 64, 64); 
# 87
return 0; 
# 88
} 

# 1 "v001671.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__86f66515_10_v001671_cu_c_decay7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001671.cudafe1.stub.c"
#include "v001671.cudafe1.stub.c"
# 1 "v001671.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
