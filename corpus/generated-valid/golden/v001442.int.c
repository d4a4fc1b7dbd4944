# 1 "v001442.cu"
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
# 9 "v001442.cu"
__attribute__((visibility("hidden"))) void warp4(const unsigned *input5, const unsigned long long *__restrict__ src6) ;
#if 0
# 9
{ 
# 10
int iter7 = 0; 
# 11
while (iter7 < 10) { 
# 12
++iter7; }  
# 13
for (int j8 = 0, j9 = 11; j8 < j9; (++j8), (--j9)) { }  
# 14
} 
#endif
# 17 "v001442.cu"
__attribute__((visibility("hidden"))) void combine10(const double *src11, const int *coef12, const unsigned *src13) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern double dyn_14[]; 
# 19
double e15[6] = {}; 
# 20
int prod16 = (static_cast< double>(-(-56))) + (*src11); 
# 21
double base17 = prod16 + prod16; 
# 22
} 
#endif
# 23 "v001442.cu"
static int d_probe18; 
# 24
static float c_bump19; 
# 26
__attribute__((visibility("hidden"))) void norm20_kernel(float alpha21) ;
#if 0
# 26
{ 
# 27
if (alpha21 > (3)) { 
# 28
goto done23; 
# 29
}  
# 30
++alpha21; 
# 32
#pragma unroll 4
for (
# 32
int i22 = 0; i22 < 4; ++i22) { 
# 33
alpha21 = ((float)((19.375F) / d_probe18)); 
# 34
alpha21 = (i22 / (alpha21 * (24.125F))); 
# 35
}  
# 36
done23:; ; 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v001442.cu"
template< class T, class U> static void 
# 40
__wrapper__device_stub_scatter24(const T *&src25, const long *&input26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_27[]; 
# 42
(--d_probe18), ((dyn_27[2]) = ((((d_probe18 > (src25[4])) ? *input26 : (dyn_27[d_probe18 & 7])) - c_bump19) / (41))); 
# 43
(dyn_27[d_probe18 & 7]) %= d_probe18; 
# 44
if ((src25[d_probe18]) < (*input26)) { 
# 45
return; }  
# 46
d_probe18 = (((dyn_27[d_probe18 & 7]) & (*input26)) % (8)); 
# 47
d_probe18++; 
# 48
float r28(static_cast< long>((d_probe18 += 64), d_probe18)); 
# 49
r28 /= ((((dyn_27[d_probe18]) + 6) > (src25[d_probe18])) ? (dyn_27[d_probe18]) + 6 : (src25[d_probe18])); 
# 50
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001442.cu"
template< class T, class U> static void 
# 40
scatter24(const T *src25, const long *input26) {__wrapper__device_stub_scatter24<T,U>(src25,input26);
# 50
return;}
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_27[]; 
# 42
(--d_probe18), ((dyn_27[2]) = ((((d_probe18 > (src25[4])) ? *input26 : (dyn_27[d_probe18 & 7])) - c_bump19) / (41))); 
# 43
(dyn_27[d_probe18 & 7]) %= d_probe18; 
# 44
if ((src25[d_probe18]) < (*input26)) { 
# 45
return; }  
# 46
d_probe18 = (((dyn_27[d_probe18 & 7]) & (*input26)) % (8)); 
# 47
d_probe18++; 
# 48
float r28(static_cast< long>((d_probe18 += 64), d_probe18)); 
# 49
r28 /= ((((dyn_27[d_probe18]) + 6) > (src25[d_probe18])) ? (dyn_27[d_probe18]) + 6 : (src25[d_probe18])); 
# 50
} 
#endif
# 52 "v001442.cu"
int main() { 
# 53
int count29 = 1159; 
# 54
(__cudaPushCallConfiguration((count29 + 31) / 32, 32)) ? (void)0 : norm20_kernel(__alignof__(int)); 
# 55
count29++; 
# 56
int iter30 = 0; 
# 57
do { 
# 58
int val31 = ((count29 == count29) ? 1025 : count29) + 36L; 
# 59
++iter30; 
# 60
} while (iter30 < count29); 
# 61
int x32[7] = {static_cast< int>(iter30), 62}; 
# 62
float prod33 = 44L & (x32[count29]); 
# 63
(__cudaPushCallConfiguration(((dim3)((count29 + 63) / 64)), 32)) ? (void)0 : warp4(nullptr, nullptr); 
# 64
(__cudaPushCallConfiguration(256, dim3(4 * 4, 64, 1))) ? (void)0 : combine10(nullptr, x32, nullptr); 
# 65
(__cudaPushCallConfiguration(dim3(32, 32), 128)) ? (void)0 : scatter24< float, double> (nullptr, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001442.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e2b1120_10_v001442_cu_f9b0c27d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001442.cudafe1.stub.c"
#include "v001442.cudafe1.stub.c"
# 1 "v001442.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
