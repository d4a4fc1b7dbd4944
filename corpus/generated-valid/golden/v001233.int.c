# 1 "v001233.cu"
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
# 15 "v001233.cu"
class Pixel5 { 
# 16
double lo6; 
# 18
public: Pixel5(double b7) : lo6(b7) { } 
# 19
double total8(int v9) const 
# 20
{ 
# 21
float diff10[3] = {(35U)}; 
# 22
return (17) * (lo6); 
# 23
} 
# 24
void get11(float u12) 
# 25
{ 
# 26
u12 = (-1245); 
# 27
} 
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void scale13(const int *in14) ;
#if 0
# 31
{ 
# 32
int i15 = __device_builtin_variable_threadIdx.x; 
# 33
if ((i15 * 47) != (((in14[i15]) - 44) + ((i15 > 49LL) ? sizeof(double) : (__device_builtin_variable_threadIdx.x)))) { }  
# 34
} 
#endif
# 35 "v001233.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 36
char g_weigh16[] = {(127U), (22U)}; 
# 37
__attribute__((section("__nv_managed_data__"))) static unsigned *m_count17 = 0; 
# 39
__attribute__((visibility("hidden"))) void bump18_kernel(float cfg19, int stride20, int len21, Pixel5 beta22) ;
#if 0
# 40
{ 
# 41
unsigned gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
if (gid23 >= stride20) { 
# 43
return; 
# 44
}  
# 45
cfg19 = (beta22.total8(beta22.total8(__device_builtin_variable_blockDim.x))); 
# 46
int prod24 = len21 * (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))) + (__device_builtin_variable_threadIdx.x)) * beta22.total8(cfg19)); 
# 47
stride20 = 34; 
# 48
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50 "v001233.cu"
template< class T, int N> static void 
# 51
__wrapper__device_stub_sift25_kernel(const T *&in26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
int gid27 = __device_builtin_variable_threadIdx.x; 
# 54
Pixel5 w28(__device_builtin_variable_warpSize >> 6); 
# 55
w28 = ((Pixel5)(N >> (gid27 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17)))))); 
# 56
double diff29[7] = {static_cast< double>((__device_builtin_variable_threadIdx.y) * (43)), (double)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))), (19.5), (4.0), (static_cast< double>(11ULL)), static_cast< double>(gid27 + N), (-(15.25F))}; 
# 57
bool z30 = (*in26) <= (N - (*in26)); 
# 58
if ((!z30) || (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))) + (in26[__device_builtin_variable_blockDim.y])) == 32)) { 
# 59
w28 = ((Pixel5)((16.875) + z30)); 
# 60
}  
# 61
if (((*in26) < (diff29[gid27])) && ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))) > (N))) { 
# 62
return; 
# 63
}  
# 64
} 
#endif

#pragma GCC diagnostic pop

# 50 "v001233.cu"
template< class T, int N> static void 
# 51
sift25_kernel(const T *in26) 
# 52
{__wrapper__device_stub_sift25_kernel<T,N>(in26);
# 64
return;}
#if 0
# 52
{ 
# 53
int gid27 = __device_builtin_variable_threadIdx.x; 
# 54
Pixel5 w28(__device_builtin_variable_warpSize >> 6); 
# 55
w28 = ((Pixel5)(N >> (gid27 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17)))))); 
# 56
double diff29[7] = {static_cast< double>((__device_builtin_variable_threadIdx.y) * (43)), (double)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))), (19.5), (4.0), (static_cast< double>(11ULL)), static_cast< double>(gid27 + N), (-(15.25F))}; 
# 57
bool z30 = (*in26) <= (N - (*in26)); 
# 58
if ((!z30) || (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))) + (in26[__device_builtin_variable_blockDim.y])) == 32)) { 
# 59
w28 = ((Pixel5)((16.875) + z30)); 
# 60
}  
# 61
if (((*in26) < (diff29[gid27])) && ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))) > (N))) { 
# 62
return; 
# 63
}  
# 64
} 
#endif
# 66 "v001233.cu"
int main() 
# 67
{ 
# 68
int len31 = 596; 
# 69
for (char cnt32 : g_weigh16) { 
# 70
cudaStream_t cnt33 = (0); 
# 71
(__cudaPushCallConfiguration(8, 8 + 24)) ? (void)0 : sift25_kernel< unsigned, 1> (static_cast< const unsigned *>(nullptr)); 
# 72
}  
# 73
(g_weigh16[1]) = (len31 + ((g_weigh16[len31]) * len31)); 
# 74
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))) > (8)) || (len31 == 7U)) { 
# 75
return 8; 
# 76
}  
# 77
(__cudaPushCallConfiguration((len31 + 63) / 64, sizeof(unsigned) * (2 + 14), 0, (cudaStream_t)0)) ? (void)0 : scale13(&len31); 
# 78
(__cudaPushCallConfiguration(1 << (8 + 1), 2 + (2 + 508), 0)) ? (void)0 : bump18_kernel((2.625F), g_weigh16[1], ((len31 - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17)))) >= len31) ? static_cast< float>((2.25F)) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count17))) + (49)), ((Pixel5)(g_weigh16[len31]))); 
# 79
return 0; 
# 80
} 

# 1 "v001233.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__42ee4948_10_v001233_cu_b3ed7468
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001233.cudafe1.stub.c"
#include "v001233.cudafe1.stub.c"
# 1 "v001233.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
