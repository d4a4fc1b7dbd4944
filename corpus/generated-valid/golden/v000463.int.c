# 1 "v000463.cu"
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
# 9 "v000463.cu"
void run_blend4(float beta5) 
# 10
{ 
# 11
const char *sum6 = ("\"q\""); 
# 12
float base7 = (10.625F); 
# 13
unsigned lo8 = beta5; 
# 14
} 
# 16
__attribute__((visibility("hidden"))) void reduce9(int lane10, int count11, unsigned *buf12, unsigned *out13) ;
#if 0
# 17
{ 
# 18
(++count11), (lane10 = ((*buf12) + ((7 << count11) | 64ULL))); 
# 19
(out13[lane10 & 7]) = (20L); 
# 20
double x14 = lane10 % (((buf12[7]) & count11) * (out13[count11 & 7])); 
# 21
(out13[0]) ^= count11; 
# 22
count11 |= lane10; 
# 23
if (lane10 & 1) { 
# 24
return; 
# 25
}  
# 26
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v000463.cu"
template< class T, class U> static void 
# 30
__wrapper__device_stub_clamp15(const T *&in16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
__attribute__((unused)) static float sh_17[4][5]; 
# 33
((sh_17[0])[1]) += (in16[3]); 
# 34
__attribute__((unused)) static int sh_18[1 << 6]; 
# 35
(sh_18[47]) = (((sh_18[47]) * (((sh_17[2])[1]) / (4452UL))) + (sh_18[8])); 
# 36
((sh_17[3])[2])++; 
# 37
(sh_18[42])++; 
# 38
--((sh_17[3])[4]); 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000463.cu"
template< class T, class U> static void 
# 30
clamp15(const T *in16) 
# 31
{__wrapper__device_stub_clamp15<T,U>(in16);
# 39
return;}
#if 0
# 31
{ 
# 32
__attribute__((unused)) static float sh_17[4][5]; 
# 33
((sh_17[0])[1]) += (in16[3]); 
# 34
__attribute__((unused)) static int sh_18[1 << 6]; 
# 35
(sh_18[47]) = (((sh_18[47]) * (((sh_17[2])[1]) / (4452UL))) + (sh_18[8])); 
# 36
((sh_17[3])[2])++; 
# 37
(sh_18[42])++; 
# 38
--((sh_17[3])[4]); 
# 39
} 
#endif
# 40 "v000463.cu"
typedef int idx19_t; 
# 41
enum class State20 { Low21, Off22}; 
# 43
int main() 
# 44
{ 
# 45
int count23 = 2148; 
# 46
run_blend4(count23 + count23); 
# 47
float hi24 = count23; 
# 48
if ((count23 & count23) <= hi24) { 
# 49
return hi24; 
# 50
}  
# 51
(__cudaPushCallConfiguration(sizeof(float) * (2), 1 << 5, sizeof(float) * (256))) ? (void)0 : reduce9(41U, 29 % count23, nullptr, (unsigned *)nullptr); 
# 52
(__cudaPushCallConfiguration(dim3(8, 1, (count23 + 31) / 32), 64 * 2)) ? (void)0 : clamp15< int, unsigned> (nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v000463.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fa202e91_10_v000463_cu_21a097d4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000463.cudafe1.stub.c"
#include "v000463.cudafe1.stub.c"
# 1 "v000463.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
