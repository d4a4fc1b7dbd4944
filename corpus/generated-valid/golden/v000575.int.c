# 1 "v000575.cu"
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
# 13 "v000575.cu"
static void tile3(unsigned long long beta4) { 
# 14
for (int i5 = 0; i5 < 5; ++i5) { 
# 15
beta4++; 
# 16
auto step8 = [&](float cnt6)->int { 
# 17
double s7 = (-3690); 
# 18
--s7; 
# 19
return 57; 
# 20
} ; typedef decltype(step8) __T0;
# 21
beta4 = beta4; 
# 22
}  
# 23
beta4 = ((57) - beta4); 
# 24
} 
# 25
typedef long idx9_t; 
# 26
__attribute__((section("__nv_managed_data__"))) static double (*m_count10)[4] = 0; 
# 28
namespace detail11 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N = 3> static void 
# 30
__wrapper__device_stub_tally12_kernel(const T *&in13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
if ((in13[4]) != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count10)))[2])) { 
# 32
return; }  
# 33
for (int i14 = 0, j15 = 15; i14 < j15; (++i14), (--j15)) { 
# 34
__attribute__((unused)) static unsigned sh_16; 
# 35
}  
# 36
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count10)))[3]) * (25)) <= (57)) { 
# 37
return; }  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000575.cu"
template< class T, int N = 3> static void 
# 30
tally12_kernel(const T *in13) {::detail11::__wrapper__device_stub_tally12_kernel<T,N>(in13);
# 38
return;}
#if 0
# 30
{ 
# 31
if ((in13[4]) != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count10)))[2])) { 
# 32
return; }  
# 33
for (int i14 = 0, j15 = 15; i14 < j15; (++i14), (--j15)) { 
# 34
__attribute__((unused)) static unsigned sh_16; 
# 35
}  
# 36
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count10)))[3]) * (25)) <= (57)) { 
# 37
return; }  
# 38
} 
#endif
# 40 "v000575.cu"
class Node17 { 
# 41
idx9_t weight18; 
# 43
public: Node17(long a19) : weight18(a19) { } 
# 44
long reset20(int y21) const { 
# 45
++y21; 
# 46
float cnt22((sizeof(float))); 
# 47
return 13UL; 
# 48
} 
# 49
long reset23() const { 
# 50
return +((weight18) - (7)); 
# 51
} 
# 52
}; 
# 53
}
# 56
template< class T> 
# 57
struct Stats24 { 
# 58
T count25; 
# 59
int count26; 
# 60
T reset27() const { 
# 61
return 19U % (count26); 
# 62
} 
# 63
}; 
# 65
__attribute__((visibility("hidden"))) void split28(int len29, float beta30, int *acc31) ;
#if 0
# 65
{ 
# 66
++beta30; 
# 67
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count10)))[len29]) = ((double)len29); 
# 68
if (((float)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count10)))[3])) <= (49)) { 
# 69
return; }  
# 70
Stats24< unsigned>  lo32{(97LL), (1913UL)}; 
# 71
(lo32.count26)--; 
# 72
unsigned m33[2] = {}; 
# 73
} 
#endif
# 75 "v000575.cu"
int main() { 
# 76
int n34 = 3203; 
# 77
if ((n34 != 32) || (n34 & 1)) { 
# 78
return 30U; }  
# 79
Stats24< unsigned>  x35 = Stats24< unsigned> {static_cast< unsigned>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count10)))[n34]), (2973L)}; 
# 80
(__cudaPushCallConfiguration(dim3(sizeof(float), (n34 + 31) / 32), 57 + 455, 0)) ? (void)0 : split28(57, (11.375F), &n34); 
# 81
(__cudaPushCallConfiguration(dim3((n34 + 255) / 256, (n34 + 127) / 128), 256)) ? (void)0 : detail11::tally12_kernel< int, 3> (&n34); 
# 82
return 0; 
# 83
} 

# 1 "v000575.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29778b58_10_v000575_cu_dd6860dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000575.cudafe1.stub.c"
#include "v000575.cudafe1.stub.c"
# 1 "v000575.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
