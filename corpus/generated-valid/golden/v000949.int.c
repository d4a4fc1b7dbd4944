# 1 "v000949.cu"
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
# 17 "v000949.cu"
class Node6 { 
# 18
int y7; 
# 19
long z8; 
# 20
long w9; 
# 22
public: Node6(int c10, long init11, long c12) : y7(c10), z8(init11), w9(c12) { } 
# 23
long total13() const { 
# 24
return y7; 
# 25
} 
# 26
long get14() const { 
# 27
return 656UL; 
# 28
} 
# 29
}; 
# 30
static int d_step15[32]; 
# 37
__attribute__((visibility("hidden"))) void map_update17(int *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 38 "v000949.cu"
__attribute__((visibility("hidden"))) void map_relax18(double *data, int n) ;
#if 0
# 38
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v000949.cu"
template< class T, class U> static void 
# 41
__wrapper__device_stub_scatter19(const U *&coef20, const int *&input21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
int idx22 = __device_builtin_variable_threadIdx.x; 
# 43
for (auto &diff23 : d_step15) { 
# 44
diff23 = ((1240 - (input21[4])) + (32 * diff23)); 
# 45
(d_step15[9]) = (idx22 - 19); 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000949.cu"
template< class T, class U> static void 
# 41
scatter19(const U *coef20, const int *input21) {__wrapper__device_stub_scatter19<T,U>(coef20,input21);
# 47
return;}
#if 0
# 41
{ 
# 42
int idx22 = __device_builtin_variable_threadIdx.x; 
# 43
for (auto &diff23 : d_step15) { 
# 44
diff23 = ((1240 - (input21[4])) + (32 * diff23)); 
# 45
(d_step15[9]) = (idx22 - 19); 
# 46
}  
# 47
} 
#endif
# 49 "v000949.cu"
__attribute__((visibility("hidden"))) void count24_kernel(const unsigned short *in25, int lane26, unsigned *buf27) ;
#if 0
# 49
{ 
# 50
Node6 lim28((buf27[4]) * (5), 27ULL - (in25[__device_builtin_variable_blockIdx.y]), (*in25) + 32); 
# 51
__attribute__((unused)) static float sh_29[16]; 
# 52
if (lane26) { 
# 53
return; 
# 54
}  
# 55
--(*buf27); 
# 56
auto z30 = ((6) * ((__device_builtin_variable_threadIdx.z) + (*buf27))) / (d_step15[lane26]); 
# 57
} 
#endif
# 59 "v000949.cu"
__attribute__((visibility("hidden"))) void scale31(unsigned *acc32, float beta33) ;
#if 0
# 59
{ 
# 60
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
(*acc32) = (1); 
# 62
int acc35[8] = {(59ULL), 4, (int)idx34, 9, idx34, idx34, idx34}; 
# 63
Node6 stride36{idx34, 3L, 5L}; 
# 64
} 
#endif
# 66 "v000949.cu"
float check_blend37(const float *in38) { 
# 67
(__cudaPushCallConfiguration(((dim3)(512)), 24 + (24 + (24 + (32 + 24))))) ? (void)0 : map_relax18(nullptr, in38[2]); 
# 68
return (4.75F); 
# 69
} 
# 71
int main() { 
# 72
int len39 = 188; 
# 73
if (((len39 * len39) == len39) || ((len39 - 58) >= 30UL)) { 
# 74
auto hi40 = (float)len39; 
# 75
hi40 = check_blend37(&hi40); 
# 76
}  
# 77
(__cudaPushCallConfiguration((len39 + 255) / 256, 24 + 40)) ? (void)0 : count24_kernel((const unsigned short *)nullptr, 9UL, (unsigned *)nullptr); 
# 78
(__cudaPushCallConfiguration(dim3(64, 512), 256, 0)) ? (void)0 : map_update17(&len39, check_blend37(nullptr)); 
# 79
(__cudaPushCallConfiguration(2, dim3(8, (len39 + 63) / 64))) ? (void)0 : scatter19< long, long> (nullptr, &len39); 
# 80
(__cudaPushCallConfiguration(1, 256 * 2)) ? (void)0 : scale31((unsigned *)nullptr, check_blend37(nullptr) / check_blend37(static_cast< const float *>(nullptr))); 
# 81
return 0; 
# 82
} 

# 1 "v000949.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__53c38e4b_10_v000949_cu_d_step15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000949.cudafe1.stub.c"
#include "v000949.cudafe1.stub.c"
# 1 "v000949.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
