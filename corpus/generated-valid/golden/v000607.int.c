# 1 "v000607.cu"
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
# 16 "v000607.cu"
__attribute__((visibility("hidden"))) void blend9_kernel(const size_t *src10, int n11) ;
#if 0
# 16
{ 
# 17
int i12 = __device_builtin_variable_threadIdx.x; 
# 18
if (i12 >= n11) { 
# 19
return; 
# 20
}  
# 21
for (int i13 = 0; i13 < i12; ++i13) { 
# 22
n11 |= 60U; 
# 23
{ 
# 24
n11 %= i12; 
# 25
if (i13 != i13) { 
# 26
return; 
# 27
}  
# 28
} 
# 29
int v14(((2 * (i13 + __device_builtin_variable_warpSize)) + n11) - ((11) / (i12 + 56U))); 
# 30
}  
# 31
} 
#endif
# 32 "v000607.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_reduce15 = 0; 
# 33
inline void sweep16(int count17, float a18, unsigned b19) { 
# 34
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) = ((2 * count17) + b19); 
# 35
float tmp20 = (((2) * (b19 * 13U)) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15)))) + b19; 
# 36
unsigned char flag21 = b19 * b19; 
# 37
(__cudaPushCallConfiguration(3 + 125, 256)) ? (void)0 : blend9_kernel(nullptr, 55); 
# 38
(__cudaPushCallConfiguration((b19 + (31)) / (32), 8 + 24)) ? (void)0 : blend9_kernel(nullptr, 25); 
# 39
} 
# 41
inline void host_fuse22(int lane23, short p24) { 
# 42
p24 *= 56UL; 
# 43
lane23 -= ((!(6 >= lane23)) ? (2 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15)))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) : p24); 
# 44
(__cudaPushCallConfiguration((lane23 + 255) / 256, 64)) ? (void)0 : blend9_kernel((const unsigned long *)nullptr, p24); 
# 45
for (int j25 = 0; j25 < 7; j25++) { 
# 46
unsigned char sum26 = -(-(29 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))))); 
# 47
}  
# 48
sweep16((p24 < lane23) ? 37UL + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) : (p24 + 64L), lane23, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) / lane23); 
# 49
} 
# 50
__attribute__((visibility("hidden"))) void relax27_kernel(const int *coef28, short *out29, const int *in30, int *dst31) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern unsigned dyn_32[]; 
# 52
int gid33 = __device_builtin_variable_threadIdx.x; 
# 53
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) -= (((dyn_32[3]) + (out29[1])) * ((2 * ((2 * gid33) + (*coef28))) + __device_builtin_variable_warpSize)); 
# 54
int z34 = 2372; 
# 55
long m35{(1308)}; 
# 56
long base36 = *in30; 
# 57
} 
#endif
# 58 "v000607.cu"
inline int run_pack37(int n38) { 
# 59
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) + 127) / 128, 3 + (8 + 21), 0)) ? (void)0 : blend9_kernel((const size_t *)nullptr, __alignof__(char)); 
# 60
sweep16(n38, n38, (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) >= sizeof(unsigned)) ? n38 : 4295) * 48); 
# 61
(__cudaPushCallConfiguration(256, sizeof(int) * (8), 1024)) ? (void)0 : blend9_kernel(nullptr, 58U); 
# 62
return n38; 
# 63
} 
# 64
int main() { 
# 65
int count39 = 3390; 
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) = (run_pack37(count39) + (-((2 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15)))) + 49))); 
# 67
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) < count39) && ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) < count39)) { 
# 68
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))); 
# 69
}  
# 70
count39 = run_pack37(static_cast< int>(3 - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))))); 
# 71
if (count39 < count39) { 
# 72
return (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) - 20) < 61UL) ? ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce15))) <= 59) ? 13U : (36) : (7 - count39); 
# 73
}  
# 74
(__cudaPushCallConfiguration(256, 8 + 56, 0)) ? (void)0 : relax27_kernel(&count39, (short *)nullptr, nullptr, &count39); 
# 75
return 0; 
# 76
} 

# 1 "v000607.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b7caed6d_10_v000607_cu_b5ba5848
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000607.cudafe1.stub.c"
#include "v000607.cudafe1.stub.c"
# 1 "v000607.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
