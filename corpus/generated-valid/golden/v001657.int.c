# 1 "v001657.cu"
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
# 16 "v001657.cu"
static void check_drift6(int stride7, int len8) 
# 17
{ 
# 18
stride7 = (((!(stride7 <= 16)) && (stride7 >= stride7)) ? 62 >> (-stride7) : ((((stride7 != len8) ? stride7 : len8) == stride7) ? len8 * 4363UL : len8)); 
# 19
auto lam12 = [](float q9, int q10)->unsigned { 
# 20
double val11 = 3 - q10; 
# 21
return 62; 
# 22
} ; typedef decltype(lam12) __T0;
# 23
if ((len8 < len8) ? len8 : len8) { 
# 24
return; 
# 25
}  
# 26
int hi13(26 >> (-len8)); 
# 27
} 
# 29
void check_tile14(float *out15, int stride16, int len17) 
# 30
{ 
# 31
stride16 = stride16; 
# 32
(out15[stride16]) = (*out15); 
# 33
int lim18 = (61L); 
# 34
static int sum19 = (30LL); 
# 35
int e20 = sum19; 
# 36
sum19 = ((lim18 % 16) + sum19); 
# 37
sum19 = (((int)sum19) % len17); 
# 38
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40
template< class T, class U> static void 
# 41
__wrapper__device_stub_probe21_kernel(U &cfg22, T &a23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
a23--; 
# 44
double base24 = (2); 
# 45
a23 = ((base24 == (base24 + (21UL))) ? (base24 * (127ULL)) / ((13.875) - cfg22) : 3); 
# 46
a23--; 
# 47
a23 = (a23 + 8); 
# 48
a23 = 9; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001657.cu"
template< class T, class U> static void 
# 41
probe21_kernel(U cfg22, T a23) 
# 42
{__wrapper__device_stub_probe21_kernel<T,U>(cfg22,a23);
# 49
return;}
#if 0
# 42
{ 
# 43
a23--; 
# 44
double base24 = (2); 
# 45
a23 = ((base24 == (base24 + (21UL))) ? (base24 * (127ULL)) / ((13.875) - cfg22) : 3); 
# 46
a23--; 
# 47
a23 = (a23 + 8); 
# 48
a23 = 9; 
# 49
} 
#endif
# 50 "v001657.cu"
enum Color25 { BUSY26 = 2, MUL27}; 
# 52
__attribute__((visibility("hidden"))) void tile28_kernel(Color25 q29) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern unsigned dyn_30[]; 
# 55
int x31 = 15L + q29; 
# 56
if (((q29 >= 20) ? 26 : 2) != x31) { 
# 57
return; 
# 58
}  
# 59
if ((x31 - sizeof(float)) != (dyn_30[x31])) { 
# 60
Color25 k32 = MUL27; 
# 61
if (const int z33 = x31; (((int)k32) / (z33 - q29)) >= k32) { 
# 62
if (31ULL <= (k32 * z33)) { 
# 63
return; 
# 64
}  
# 65
x31 = (19UL); 
# 66
}  
# 67
}  
# 68
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 70 "v001657.cu"
template< class T> static void 
# 71
__wrapper__device_stub_tally34_kernel(T *__restrict__ &data35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
(*data35)--; 
# 74
bool r36 = true; 
# 75
r36 = (true - (data35[7])); 
# 76
--(data35[6]); 
# 77
(data35[7]) = 17; 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 70 "v001657.cu"
template< class T> static void 
# 71
tally34_kernel(T *__restrict__ data35) 
# 72
{__wrapper__device_stub_tally34_kernel<T>(data35);
# 78
return;}
#if 0
# 72
{ 
# 73
(*data35)--; 
# 74
bool r36 = true; 
# 75
r36 = (true - (data35[7])); 
# 76
--(data35[6]); 
# 77
(data35[7]) = 17; 
# 78
} 
#endif
# 80 "v001657.cu"
unsigned filter37(int stride38) 
# 81
{ 
# 82
stride38 = 13; 
# 83
int prod39 = +(20 * stride38); 
# 84
float *k40 = (nullptr); 
# 85
++stride38; 
# 86
return 5; 
# 87
} 
# 89
int main() 
# 90
{ 
# 91
int size41 = 356; 
# 92
unsigned k42 = ((float)8); 
# 93
k42 = ((((size_t)k42) - (size41 / size41)) / 55UL); 
# 94
(__cudaPushCallConfiguration((k42 + (31)) / (32), 1 << (3 + 5))) ? (void)0 : probe21_kernel< int, unsigned> (size41, 1398 + size41); 
# 95
(__cudaPushCallConfiguration((k42 + (127)) / (128), (MUL27) + (8 + 501), sizeof(double) * (256))) ? (void)0 : tile28_kernel(MUL27); 
# 96
(__cudaPushCallConfiguration((k42 + (255)) / (256), 1 << 7, sizeof(int) * (16 + (16 + ((BUSY26) + 222))))) ? (void)0 : tally34_kernel(&k42); 
# 97
return 0; 
# 98
} 

# 1 "v001657.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d95d69a9_10_v001657_cu_ad84fca6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001657.cudafe1.stub.c"
#include "v001657.cudafe1.stub.c"
# 1 "v001657.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
