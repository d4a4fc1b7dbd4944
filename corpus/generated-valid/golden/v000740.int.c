# 1 "v000740.cu"
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
# 8 "v000740.cu"
struct Node3 { 
# 9
short val4; 
# 10
int mass5; 
# 11
}; 
# 14
__attribute__((visibility("hidden"))) void bias6_kernel(int stride7, int *__restrict__ acc8, float *buf9) ;
#if 0
# 15
{ 
# 16
for (int j10 = 0; j10 < stride7; ++j10) { 
# 17
if (stride7) { 
# 18
stride7 >>= 0; 
# 19
char w11[7]{(4L), (static_cast< char>(127)), (32UL), (127), static_cast< char>(j10), (static_cast< char>('A')), (31LL)}; 
# 20
} else { 
# 21
(*buf9) = (acc8[stride7]); 
# 22
Node3 prod12 = {(static_cast< short>((float)(6.625F))), (3238U)}; 
# 23
}  
# 24
}  
# 25
} 
#endif
# 27 "v000740.cu"
namespace _GLOBAL__N__14c1a0b1_10_v000740_cu_9c851f2b __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__14c1a0b1_10_v000740_cu_9c851f2b; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__14c1a0b1_10_v000740_cu_9c851f2b __attribute__((visibility("hidden")))  { 
# 28
static unsigned d_score13; 
# 29
}
# 31
__attribute__((unused)) unsigned bump14(const int *src15) 
# 32
{int volatile ___ = 1;(void)src15;
# 42
::exit(___);}
#if 0
# 32
{ 
# 33
if ((*src15) >= sizeof(double)) { 
# 34
goto finish19; 
# 35
}  
# 36
for (int i16 = 0; i16 < 11; i16 += 4) { 
# 37
int v17 = src15[d_score13]; 
# 38
Node3 z18 = Node3{(1501), (1UL)}; 
# 39
}  
# 40
finish19:; ; 
# 41
return 326; 
# 42
} 
#endif
# 44 "v000740.cu"
__attribute((always_inline)) __attribute__((unused)) inline void combine20(float *acc21) 
# 45
{int volatile ___ = 1;(void)acc21;
# 61
::exit(___);}
#if 0
# 45
{ 
# 46
Node3 f22 = Node3{(37), 6}; 
# 47
Node3 t23 = f22; 
# 48
if ((d_score13 + (acc21[d_score13])) > (acc21[d_score13])) { 
# 49
goto out27; 
# 50
}  
# 51
if (((!((acc21[5]) == (t23.mass5))) ? (acc21[d_score13]) + d_score13 : (21)) >= (d_score13 + (f22.mass5))) { 
# 52
for (int j24 = 0; j24 < 3; ++j24) { 
# 53
if (j24) { 
# 54
int s25 = d_score13 << (d_score13 << 2); 
# 55
}  
# 56
const long diff26 = j24; 
# 57
}  
# 58
} else { 
# 59
}  
# 60
out27:; ; 
# 61
} 
#endif
# 62 "v000740.cu"
using real28_t = float; 
# 64
void tile29(const int *__restrict__ input30, real28_t q31, const unsigned short *src32) 
# 65
{ 
# 66
q31 = (sizeof(int)); 
# 67
if ((input30[2]) * 6) { 
# 68
int q33[7] = {}; 
# 69
q31 /= (+((24.75F) * (*src32))); 
# 70
(q33[5]) -= (-(-7)); 
# 71
} else { if (!input30) { 
# 72
q31 = (32); 
# 73
}  }  
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int count34 = 2359; 
# 79
(__cudaPushCallConfiguration((count34 + 31) / 32, 512, 1 << 12)) ? (void)0 : bias6_kernel(907L << count34, &count34, (real28_t *)nullptr); 
# 80
const char *flag35 = ("ok"); 
# 81
return 0; 
# 82
} 

# 1 "v000740.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__14c1a0b1_10_v000740_cu_9c851f2b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000740.cudafe1.stub.c"
#include "v000740.cudafe1.stub.c"
# 1 "v000740.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
