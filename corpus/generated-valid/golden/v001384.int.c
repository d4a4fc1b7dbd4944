# 1 "v001384.cu"
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
# 23 "v001384.cu"
template< class T, int N = 4> 
# 24
__attribute((always_inline)) __attribute__((unused)) inline T reduce8(T b9, int lane10) {int volatile ___ = 1;(void)b9;(void)lane10;
# 38
::exit(___);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) static double sh_11[256]; 
# 26
int iter12 = 0; 
# 27
while (iter12 < 14) { 
# 28
switch (lane10) { 
# 29
case 5 + (3 + 1):  
# 30
break; 
# 31
}  
# 32
T val13 = lane10; 
# 33
++iter12; 
# 34
}  
# 35
__attribute__((unused)) static unsigned sh_14[16]; 
# 36
const T flag15 = (N); 
# 37
return -(27 - lane10); 
# 38
} 
#endif
# 40 "v001384.cu"
struct __attribute((aligned(8))) Bounds16 { 
# 41
int hi17; 
# 42
bool count18; 
# 43
double y19; 
# 44
int mix20(long base21) const { 
# 45
base21++; 
# 46
return 28UL + (count18); 
# 47
} 
# 48
}; 
# 50
inline Bounds16 operator+(Bounds16 a, Bounds16 b) { 
# 51
Bounds16 r = a; 
# 52
(r.hi17) += (b.hi17); 
# 53
(r.y19) += (b.y19); 
# 54
return r; 
# 55
} 
# 57
template< class T> 
# 58
struct Stats22 { 
# 59
T id23; 
# 60
float id24; 
# 61
float bump25() const { 
# 62
return id24; 
# 63
} 
# 64
}; 
# 66
__attribute__((visibility("hidden"))) void tile26_kernel(const Bounds16 b27, int lane28, float *data29) ;
#if 0
# 66
{ 
# 67
int tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
if (tid30 >= lane28) { 
# 69
return; }  
# 70
(data29[__device_builtin_variable_gridDim.x]) *= (reduce8(static_cast< long>(46), (*data29) + tid30) + (b27.mix20(reduce8(lane28, data29[__device_builtin_variable_threadIdx.x])))); 
# 71
for (int i31 = 0; i31 < 11; ++i31) { 
# 72
const int *sum32 = &tid30; 
# 73
}  
# 74
(data29[2]) = __device_builtin_variable_warpSize; 
# 75
(data29[tid30]) = (46); 
# 76
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 79 "v001384.cu"
template< class T, int N> static void 
# 80
__wrapper__device_stub_spread33(const T *&input34, int &lane35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 80
{ 
# 81
int i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
if (i36 >= lane35) { 
# 83
return; }  
# 84
reduce8(static_cast< T>(+lane35), 9L - __device_builtin_variable_warpSize); 
# 85
Stats22< long>  t37 = {13, (static_cast< float>(N))}; 
# 86
} 
#endif

#pragma GCC diagnostic pop

# 79 "v001384.cu"
template< class T, int N> static void 
# 80
spread33(const T *input34, int lane35) {__wrapper__device_stub_spread33<T,N>(input34,lane35);
# 86
return;}
#if 0
# 80
{ 
# 81
int i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
if (i36 >= lane35) { 
# 83
return; }  
# 84
reduce8(static_cast< T>(+lane35), 9L - __device_builtin_variable_warpSize); 
# 85
Stats22< long>  t37 = {13, (static_cast< float>(N))}; 
# 86
} 
#endif
# 88 "v001384.cu"
int main() { 
# 89
int size38 = 1579; 
# 90
char stride39 = size38; 
# 91
stride39 -= 127UL; 
# 92
const size_t e40 = size38 & 15; 
# 93
(__cudaPushCallConfiguration((size38 + 255) / 256, 512, (5 + 11) * (5 + (5 + (3 + 3))))) ? (void)0 : tile26_kernel(Bounds16{2, true, (52)}, +(stride39 & 15), (float *)nullptr); 
# 94
(__cudaPushCallConfiguration(sizeof(float) * (17 + 111), sizeof(unsigned) * (32), 0)) ? (void)0 : spread33< float, 5> (nullptr, (23UL - stride39) + (24 - size38)); 
# 95
return 0; 
# 96
} 

# 1 "v001384.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__63b59345_10_v001384_cu_25fe1188
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001384.cudafe1.stub.c"
#include "v001384.cudafe1.stub.c"
# 1 "v001384.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
