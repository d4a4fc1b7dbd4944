# 1 "v001270.cu"
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
# 22 "v001270.cu"
extern "C" {
# 23
__attribute__((unused)) double relax15(int len16) 
# 24
{int volatile ___ = 1;(void)len16;
# 36
::exit(___);}
#if 0
# 24
{ 
# 25
float val17 = (4) & (len16 + (len16 | 26LL)); 
# 26
for (int n18 = 0; n18 < 12; n18++) { 
# 27
int off19 = (sizeof(int)); 
# 28
int pass20 = 0; 
# 29
while (pass20 < n18) { 
# 30
__attribute__((unused)) static int sh_21[1 << 8]; 
# 31
len16 += ((2768UL + len16) & (len16 % ((val17 += (4.0F)), (-29)))); 
# 32
++pass20; 
# 33
}  
# 34
}  
# 35
return 2; 
# 36
} 
#endif
# 38 "v001270.cu"
__attribute__((visibility("hidden"))) void split9_kernel(float *data10, const float *src11, int count12) ;
#if 0
# 39
{ 
# 40
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (i13 >= count12) { 
# 42
return; 
# 43
}  
# 44
int diff14[4] = {(-19), 46, 47}; 
# 45
--(diff14[i13 & 3]); 
# 46
count12 &= ((!(((src11 == (nullptr)) ? diff14[i13 & 3] : count12) >= (diff14[i13 & 3]))) ? (count12 - (__device_builtin_variable_blockDim.x)) >> (diff14[count12]) : (4)); 
# 47
} 
#endif
# 48 "v001270.cu"
}
# 50
namespace kern22 { namespace inner23 { 
# 51
__attribute__((section("__nv_managed_data__"))) static int *m_merge24 = 0; 
# 52
}}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54
template< class T, int N = 5> static void 
# 55
__wrapper__device_stub_count25_kernel(T &cfg26, const float *&input27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
int gid28 = __device_builtin_variable_threadIdx.x; 
# 58
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))); 
# 59
for (int n29 = 0; n29 < 8; n29 += 3) { 
# 60
__attribute__((unused)) static float sh_30[4 * (3 + 1)][11]; 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))) = gid28; 
# 62
if (input27 == (nullptr)) { 
# 63
continue; 
# 64
}  
# 65
}   
# 66
cfg26++; 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 54 "v001270.cu"
template< class T, int N = 5> static void 
# 55
count25_kernel(T cfg26, const float *input27) 
# 56
{__wrapper__device_stub_count25_kernel<T,N>(cfg26,input27);
# 67
return;}
#if 0
# 56
{ 
# 57
int gid28 = __device_builtin_variable_threadIdx.x; 
# 58
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))); 
# 59
for (int n29 = 0; n29 < 8; n29 += 3) { 
# 60
__attribute__((unused)) static float sh_30[4 * (3 + 1)][11]; 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))) = gid28; 
# 62
if (input27 == (nullptr)) { 
# 63
continue; 
# 64
}  
# 65
}   
# 66
cfg26++; 
# 67
} 
#endif
# 69 "v001270.cu"
__attribute__((visibility("hidden"))) void lerp31(const int *input32, bool b33, int *out34, int stride35) ;
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern double dyn_36[]; 
# 72
++(dyn_36[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24)))]); 
# 73
for (int it37 = stride35; it37 > 0; --it37) { 
# 74
(dyn_36[3]) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))) << (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))) += (dyn_36[5])), (stride35 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24)))))); 
# 75
stride35 ^= 24; 
# 76
}  
# 77
++stride35; 
# 78
} 
#endif
# 79 "v001270.cu"
static float c_combine38; 
# 80
enum State39 { GREEN40 = 1, MUL41 = 5, MUL42 = 9}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 83
template< class T, int N = 2> static void 
# 84
__wrapper__device_stub_kick43_kernel(T *&acc44) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 85
{ 
# 86
unsigned tid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 87
for (int n46 = 0, j47 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))); n46 < j47; (++n46), (--j47)) { 
# 88
(acc44[1]) = N; 
# 89
short h48 = (j47 * tid45) ^ tid45; 
# 90
}  
# 91
} 
#endif

#pragma GCC diagnostic pop

# 83 "v001270.cu"
template< class T, int N = 2> static void 
# 84
kick43_kernel(T *acc44) 
# 85
{__wrapper__device_stub_kick43_kernel<T,N>(acc44);
# 91
return;}
#if 0
# 85
{ 
# 86
unsigned tid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 87
for (int n46 = 0, j47 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))); n46 < j47; (++n46), (--j47)) { 
# 88
(acc44[1]) = N; 
# 89
short h48 = (j47 * tid45) ^ tid45; 
# 90
}  
# 91
} 
#endif
# 93 "v001270.cu"
int main() 
# 94
{ 
# 95
int size49 = 1240; 
# 96
dim3 t50(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))) + 127) / 128, (size49 + 63) / 64); 
# 97
size49 |= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))); 
# 98
dim3 k51((size49 + 31) / 32, 24 + 232, (GREEN40) + 7); 
# 99
int prod52 = 24; 
# 100
State39 v53 = MUL42; 
# 101
(__cudaPushCallConfiguration(3 + 29, 512, (MUL42) + ((MUL42) + 238))) ? (void)0 : split9_kernel(nullptr, nullptr, 56UL); 
# 102
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))) + 127) / 128, 1 << (3 + 3), 0, (cudaStream_t)0)) ? (void)0 : count25_kernel< unsigned, 5> (v53, nullptr); 
# 103
(__cudaPushCallConfiguration(8 * 2, 128, 0, nullptr)) ? (void)0 : lerp31(&size49, ((+(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24)))) <= 62U) || (v53 == (MUL41)), &prod52, (MUL41) ^ ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern22::inner23::m_merge24))) + 12L)); 
# 104
return 0; 
# 105
} 

# 1 "v001270.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a5db4066_10_v001270_cu_relax15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001270.cudafe1.stub.c"
#include "v001270.cudafe1.stub.c"
# 1 "v001270.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
