# 1 "v000093.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v000093.cu"
template< class T> static void 
# 22
__wrapper__device_stub_accum9(const T *&input10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
unsigned idx11 = __device_builtin_variable_threadIdx.x; 
# 24
unsigned idx12 = (22); 
# 25
idx12--; 
# 26
idx12 = (*input10); 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000093.cu"
template< class T> static void 
# 22
accum9(const T *input10) {__wrapper__device_stub_accum9<T>(input10);
# 27
return;}
#if 0
# 22
{ 
# 23
unsigned idx11 = __device_builtin_variable_threadIdx.x; 
# 24
unsigned idx12 = (22); 
# 25
idx12--; 
# 26
idx12 = (*input10); 
# 27
} 
#endif
# 29 "v000093.cu"
static void score13(int len14, unsigned *out15, const int *src16) ;
#if 0
# 29
{ 
# 30
int tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (tid17 >= len14) { 
# 32
return; }  
# 33
static_assert((sizeof(int) == (4)));
# 34
if (len14 == (*out15)) { 
# 35
goto done18; 
# 36
}  
# 37
++len14; 
# 38
(out15[6]) = (23); 
# 39
if (len14 <= ((out15[7]) + (src16[3]))) { 
# 40
return; }  
# 41
done18:; ; 
# 42
} 
#endif
# 44 "v000093.cu"
__attribute__((visibility("hidden"))) void smooth19_kernel(unsigned beta20, double q21) ;
#if 0
# 44
{ 
# 45
unsigned i22 = __device_builtin_variable_threadIdx.x; 
# 46
--beta20; 
# 47
int iter23 = 0; 
# 48
do { 
# 49
if (8 == ((int)q21)) { 
# 50
continue; }  
# 51
++iter23; 
# 52
} while (iter23 < 12); 
# 53
int val24 = ((long)iter23) * (((18) & i22) * (-q21)); 
# 54
if (!(iter23 < i22)) { 
# 55
goto out25; 
# 56
}  
# 57
++val24; 
# 58
out25:; ; 
# 59
} 
#endif
# 61 "v000093.cu"
template< class T> 
# 62
__attribute((always_inline)) __attribute__((unused)) inline float update26(T p27, int lane28, int n29) {int volatile ___ = 1;(void)p27;(void)lane28;(void)n29;
# 71
::exit(___);}
#if 0
# 62
{ 
# 63
T h30 = ((7.75F)); 
# 64
n29 = p27; 
# 65
p27++; 
# 66
const float res31 = (h30 + p27) * ((lane28 ^ 2) + sizeof(float)); 
# 67
n29 = (~((__device_builtin_variable_blockDim.x) / (2))); 
# 68
const int mid32 = lane28; 
# 69
h30 = lane28; 
# 70
return __device_builtin_variable_blockDim.x; 
# 71
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 73 "v000093.cu"
template< class T, int N> static void 
# 74
__wrapper__device_stub_smooth33(T *__restrict__ &acc34, const signed char *&src35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 74
{ 
# 75
int idx36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
int pass37 = 0; 
# 77
do { 
# 78
int cnt38[4] = {(43UL), 31, 1509, (-6)}; 
# 79
unsigned short mid39 = __device_builtin_variable_threadIdx.x; 
# 80
int iter40 = 0; 
# 81
while ((iter40 < pass37) && (((*acc34) / mid39) == (__device_builtin_variable_threadIdx.x))) { 
# 82
unsigned tmp41[8] = {static_cast< unsigned>(('A') + (__device_builtin_variable_gridDim.z)), (9), (27), (48L), (17), (static_cast< unsigned>(7U))}; 
# 83
++iter40; 
# 84
}  
# 85
++pass37; 
# 86
} while (pass37 < idx36); 
# 87
(acc34[pass37]) = (((__device_builtin_variable_blockDim.x) - pass37) * ((__device_builtin_variable_gridDim.y) & (15))); 
# 88
T w42 = ((19.875F)); 
# 89
} 
#endif

#pragma GCC diagnostic pop

# 73 "v000093.cu"
template< class T, int N> static void 
# 74
smooth33(T *__restrict__ acc34, const signed char *src35) {__wrapper__device_stub_smooth33<T,N>(acc34,src35);
# 89
return;}
#if 0
# 74
{ 
# 75
int idx36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
int pass37 = 0; 
# 77
do { 
# 78
int cnt38[4] = {(43UL), 31, 1509, (-6)}; 
# 79
unsigned short mid39 = __device_builtin_variable_threadIdx.x; 
# 80
int iter40 = 0; 
# 81
while ((iter40 < pass37) && (((*acc34) / mid39) == (__device_builtin_variable_threadIdx.x))) { 
# 82
unsigned tmp41[8] = {static_cast< unsigned>(('A') + (__device_builtin_variable_gridDim.z)), (9), (27), (48L), (17), (static_cast< unsigned>(7U))}; 
# 83
++iter40; 
# 84
}  
# 85
++pass37; 
# 86
} while (pass37 < idx36); 
# 87
(acc34[pass37]) = (((__device_builtin_variable_blockDim.x) - pass37) * ((__device_builtin_variable_gridDim.y) & (15))); 
# 88
T w42 = ((19.875F)); 
# 89
} 
#endif
# 91 "v000093.cu"
int main() { 
# 92
int count43 = 2823; 
# 93
count43 = 8; 
# 94
(__cudaPushCallConfiguration(512, 256)) ? (void)0 : smooth19_kernel(count43, 38); 
# 95
count43 = (4585U); 
# 96
if (count43 <= count43) { 
# 97
return static_cast< double>(count43); }  
# 98
unsigned lim44 = count43; 
# 99
(__cudaPushCallConfiguration(128 + (7 + 121), 64, 0, nullptr)) ? (void)0 : accum9(static_cast< const float *>(nullptr)); 
# 100
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : score13((int)128, &lim44, &count43); 
# 101
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : smooth33< float, 2> (static_cast< float *>(nullptr), static_cast< const signed char *>(nullptr)); 
# 102
return 0; 
# 103
} 

# 1 "v000093.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3e1fb56_10_v000093_cu_a63b0789
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000093.cudafe1.stub.c"
#include "v000093.cudafe1.stub.c"
# 1 "v000093.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
