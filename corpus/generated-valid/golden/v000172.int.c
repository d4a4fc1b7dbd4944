# 1 "v000172.cu"
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
# 17 "v000172.cu"
__attribute__((visibility("hidden"))) void fuse7_kernel(float cfg8, long *dst9, int stride10, int stride11) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_12[]; 
# 20
--cfg8; 
# 21
if (stride11 >= stride11) { 
# 22
(dyn_12[stride11]) = ((dst9 != (nullptr)) ? stride10 : (stride11 * (((dyn_12[1]) > cfg8) ? dyn_12[1] : cfg8))); 
# 23
if (float u13(((dst9 != (nullptr)) ? (*dst9) >> 3 : ((stride10 > 39) ? stride10 : 39)) * stride11); ((u13 * (48)) == (8)) || (cfg8 <= (static_cast< unsigned>(dst9[stride11])))) { 
# 24
stride10 = (56U ^ (((dyn_12[7]) += (-(16.875F))), 38)); 
# 25
stride11 = (stride11 >> ((stride11 += 44), stride11)); 
# 26
}  
# 27
} else { if (((dyn_12[6]) != (39)) || ((dst9 != (nullptr)) || (stride11 <= 39U))) { 
# 28
++stride10; 
# 29
}  }  
# 30
} 
#endif
# 32 "v000172.cu"
namespace ops14 { 
# 33
enum class Kind15 { Blue16 = 3, Add17}; 
# 34
}
# 36
float host_drift18(float p19, int *__restrict__ dst20) 
# 37
{ 
# 38
if ((244 ^ (dst20[2])) > (dst20[3])) { 
# 39
if (float u21 = (3867); (*dst20) >= u21) { 
# 40
p19 = ((static_cast< float>(p19)) + (*dst20)); 
# 41
} else { if (p19 <= ((u'\x41') * (*dst20))) { 
# 42
++u21; 
# 43
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : fuse7_kernel(p19 + (36ULL & (*dst20)), nullptr, (dst20[5]) | 128, (626) * u21); 
# 44
} else { 
# 45
}  }  
# 46
}  
# 47
return 1; 
# 48
} 
# 49
enum Phase22 { RED23 = 3, FAST24}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51
template< class T, int N> static void 
# 52
__wrapper__device_stub_shade25_kernel(const T *__restrict__ &input26, int &count27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
float t28[2] = {(6.625F), (3.0F)}; 
# 55
count27--; 
# 56
++count27; 
# 57
Phase22 t29 = FAST24; 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 51 "v000172.cu"
template< class T, int N> static void 
# 52
shade25_kernel(const T *__restrict__ input26, int count27) 
# 53
{__wrapper__device_stub_shade25_kernel<T,N>(input26,count27);
# 58
return;}
#if 0
# 53
{ 
# 54
float t28[2] = {(6.625F), (3.0F)}; 
# 55
count27--; 
# 56
++count27; 
# 57
Phase22 t29 = FAST24; 
# 58
} 
#endif
# 59 "v000172.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_split30)[4] = 0; 
# 61
constexpr int march31(int count32) 
# 62
{ 
# 63
count32 = count32; 
# 64
return ((count32 += 1), count32); 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int len33 = 2843; 
# 70
const float *m34 = (nullptr); 
# 71
unsigned short k35((len33 + 14) + 47); 
# 72
const char *e36 = ("a\tb"); 
# 73
Phase22 s37 = RED23; 
# 74
k35 = ((static_cast< unsigned>(45L * len33)) & (march31(m34[5]))); 
# 75
(__cudaPushCallConfiguration(512, 32)) ? (void)0 : shade25_kernel< int, 1> ((const int *)nullptr, march31(k35) / (RED23)); 
# 76
return 0; 
# 77
} 

# 1 "v000172.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2f31f1f7_10_v000172_cu_1b2a9022
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000172.cudafe1.stub.c"
#include "v000172.cudafe1.stub.c"
# 1 "v000172.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
