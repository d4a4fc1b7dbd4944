# 1 "i000490.cu"
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
#pragma GCC diagnostic ignored "-Wunused-function"

# 10 "i000490.cu"
__attribute((noinline)) __attribute__((unused)) static int bump5(int lane6 = 11) 
# 11
{int volatile ___ = 1;(void)lane6;
# 16
::exit(___);}
#if 0
# 11
{ 
# 12
++lane6; 
# 13
const double m7 = (47 > (__device_builtin_variable_warpSize + ((int)lane6))) ? lane6 : ((lane6 >> 1) * lane6); 
# 14
static_assert((14 == 14));
# 15
return lane6; 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 18 "i000490.cu"
__attribute__((visibility("hidden"))) void trace8_kernel(long q9, int stride10, float *acc11) ;
#if 0
# 19
{ 
# 20
if ((stride10 + q9) == 11L) { 
# 21
return; }  
# 22
int w12 = 0; 
# 23
while (w12 < 12) { 
# 24
(--(acc11[1])), (q9 = (bump5())); 
# 25
if ((+__device_builtin_variable_warpSize) != (-(acc11[q9]))) { 
# 26
int r13 = 18 * ((stride10 / stride10) - ((w12 < 16) ? stride10 : 16)); 
# 27
bump5(44); 
# 28
}  
# 29
++w12; 
# 30
}  
# 31
} 
#endif
# 33 "i000490.cu"
struct __attribute((aligned(16))) Sample14 { 
# 34
float x15; 
# 35
int y16; 
# 36
unsigned vel17; 
# 37
}; 
# 39
inline Sample14 operator+(Sample14 a, Sample14 b) 
# 40
{ 
# 41
Sample14 r = a; 
# 42
(r.x15) += (b.x15); 
# 43
(r.y16) += (b.y16); 
# 44
(r.vel17) += (b.vel17); 
# 45
return r; 
# 46
} 
# 48
constexpr int check_bump18(int lane19) 
# 49
{ 
# 50
lane19 = (lane19 * lane19); 
# 51
return 34; 
# 52
} 
# 54
struct __attribute((aligned(8))) Sample20 { 
# 55
bool vel21; 
# 56
int hi22; 
# 57
float z23; 
# 58
}; 
# 60
Sample20 operator+(Sample20 a, Sample20 b) 
# 61
{ 
# 62
Sample20 r = a; 
# 63
(r.hi22) += (b.hi22); 
# 64
(r.z23) += (b.z23); 
# 65
return r; 
# 66
} 
# 68
inline float run_scatter24(int len25, float alpha26) 
# 69
{ 
# 70
double m27{(20)}; 
# 71
const char *base28 = ("path\\to"); 
# 72
if (alpha26 <= (53)) { 
# 73
return alpha26; }  
# 74
return 256; 
# 75
} 
# 77
namespace ops29 { 
# 78
__attribute__((visibility("hidden"))) void combine30(int *out31, const long *in32, const unsigned long *input33, const Sample20 b34) ;
#if 0
# 79
{ 
# 80
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
(out31[__device_builtin_variable_blockIdx.x]) = (bump5((*in32) * (out31[tid35])) % bump5()); 
# 82
((out31[6])--), ((out31[2]) = (in32[tid35])); 
# 83
if (!(b34.vel21)) { 
# 84
return; }  
# 85
} 
#endif
# 86 "i000490.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 87
template< class F> static void 
# 88
__wrapper__device_stub_apply_kernel39(F &f, int *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 89
{ 
# 90
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 91
} 
#endif

#pragma GCC diagnostic pop

# 87 "i000490.cu"
template< class F> static void 
# 88
apply_kernel39(F f, int *p) 
# 89
{__wrapper__device_stub_apply_kernel39<F>(f,p);
# 91
return;}
#if 0
# 89
{ 
# 90
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 91
} 
#endif
# 93 "i000490.cu"
int main() 
# 94
{ 
# 95
int n36 = 3040; 
# 96
auto op40 = [](int x) { return x * 2; } ; typedef decltype(op40) __T0;
# 97
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : apply_kernel39(op40, nullptr); 
# 98
(__cudaPushCallConfiguration(8, 64 * 8, sizeof(double) * (64))) ? (void)0 : ops29::combine30(static_cast< int *>(nullptr), static_cast< const long *>(nullptr), (const unsigned long *)nullptr, Sample20{false, 9, (14.5F)}); 
# 99
if ((n36 - n36) >= n36) { 
# 100
return 59U; }  
# 101
unsigned long r37 = (49); 
# 102
r37 = (n36 + ((n36 > check_bump18(r37)) ? n36 : check_bump18(r37))); 
# 103
static unsigned f38 = (53L); 
# 104
(__cudaPushCallConfiguration(16 + 240, 16 + 16)) ? (void)0 : trace8_kernel(run_scatter24(35ULL, n36), static_cast< unsigned long>(r37 / r37), nullptr); 
# 105
return 0; 
# 106
} 

# 1 "i000490.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc60cccb_10_i000490_cu_c3acbe62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000490.cudafe1.stub.c"
#include "i000490.cudafe1.stub.c"
# 1 "i000490.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
