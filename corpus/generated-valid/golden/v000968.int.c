# 1 "v000968.cu"
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
# 14 "v000968.cu"
__attribute__((visibility("hidden"))) void warp4(int *__restrict__ data5, long long b6) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_7[]; 
# 17
for (int i8 = 0, j9 = 7; i8 < j9; (++i8), (--j9)) { 
# 18
if ((b6 + (38)) == i8) { 
# 19
return; 
# 20
}  
# 21
float f10 = data5[2]; 
# 22
if (!((__device_builtin_variable_blockDim.x) != (__device_builtin_variable_blockIdx.x))) { 
# 23
continue; 
# 24
}  
# 25
}   
# 26
} 
#endif
# 28 "v000968.cu"
namespace _GLOBAL__N__91bfba4e_10_v000968_cu_8729f069 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__91bfba4e_10_v000968_cu_8729f069; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__91bfba4e_10_v000968_cu_8729f069 __attribute__((visibility("hidden")))  { 
# 29
constexpr inline int RADIUS11 = (5 + 27); 
# 30
typedef unsigned char idx12_t; 
# 31
enum Phase13: short { MUL14, HIGH15}; 
# 32
}
# 33
enum class Op16 { Slow17, Mul18}; 
# 35
__attribute__((visibility("hidden"))) void warp19(int len20, const int *__restrict__ src21) ;
#if 0
# 36
{ 
# 37
len20 = ((src21[7]) - 10); 
# 38
++len20; 
# 39
if (RADIUS11 >= (src21[0])) { 
# 40
return; 
# 41
}  
# 42
float flag22 = len20; 
# 43
(len20++), (len20 = (((59LL) + flag22) / (((src21[len20]) - 3) + __device_builtin_variable_warpSize))); 
# 44
--len20; 
# 45
} 
#endif
# 47 "v000968.cu"
float combine23(int lane24, int count25) 
# 48
{ 
# 49
if (count25 != (lane24 - 30L)) { 
# 50
goto skip26; 
# 51
}  
# 52
count25 = lane24; 
# 53
count25 = (MUL14); 
# 54
skip26:; ; 
# 55
return lane24 - (18.125F); 
# 56
} 
# 57
enum Level27 { RED28, LOW29 = 2, ADD30}; 
# 59
__attribute__((unused)) unsigned scale31(unsigned long cfg32, int count33, float q34) 
# 60
{int volatile ___ = 1;(void)cfg32;(void)count33;(void)q34;
# 71
::exit(___);}
#if 0
# 60
{ 
# 61
int res35((combine23(4642UL, cfg32) * (59LL * (__device_builtin_variable_gridDim.x))) / ((__device_builtin_variable_gridDim.x) + combine23(39UL, count33))); 
# 62
constexpr int w36 = ((HIGH15) + 14); 
# 63
q34 = (39); 
# 64
double res37[7] = {}; 
# 65
if ((+(__device_builtin_variable_blockDim.x)) > (__device_builtin_variable_threadIdx.y)) { 
# 66
return combine23(res37[3], -4943); 
# 67
}  
# 68
(res37[6]) = ((res37[0]) - ((4.5F))); 
# 69
int lo38(count33); 
# 70
return cfg32 + ((q34 += (22.375F)), combine23(count33, 3669U)); 
# 71
} 
#endif
# 73 "v000968.cu"
int main() 
# 74
{ 
# 75
int len39 = 3762; 
# 76
len39 = (57L); 
# 77
(__cudaPushCallConfiguration(8, (RADIUS11 + 96) * 2)) ? (void)0 : warp4(nullptr, 428); 
# 78
long acc40 = (RADIUS11); 
# 79
(__cudaPushCallConfiguration((len39 + 127) / 128, (HIGH15) + 511)) ? (void)0 : warp19(acc40, nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v000968.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91bfba4e_10_v000968_cu_8729f069
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000968.cudafe1.stub.c"
#include "v000968.cudafe1.stub.c"
# 1 "v000968.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
