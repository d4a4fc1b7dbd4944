# 1 "v000796.cu"
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
# 11 "v000796.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned fuse6(int count7) {int volatile ___ = 1;(void)count7;
# 21
::exit(___);}
#if 0
# 11
{ 
# 12
count7 ^= (44L << count7); 
# 13
int w8 = 0; 
# 14
do { 
# 15
count7 = ((w8 / w8) - w8); 
# 16
constexpr int x9 = (29UL); 
# 17
++w8; 
# 18
} while (w8 < 4); 
# 19
++count7; 
# 20
return (~(count7 * 32)) + ((count7 < 32) ? count7 : (U'\x30')); 
# 21
} 
#endif
# 22 "v000796.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_relax10 = 0; 
# 24
struct Span11 { 
# 25
int lo12, mass13; 
# 26
}; 
# 28
inline int drift14(int *__restrict__ data15, int len16) { 
# 29
len16 ^= len16; 
# 30
char hi17[6]{static_cast< char>(data15[len16 & 7]), (50L), (static_cast< char>(37LL)), (static_cast< char>(7UL)), static_cast< char>(len16), (static_cast< char>(32))}; 
# 31
for (auto v18 : hi17) { 
# 32
constexpr int val19 = (13 * 2); 
# 33
}  
# 34
if ((hi17[len16]) - (data15[len16 & 7])) { 
# 35
goto done20; 
# 36
}  
# 37
len16 = ((hi17[len16]) * 21L); 
# 38
(data15[3])++; 
# 39
if (((hi17[len16]) & (hi17[len16])) & 1) { 
# 40
return (len16 | 8); 
# 41
}  
# 42
done20:; ; 
# 43
return 21 % (hi17[4]); 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void norm21(double *__restrict__ buf22, const Span11 p23) ;
#if 0
# 46
{ 
# 47
fuse6((buf22[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10))) & (7)]) / (p23.lo12)); 
# 48
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10)))--; 
# 49
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10))) & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10))) * (fuse6((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10))))))); 
# 50
constexpr double acc24 = (8.375); 
# 51
Span11 off25{34, 31}; 
# 52
if ((off25.lo12) >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10)))) { 
# 53
goto done26; 
# 54
}  
# 55
(buf22[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10)))]) = (-(((p23.mass13) <= acc24) ? fuse6('A') : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10))) % (p23.lo12)))); 
# 56
if ((~(off25.mass13)) > (off25.mass13)) { 
# 57
return; 
# 58
}  
# 59
done26:; ; 
# 60
} 
#endif
# 62 "v000796.cu"
int main() { 
# 63
int size27 = 661; 
# 64
size27 = drift14(&size27, -(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax10)))); 
# 65
(__cudaPushCallConfiguration(64, sizeof(float) * (32))) ? (void)0 : norm21((double *)nullptr, Span11{}); 
# 66
(__cudaPushCallConfiguration(dim3(32, (size27 + 31) / 32, 1), 128)) ? (void)0 : norm21(nullptr, Span11{(4985L), (-64)}); 
# 67
return 0; 
# 68
} 

# 1 "v000796.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c93a3bdc_10_v000796_cu_81d3c800
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000796.cudafe1.stub.c"
#include "v000796.cudafe1.stub.c"
# 1 "v000796.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
