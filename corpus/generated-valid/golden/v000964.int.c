# 1 "v000964.cu"
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
# 9 "v000964.cu"
long long kick4(unsigned *out5) 
# 10
{ 
# 11
(*out5)--; 
# 12
(out5[3]) &= (*out5); 
# 13
return (('A') ^ (out5[3])) % 52UL; 
# 14
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 16
__attribute__((unused)) static unsigned scale6(long b7, float cfg8 = (18.125F)) 
# 17
{int volatile ___ = 1;(void)b7;(void)cfg8;
# 34
::exit(___);}
#if 0
# 17
{ 
# 18
if ((b7 & (53)) != b7) { 
# 19
goto done14; 
# 20
}  
# 21
(b7--), (cfg8 *= (((12) + kick4((unsigned *)nullptr)) + (5))); 
# 22
for (int j9 = 0, j10 = b7; j9 < j10; (++j9), (--j10)) { 
# 24
#pragma unroll 8
for (
# 24
int n11 = 0; n11 < j10; n11 += 1) { 
# 25
for (int i12 = 0; i12 < b7; i12++) { 
# 26
b7 = cfg8; 
# 27
cfg8 -= (n11 | ((static_cast< short>(cfg8)) + 14)); 
# 28
}  
# 29
float u13[4]{cfg8, cfg8, (1781), (21.25F)}; 
# 30
}  
# 31
}  
# 32
done14:; ; 
# 33
return static_cast< int>(kick4(nullptr)); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000964.cu"
__attribute__((visibility("hidden"))) void drift15(float *buf16) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_17[]; 
# 40
(*buf16) = (kick4(reinterpret_cast< unsigned *>(buf16))); 
# 41
scale6(141, (kick4(reinterpret_cast< unsigned *>(buf16))) + ((buf16[4]) + (__device_builtin_variable_blockIdx.x))); 
# 42
} 
#endif
# 43 "v000964.cu"
static_assert((8 == 8), "tile must fit");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 45
__attribute((noinline)) __attribute__((unused)) static int update18(float beta19) 
# 46
{int volatile ___ = 1;(void)beta19;
# 55
::exit(___);}
#if 0
# 46
{ 
# 47
beta19 = (3); 
# 48
float base20 = (3); 
# 49
if (scale6(__device_builtin_variable_gridDim.y) & (1)) { 
# 50
goto finish21; 
# 51
}  
# 52
do { float tmp_ = base20; base20 = beta19; beta19 = tmp_; } while (0); 
# 53
finish21:; ; 
# 54
return __device_builtin_variable_threadIdx.x; 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 57 "v000964.cu"
int main() 
# 58
{ 
# 59
int n22 = 3050; 
# 60
n22 = (1ULL); 
# 61
kick4((unsigned *)nullptr); 
# 62
static_assert((13 > 12));
# 63
const char *idx23 = ("ok"); 
# 64
(__cudaPushCallConfiguration((n22 + 255) / 256, 32, sizeof(int) * (256))) ? (void)0 : drift15(nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v000964.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db6905f6_10_v000964_cu_2185800e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000964.cudafe1.stub.c"
#include "v000964.cudafe1.stub.c"
# 1 "v000964.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
