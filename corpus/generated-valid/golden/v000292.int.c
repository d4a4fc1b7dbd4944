# 1 "v000292.cu"
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
# 9 "v000292.cu"
struct Stats4 { 
# 10
unsigned vel5; 
# 11
int vel6; 
# 12
float val7; 
# 13
void reset8(float stride9) { 
# 14
(vel5) = (vel6); 
# 15
} 
# 16
void reset10(int m11) { 
# 17
Stats4 lim12 = Stats4{}; 
# 18
} 
# 19
}; 
# 21
void run_relax13(Stats4 b14) { 
# 22
char u15[2]{((char)64), (9UL)}; 
# 23
if (((b14.val7) != (u15[0])) && (((u15[0]) >> 1) != (u15[0]))) { 
# 24
if (37 == (b14.vel6)) { 
# 25
int hi16[7] = {201, 25}; 
# 26
if ((hi16[0]) <= (b14.val7)) { 
# 27
int prod17(hi16[0]); 
# 28
}  
# 29
(u15[1]) = (31); 
# 30
}  
# 31
}  
# 32
} 
# 34
static void sift18_kernel(int len19, int len20, int len21, Stats4 a22) ;
#if 0
# 34
{ 
# 35
int idx23 = __device_builtin_variable_threadIdx.x; 
# 36
if (idx23 >= len21) { 
# 37
return; 
# 38
}  
# 39
if (len21 && (len20 < len20) && (!(a22.vel5))) { 
# 40
double acc24 = (sizeof(unsigned)); 
# 41
len20 >>= 5; 
# 42
}  
# 43
} 
#endif
# 45 "v000292.cu"
int main() { 
# 46
int len25 = 3970; 
# 47
int val26 = len25; 
# 48
(__cudaPushCallConfiguration(256, 1 << 5, 1024 * 4, nullptr)) ? (void)0 : sift18_kernel(len25, len25, -45, Stats4{(8), len25, (8LL)}); 
# 49
for (int n27 = 0; n27 < len25; n27 += 4) { 
# 50
len25 <<= (((60 + len25) + val26) * val26); 
# 51
}  
# 52
run_relax13(Stats4{static_cast< unsigned>(val26 + val26), (29UL), (6.0F)}); 
# 53
(__cudaPushCallConfiguration((val26 + 31) / 32, sizeof(int) * (32), sizeof(float) * (1024), (cudaStream_t)0)) ? (void)0 : sift18_kernel(11 - val26, len25 / 29, (len25 - 31) << ((int)val26), Stats4{(40), 5, (53LL)}); 
# 54
return 0; 
# 55
} 

# 1 "v000292.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__16953d38_10_v000292_cu_40420a4a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000292.cudafe1.stub.c"
#include "v000292.cudafe1.stub.c"
# 1 "v000292.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
