# 1 "v001291.cu"
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
# 13 "v001291.cu"
__attribute((noinline)) __attribute__((unused)) int bump5(float a6, float a7) {int volatile ___ = 1;(void)a6;(void)a7;
# 20
::exit(___);}
#if 0
# 13
{ 
# 14
if ((__device_builtin_variable_threadIdx.x) % (8)) { 
# 15
return +((1411) + a6); 
# 16
}  
# 17
float k8 = a6; 
# 18
long long hi9 = (8); 
# 19
return ((a7 += (20.5F)), (((double)(7.375F)) / __device_builtin_variable_warpSize)); 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v001291.cu"
template< class T, int N = 2> static void 
# 23
__wrapper__device_stub_blend10(T *__restrict__ &dst11, const T *&input12, double *&data13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_14[]; 
# 25
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
unsigned char hi16 = bump5((i15 / N) + (dyn_14[i15]), __device_builtin_variable_threadIdx.x); 
# 27
signed char t17 = *input12; 
# 28
t17 /= (__device_builtin_variable_threadIdx.x); 
# 29
do { t17 += hi16; } while (0); 
# 30
unsigned r18{(44)}; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 22 "v001291.cu"
template< class T, int N = 2> static void 
# 23
blend10(T *__restrict__ dst11, const T *input12, double *data13) {__wrapper__device_stub_blend10<T,N>(dst11,input12,data13);
# 31
return;}
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_14[]; 
# 25
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
unsigned char hi16 = bump5((i15 / N) + (dyn_14[i15]), __device_builtin_variable_threadIdx.x); 
# 27
signed char t17 = *input12; 
# 28
t17 /= (__device_builtin_variable_threadIdx.x); 
# 29
do { t17 += hi16; } while (0); 
# 30
unsigned r18{(44)}; 
# 31
} 
#endif
# 33 "v001291.cu"
namespace ops19 { 
# 34
__attribute__((visibility("hidden"))) void filter20(int count21) ;
#if 0
# 34
{ 
# 35
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
count21 = bump5((tid22 - 54L) % (8), (count21 + count21) % 24); 
# 37
bump5((23.5F) - (-tid22), count21); 
# 38
float *mid23 = (nullptr); 
# 39
int pass24 = 0; 
# 40
while (pass24 < tid22) { 
# 41
auto v25 = (19.125); 
# 42
++pass24; 
# 43
}  
# 44
if (!(mid23 != (nullptr))) { 
# 45
return; 
# 46
}  
# 47
if (52ULL == (tid22 - 31)) { 
# 48
return; 
# 49
}  
# 50
} 
#endif
# 52 "v001291.cu"
__attribute__((visibility("hidden"))) void accum26(int stride27, int len28) ;
#if 0
# 52
{ 
# 53
int tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (tid29 >= stride27) { 
# 55
return; 
# 56
}  
# 57
if (!(stride27 <= stride27)) { 
# 58
return; 
# 59
}  
# 60
stride27 -= 46UL; 
# 61
int acc30 = (bump5(stride27, len28) / 14) / (tid29 - 40UL); 
# 62
} 
#endif
# 63 "v001291.cu"
}
# 64
static float d_warp31[8]; 
# 66
__attribute__((visibility("hidden"))) void reduce32(int *acc33) ;
#if 0
# 66
{ 
# 67
int idx34 = __device_builtin_variable_threadIdx.x; 
# 68
const int k35 = -((int)bump5(15, (23.75F))); 
# 69
bump5(bump5((20.375F), (13.5F)) * 203, bump5((3.25F) + (__device_builtin_variable_gridDim.x), (8.25F))); 
# 70
(acc33[k35]) = idx34; 
# 71
bump5(idx34, (int)((d_warp31[2]) + k35)); 
# 72
bool u36 = k35 != (bump5((22.25F), (8.25F)) - bump5(__device_builtin_variable_blockIdx.x, 29)); 
# 73
if ((d_warp31[__device_builtin_variable_blockDim.x]) != (*acc33)) { 
# 74
goto out37; 
# 75
}  
# 76
--(d_warp31[1]); 
# 77
(*acc33) /= u36; 
# 78
out37:; ; 
# 79
} 
#endif
# 81 "v001291.cu"
void host_filter38(int lane39) { 
# 82
const long u40 = lane39; 
# 83
lane39 &= sizeof(double); 
# 84
if (u40 != u40) { 
# 85
return; 
# 86
}  
# 87
if ((u40 != u40) || (lane39 >= 5)) { 
# 88
goto done42; 
# 89
}  
# 90
([]() { 
# 91
const char *val41 = ("warp size"); 
# 92
(__cudaPushCallConfiguration(16, sizeof(unsigned) * (8))) ? (void)0 : blend10((long *)nullptr, (const long *)nullptr, (double *)nullptr); 
# 93
} )(); 
# 94
do { lane39 += (((35) - (lane39 * u40)) * u40); } while (0); 
# 95
(__cudaPushCallConfiguration(128, 1 << 7)) ? (void)0 : ops19::accum26(55, lane39 / (54 << lane39)); 
# 96
done42:; ; 
# 97
} 
# 99
int main() { 
# 100
int count43 = 2613; 
# 101
const char *base44 = ("tile"); 
# 102
(__cudaPushCallConfiguration(sizeof(float) * (2), 1 << 8, sizeof(float) * (1024))) ? (void)0 : ops19::accum26((count43 % 40) >> 3, -4101); 
# 103
const double h45 = (17.25F) - ((float)(base44[1])); 
# 104
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : ops19::filter20((count43 % 8) << 0); 
# 105
(__cudaPushCallConfiguration(8, 256)) ? (void)0 : reduce32((int *)nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v001291.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2579962_10_v001291_cu_7949deab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001291.cudafe1.stub.c"
#include "v001291.cudafe1.stub.c"
# 1 "v001291.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
