# 1 "v000717.cu"
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
# 10 "v000717.cu"
struct Body5 { 
# 11
bool weight6; 
# 12
int mass7; 
# 13
double y8; 
# 14
}; 
# 16
short scatter9(int len10, long cfg11, Body5 p12) { 
# 17
len10++; 
# 18
if (unsigned k13 = -len10; static_cast< unsigned char>(len10)) { 
# 19
unsigned short y14[4]{static_cast< unsigned short>(p12.y8), (33), static_cast< unsigned short>(p12.mass7), (static_cast< unsigned short>(61))}; 
# 20
Body5 stride15 = Body5{true, ('#'), (8.25)}; 
# 21
}  
# 22
int k16(+(+(34 + len10))); 
# 23
k16++; 
# 24
(p12.y8)--; 
# 25
return len10; 
# 26
} 
# 27
constexpr int LANES17 = 128; 
# 29
__attribute__((visibility("hidden"))) void stencil18_kernel(double *dst19) ;
#if 0
# 29
{ 
# 30
(dst19[__device_builtin_variable_blockIdx.y]) = (14.5); 
# 31
unsigned base20 = (scatter9(static_cast< int>(dst19[6]), (__device_builtin_variable_blockDim.x) + LANES17, Body5{false, (-21), (static_cast< double>(LANES17))})) % 2; 
# 32
constexpr int prod21 = 51; 
# 33
if ((scatter9(50, LANES17, Body5{true, 2, (44)})) == base20) { 
# 34
goto done22; 
# 35
}  
# 36
base20 = ((((2127U) - (dst19[base20])) - base20) * ((__device_builtin_variable_threadIdx.y) >> 5)); 
# 37
done22:; ; 
# 38
} 
#endif
# 39 "v000717.cu"
enum class Mode23: long { Red24, Off25, Slow26 = 7L, Green27 = 9L}; 
# 42
__attribute__((visibility("hidden"))) void pivot28(int stride29) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern unsigned dyn_30[]; 
# 44
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (i31 >= stride29) { 
# 46
return; 
# 47
}  
# 48
Body5 mid32 = Body5{((bool)0), (22UL), (10.0)}; 
# 49
static_assert((sizeof(int) == (4)));
# 50
double hi33[8]{(4.0), (static_cast< double>((8.5F))), (double)(dyn_30[stride29]), ('\\'), static_cast< double>(stride29), static_cast< double>(mid32.mass7), (9.0), ((21.5F))}; 
# 51
} 
#endif
# 53 "v000717.cu"
__attribute__((visibility("hidden"))) void mix34_kernel(long long *buf35, float cfg36, int lane37, int len38) ;
#if 0
# 53
{ 
# 54
unsigned i39 = __device_builtin_variable_threadIdx.x; 
# 55
int lo40 = (scatter9(47, LANES17, Body5{true, 3094, (4.0)})) * (i39 + 1086LL); 
# 56
unsigned y41 = LANES17 - (scatter9(i39, LANES17, Body5{})); 
# 57
constexpr float lim42 = (20.5F); 
# 58
(buf35[1])--; 
# 59
short h43[6] = {static_cast< short>(scatter9(lim42, len38, Body5{false, (5UL), (-22)}))}; 
# 60
} 
#endif
# 62 "v000717.cu"
int main() { 
# 63
int n44 = 1197; 
# 64
Mode23 diff45 = Mode23::Green27; 
# 65
constexpr float tmp46 = (29UL); 
# 66
(__cudaPushCallConfiguration((n44 + 31) / 32, 1 << 5)) ? (void)0 : stencil18_kernel(nullptr); 
# 67
(__cudaPushCallConfiguration(256, sizeof(int) * (16))) ? (void)0 : pivot28(scatter9(64, 59U * n44, Body5{})); 
# 68
(__cudaPushCallConfiguration(8, 1 << 8)) ? (void)0 : mix34_kernel(nullptr, 468 % (scatter9(tmp46, n44, Body5{})), 52U, 31); 
# 69
return 0; 
# 70
} 

# 1 "v000717.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__41f61778_10_v000717_cu_57e4f48f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000717.cudafe1.stub.c"
#include "v000717.cudafe1.stub.c"
# 1 "v000717.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
