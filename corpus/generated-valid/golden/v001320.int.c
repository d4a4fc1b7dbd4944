# 1 "v001320.cu"
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
# 16 "v001320.cu"
static_assert((sizeof(int) == (4)), "size check");
# 18
__attribute__((visibility("hidden"))) void fold7(int n8, unsigned long *dst9, const unsigned long long *coef10, int count11) ;
#if 0
# 18
{ 
# 19
switch (n8) { 
# 20
case 4 + 7:  
# 21
break; 
# 22
case 2:  
# 23
break; 
# 24
case 4 + 8:  
# 25
(*dst9) <<= (3UL - (n8 * (static_cast< long>(coef10[7])))); 
# 26
break; 
# 27
case 10:  
# 28
if ((dst9[2]) >= ((coef10[n8 & 7]) * n8)) { 
# 29
break; 
# 30
}  
# 31
break; 
# 32
}  
# 33
} 
#endif
# 34 "v001320.cu"
unsigned g_count12 = (16L); 
# 36
__attribute__((visibility("hidden"))) void rank13_kernel(int *dst14, const float *src15, const size_t *src16, long *acc17) ;
#if 0
# 36
{ 
# 37
--(acc17[1]); 
# 38
long long z18 = acc17[7]; 
# 39
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41 "v001320.cu"
template< class T, class U> static void 
# 42
__wrapper__device_stub_grow19(U &beta20, T *&out21, int &n22, int &n23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
long res24 = (59); 
# 44
res24 = ((*out21) + 2760U); 
# 45
if (res24 - (60)) { 
# 46
return; 
# 47
}  
# 48
if (n22 >= 4L) { 
# 49
return; 
# 50
}  
# 51
__attribute__((unused)) static int sh_25; 
# 52
beta20 -= ((49 * n23) >> 2); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001320.cu"
template< class T, class U> static void 
# 42
grow19(U beta20, T *out21, int n22, int n23) {__wrapper__device_stub_grow19<T,U>(beta20,out21,n22,n23);
# 53
return;}
#if 0
# 42
{ 
# 43
long res24 = (59); 
# 44
res24 = ((*out21) + 2760U); 
# 45
if (res24 - (60)) { 
# 46
return; 
# 47
}  
# 48
if (n22 >= 4L) { 
# 49
return; 
# 50
}  
# 51
__attribute__((unused)) static int sh_25; 
# 52
beta20 -= ((49 * n23) >> 2); 
# 53
} 
#endif
# 55 "v001320.cu"
__attribute__((visibility("hidden"))) void sweep26(unsigned *buf27) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern int dyn_28[]; 
# 57
(dyn_28[7]) = (buf27[0]); 
# 58
((*buf27)--), ((buf27[1]) >>= ((9 + (dyn_28[5])) << (buf27[2]))); 
# 59
if ((dyn_28[5]) > (*buf27)) { 
# 60
return; 
# 61
}  
# 62
__attribute__((unused)) static float sh_29[256]; 
# 63
long long k30 = (L'\x61'); 
# 64
} 
#endif
# 65 "v001320.cu"
using real31_t = float; 
# 66
__attribute__((section("__nv_managed_data__"))) static unsigned *m_shade32 = 0; 
# 69
__attribute__((visibility("hidden"))) void relax33(int count34, int *out35, unsigned long long p36, real31_t b37) ;
#if 0
# 69
{ 
# 70
count34 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade32))); 
# 71
static_assert(((4 + 44) > 47), "tile must fit");
# 72
} 
#endif
# 74 "v001320.cu"
int main() { 
# 75
int len38 = 1812; 
# 76
g_count12++; 
# 77
++g_count12; 
# 78
real31_t m39 = (static_cast< unsigned char>(60)) % len38; 
# 79
g_count12 = 2683U; 
# 80
(__cudaPushCallConfiguration(dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade32))) + (127)) / (128), (len38 + 31) / 32, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade32))) + (31)) / (32)), 8 * 8)) ? (void)0 : fold7(-31, nullptr, nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade32)))); 
# 81
(__cudaPushCallConfiguration(dim3(1 << 7, 4 + (4 + 248), (g_count12 + (31)) / (32)), 32 * 2)) ? (void)0 : rank13_kernel(&len38, &m39, nullptr, nullptr); 
# 82
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade32))) + (127)) / (128), 128, 1 << 12)) ? (void)0 : grow19< float, float> (len38, &m39, ((len38 += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade32)))), (62LL % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_shade32))))), 41U); 
# 83
return 0; 
# 84
} 

# 1 "v001320.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6671cb3_10_v001320_cu_ade46aab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001320.cudafe1.stub.c"
#include "v001320.cudafe1.stub.c"
# 1 "v001320.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
