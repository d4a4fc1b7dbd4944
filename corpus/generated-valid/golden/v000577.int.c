# 1 "v000577.cu"
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
# 16 "v000577.cu"
void spread6(int lane7, int count8) { 
# 17
if (lane7 != 13) { 
# 18
goto out9; 
# 19
}  
# 20
count8--; 
# 21
count8 &= 6; 
# 22
out9:; ; 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void shade10_kernel(const float *__restrict__ src11, int count12, unsigned *acc13, int n14) ;
#if 0
# 25
{ 
# 26
int i15 = __device_builtin_variable_threadIdx.x; 
# 27
__attribute__((unused)) static float sh_16[8]; 
# 28
float val17 = (19.75F) * n14; 
# 29
constexpr int prod18 = (3 * 11); 
# 30
unsigned short r19[7]{(static_cast< unsigned short>(61UL)), (static_cast< unsigned short>(43)), (1959), (14L), (30), (26), (static_cast< unsigned short>(21))}; 
# 31
if (__device_builtin_variable_gridDim.y) { 
# 32
goto out20; 
# 33
}  
# 34
spread6(sh_16[__device_builtin_variable_gridDim.y], __device_builtin_variable_gridDim.z); 
# 35
out20:; ; 
# 36
} 
#endif
# 37 "v000577.cu"
static int c_spread21; 
# 39
constexpr int check_sweep22(int len23, float a24) { 
# 40
float q25 = a24; 
# 41
len23--; 
# 42
return q25; 
# 43
} 
# 45
constexpr int grow26(int count27) { 
# 46
count27 &= (((int)(-count27)) + 35); 
# 47
return sizeof(float); 
# 48
} 
# 49
enum class State28 { Green29 = 3, Busy30, Fast31, Green32}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51
template< class T, class U> static void 
# 52
__wrapper__device_stub_merge33(U *__restrict__ &buf34, int &lane35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
unsigned tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (tid36 >= lane35) { 
# 55
return; 
# 56
}  
# 57
U cnt37 = grow26(lane35); 
# 58
double prod38(__device_builtin_variable_threadIdx.z); 
# 59
if ((__device_builtin_variable_threadIdx.x) >= lane35) { 
# 60
return; 
# 61
}  
# 62
--cnt37; 
# 63
prod38 = (__device_builtin_variable_warpSize - ((prod38 - (sizeof(int))) + (10))); 
# 64
++(*buf34); 
# 65
} 
#endif

#pragma GCC diagnostic pop

# 51 "v000577.cu"
template< class T, class U> static void 
# 52
merge33(U *__restrict__ buf34, int lane35) {__wrapper__device_stub_merge33<T,U>(buf34,lane35);
# 65
return;}
#if 0
# 52
{ 
# 53
unsigned tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (tid36 >= lane35) { 
# 55
return; 
# 56
}  
# 57
U cnt37 = grow26(lane35); 
# 58
double prod38(__device_builtin_variable_threadIdx.z); 
# 59
if ((__device_builtin_variable_threadIdx.x) >= lane35) { 
# 60
return; 
# 61
}  
# 62
--cnt37; 
# 63
prod38 = (__device_builtin_variable_warpSize - ((prod38 - (sizeof(int))) + (10))); 
# 64
++(*buf34); 
# 65
} 
#endif
# 68 "v000577.cu"
int check_trace39(unsigned cfg40, float beta41) { 
# 69
int t42 = (grow26(grow26(cfg40))) / beta41; 
# 70
cfg40 = ((cfg40 - beta41) + (59UL)); 
# 71
cfg40 += (grow26(check_sweep22(grow26(beta41), (8.375F)))); 
# 72
int r43[2] = {}; 
# 73
constexpr double sum44 = ((0.0F)); 
# 74
return r43[0]; 
# 75
} 
# 77
int main() { 
# 78
int count45 = 3825; 
# 79
count45 = (24ULL); 
# 80
for (int j46 = 0; j46 < count45; ++j46) { 
# 81
grow26(count45); 
# 82
auto lam49 = [&](double h47) { 
# 83
--h47; 
# 84
dim3 u48 = ((dim3)(8)); 
# 85
} ; typedef decltype(lam49) __T0;
# 86
lam49(count45); 
# 87
}  
# 88
(__cudaPushCallConfiguration((count45 + 255) / 256, dim3(sizeof(float), 256))) ? (void)0 : merge33< int, double> (nullptr, count45); 
# 89
count45++; 
# 90
(__cudaPushCallConfiguration(16, 10 + 118)) ? (void)0 : shade10_kernel(nullptr, 8U, static_cast< unsigned *>(nullptr), count45 - count45); 
# 91
return 0; 
# 92
} 

# 1 "v000577.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__837e43d3_10_v000577_cu_d3158001
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000577.cudafe1.stub.c"
#include "v000577.cudafe1.stub.c"
# 1 "v000577.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
