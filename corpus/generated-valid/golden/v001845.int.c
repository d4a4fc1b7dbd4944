# 1 "v001845.cu"
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
# 24 "v001845.cu"
static void split5(int n6, const int *coef7, float *out8) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern short dyn_9[]; 
# 26
constexpr float v10 = (22.875F); 
# 27
if (((dyn_9[n6 & 7]) - n6) < n6) { 
# 28
return; 
# 29
}  
# 30
int val11 = 47; 
# 31
} 
#endif
# 33 "v001845.cu"
long run_grow12(const int *in13) { 
# 34
unsigned char t14 = (24); 
# 35
++t14; 
# 36
++t14; 
# 37
(__cudaPushCallConfiguration((8 + 24) * 2, 8 * 4)) ? (void)0 : split5(((+(*in13)) != (*in13)) ? 32 : (13 + t14), in13, nullptr); 
# 38
t14 = (56U); 
# 39
return 20; 
# 40
} 
# 41
constexpr inline float kL15 = (1.5F); 
# 44
__attribute__((unused)) long march16(int n17, int stride18) {int volatile ___ = 1;(void)n17;(void)stride18;
# 51
::exit(___);}
#if 0
# 44
{ 
# 45
const float *sum19 = (nullptr); 
# 46
int r20 = 18 & stride18; 
# 47
int diff21 = 32; 
# 48
stride18--; 
# 49
double k22{(18U)}; 
# 50
return (k22 * (47)) * (8); 
# 51
} 
#endif
# 52 "v001845.cu"
static float d_tile23; 
# 53
static int d_scale24[32]; 
# 55
static void blend25(int len26, int *acc27, const unsigned long *src28) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern unsigned dyn_29[]; 
# 57
march16(march16(d_tile23, 2420 & (acc27[7])), 1557 + len26); 
# 58
len26 ^= 39; 
# 59
if (kL15 != (march16(-15, 381))) { 
# 60
return; 
# 61
}  
# 62
} 
#endif
# 63 "v001845.cu"
static float d_filter30[4]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65
template< class T> static void 
# 66
__wrapper__device_stub_decay31(const T *&coef32, int &len33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_34[]; 
# 68
int diff35 = (+((d_filter30[2]) * (38))) * (march16(42UL, march16(kL15, d_filter30[3]))); 
# 69
diff35 ^= diff35; 
# 70
march16(d_scale24[21], dyn_34[2]); 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 65 "v001845.cu"
template< class T> static void 
# 66
decay31(const T *coef32, int len33) {__wrapper__device_stub_decay31<T>(coef32,len33);
# 71
return;}
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_34[]; 
# 68
int diff35 = (+((d_filter30[2]) * (38))) * (march16(42UL, march16(kL15, d_filter30[3]))); 
# 69
diff35 ^= diff35; 
# 70
march16(d_scale24[21], dyn_34[2]); 
# 71
} 
#endif
# 74 "v001845.cu"
__attribute__((visibility("hidden"))) void combine36(float *out37, int lane38, long *out39) ;
#if 0
# 74
{ 
# 75
if (!out39) { 
# 76
return; 
# 77
}  
# 78
(out37[6]) /= (march16((u'\x41') + (d_scale24[9]), 2) * (march16(sizeof(int), 60) * march16(51U, 17))); 
# 79
march16(sizeof(unsigned), d_tile23); 
# 80
(out37[2]) = (25UL); 
# 81
(d_scale24[lane38 & 31]) += ((*out39) ^ (-lane38)); 
# 82
(out39[lane38]) = march16(lane38, march16(17L, march16(64, d_filter30[lane38]))); 
# 83
d_tile23 *= (march16(27U ^ ((d_scale24[lane38 & 31]) - 34), lane38)); 
# 84
} 
#endif
# 86 "v001845.cu"
int main() { 
# 87
int n40 = 4027; 
# 88
if (26UL <= (+n40)) { 
# 89
return (8 & n40) - 45U; 
# 90
}  
# 91
(__cudaPushCallConfiguration(16, 8 + 504, 1024)) ? (void)0 : decay31< unsigned> ((const unsigned *)nullptr, n40 - kL15); 
# 92
if ((-n40) != 64U) { 
# 93
return kL15; 
# 94
}  
# 95
++n40; 
# 96
run_grow12(&n40); 
# 97
n40 &= 42; 
# 98
(__cudaPushCallConfiguration(sizeof(int) * (8), (32 + 32) * 8)) ? (void)0 : blend25(37, &n40, nullptr); 
# 99
(__cudaPushCallConfiguration(2 * (8 + 8), 32 + 480)) ? (void)0 : combine36(nullptr, 43L, nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v001845.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__743ee9e2_10_v001845_cu_bb74969f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001845.cudafe1.stub.c"
#include "v001845.cudafe1.stub.c"
# 1 "v001845.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
