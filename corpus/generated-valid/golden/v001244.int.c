# 1 "v001244.cu"
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
# 12 "v001244.cu"
__attribute__((visibility("hidden"))) void shade7_kernel(int lane8) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_9[]; 
# 14
if (lane8 == ((dyn_9[3]) / 4)) { 
# 15
goto done11; 
# 16
}  
# 17
(dyn_9[lane8])--; 
# 18
(dyn_9[lane8]) = (31U); 
# 19
if ((((dyn_9[lane8]) + lane8) * 54L) == (((dyn_9[lane8]) < lane8) ? dyn_9[lane8] : lane8)) { 
# 20
--lane8; 
# 21
__attribute__((unused)) static double sh_10[16]; 
# 22
} else { if (((lane8 * lane8) + 4762) == 63UL) { }  }  
# 23
done11:; ; 
# 24
} 
#endif
# 26 "v001244.cu"
namespace impl12 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, class U> static void 
# 28
__wrapper__device_stub_warp13_kernel(const U *__restrict__ &input14, const signed char *&in15, T &cfg16, int *__restrict__ &data17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
if (auto y18 = ((cfg16 += (data17[2])), cfg16) * (*data17); (*in15) != ((cfg16 < cfg16) ? cfg16 : cfg16)) { 
# 30
auto res19 = cfg16; 
# 31
float u20 = ((y18 > (in15[1])) ? 5 : 5) * ((static_cast< float>(cfg16)) - ((*data17) + (*data17))); 
# 32
} else { 
# 33
(data17[4]) /= 5; 
# 34
}  
# 35
} 
#endif

#pragma GCC diagnostic pop

# 27 "v001244.cu"
template< class T, class U> static void 
# 28
warp13_kernel(const U *__restrict__ input14, const signed char *in15, T cfg16, int *__restrict__ data17) {::impl12::__wrapper__device_stub_warp13_kernel<T,U>(input14,in15,cfg16,data17);
# 35
return;}
#if 0
# 28
{ 
# 29
if (auto y18 = ((cfg16 += (data17[2])), cfg16) * (*data17); (*in15) != ((cfg16 < cfg16) ? cfg16 : cfg16)) { 
# 30
auto res19 = cfg16; 
# 31
float u20 = ((y18 > (in15[1])) ? 5 : 5) * ((static_cast< float>(cfg16)) - ((*data17) + (*data17))); 
# 32
} else { 
# 33
(data17[4]) /= 5; 
# 34
}  
# 35
} 
#endif
# 37 "v001244.cu"
__attribute__((visibility("hidden"))) void bump21(float q22, const int *src23, const signed char *src24) ;
#if 0
# 37
{ 
# 38
if ((((src24[4]) < (src23[7])) ? *src24 : 59) <= ((*src23) - q22)) { 
# 39
int t25 = (((int)(src23[3])) < (((8) / q22) * (5))) ? (int)(src23[3]) : (((8) / q22) * (5)); 
# 40
t25--; 
# 41
if (src24[t25]) { 
# 42
int pass26 = 0; 
# 43
do { 
# 44
unsigned lim27 = (10UL) + q22; 
# 45
++pass26; 
# 46
} while (pass26 < (5 * 2)); 
# 47
} else { 
# 48
int flag28 = *src23; 
# 49
}  
# 50
}  
# 51
} 
#endif
# 52 "v001244.cu"
}
# 54
unsigned host_shade29(const float *in30, unsigned p31, int n32 = '#') { 
# 55
p31 |= ((static_cast< int>(p31)) ? '0' : n32); 
# 56
int hi33 = ((((in30[p31]) < (sizeof(float))) ? in30[p31] : (sizeof(float))) + (8 * n32)) - n32; 
# 57
const float m34 = (128 * 2); 
# 58
int pass35 = 0; 
# 59
do { 
# 60
p31--; 
# 61
n32 |= n32; 
# 62
n32--; 
# 63
++pass35; 
# 64
} while (pass35 < hi33); 
# 65
return 8U; 
# 66
} 
# 68
int main() { 
# 69
int len36 = 899; 
# 70
int r37 = 2489; 
# 71
(__cudaPushCallConfiguration(dim3(32, 1), 5 + 27, 0, (cudaStream_t)0)) ? (void)0 : impl12::warp13_kernel(static_cast< const double *>(nullptr), nullptr, 2, &r37); 
# 72
host_shade29((const float *)nullptr, host_shade29(static_cast< const float *>(nullptr), (len36 != len36) ? 12U : r37, (128 * 2) % len36)); 
# 73
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : shade7_kernel(r37); 
# 74
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : impl12::bump21((r37 < ((len36 += 27), (128 * 2))) ? r37 : ((len36 += 27), (128 * 2)), nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v001244.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6d19ade1_10_v001244_cu_a51ee397
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001244.cudafe1.stub.c"
#include "v001244.cudafe1.stub.c"
# 1 "v001244.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
