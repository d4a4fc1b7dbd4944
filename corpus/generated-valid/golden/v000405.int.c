# 1 "v000405.cu"
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
# 14 "v000405.cu"
enum Mode6: int { 
# 15
ON7, 
# 16
LOW8, 
# 17
BLUE9, 
# 18
BLUE10, 
# 19
ADD11
# 20
}; 
# 22
__attribute((always_inline)) __attribute__((unused)) inline double gather12(long a13) 
# 23
{int volatile ___ = 1;(void)a13;
# 37
::exit(___);}
#if 0
# 23
{ 
# 24
int iter14 = 0; 
# 25
do { 
# 26
float idx15 = ((a13 * (BLUE10)) - sizeof(unsigned long long)) + (16); 
# 27
++iter14; 
# 28
} while (iter14 < ((LOW8) + 9)); 
# 29
const int stride16 = __device_builtin_variable_blockIdx.y; 
# 30
Mode6 cnt17 = ON7; 
# 31
__attribute__((unused)) static unsigned sh_18[16][14]; 
# 32
if (a13 < (23)) { 
# 33
return (sizeof(unsigned char)); 
# 34
}  
# 35
int tmp19 = ((__device_builtin_variable_threadIdx.x) % __device_builtin_variable_warpSize) >> 7; 
# 36
return a13; 
# 37
} 
#endif
# 38 "v000405.cu"
constexpr int BLOCK20 = (sizeof(float) * ((BLUE9) + (BLUE9))); 
# 40
__attribute((always_inline)) __attribute__((unused)) inline int blend21(const short *__restrict__ coef22) 
# 41
{int volatile ___ = 1;(void)coef22;
# 45
::exit(___);}
#if 0
# 41
{ 
# 42
__attribute__((unused)) static int sh_23[4][10]; 
# 43
((sh_23[0])[2]) = (-22); 
# 44
return 31; 
# 45
} 
#endif
# 47 "v000405.cu"
struct __attribute((aligned(8))) Tile24 { 
# 48
int hi25; 
# 49
unsigned count26; 
# 50
int val27; 
# 51
long long x28; 
# 52
}; 
# 55
__attribute__((visibility("hidden"))) void kick29_kernel(const unsigned *__restrict__ src30, const unsigned short *src31) ;
#if 0
# 56
{ 
# 57
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if ((tid32 / 2) == BLOCK20) { }  
# 59
constexpr int lo33 = 20; 
# 60
} 
#endif
# 62 "v000405.cu"
template< class T> 
# 63
struct Tile34 { 
# 64
T sum35; 
# 65
double z36; 
# 66
float val37; 
# 67
}; 
# 69
int main() 
# 70
{ 
# 71
int size38 = 3827; 
# 72
size38 = BLOCK20; 
# 73
(__cudaPushCallConfiguration(1, dim3(1 << 5, sizeof(unsigned) * (BLOCK20 + 112), (LOW8) + 31))) ? (void)0 : kick29_kernel((const unsigned *)nullptr, nullptr); 
# 74
dim3 idx39 = ((dim3)(2)); 
# 75
(__cudaPushCallConfiguration(512, ((ADD11) + 60) * 4)) ? (void)0 : kick29_kernel(nullptr, (const unsigned short *)nullptr); 
# 76
size38 = (size38 / 2); 
# 77
return 0; 
# 78
} 

# 1 "v000405.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__500b84ed_10_v000405_cu_a5f6d827
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000405.cudafe1.stub.c"
#include "v000405.cudafe1.stub.c"
# 1 "v000405.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
