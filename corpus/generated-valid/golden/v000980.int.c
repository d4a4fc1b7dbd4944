# 1 "v000980.cu"
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
# 11 "v000980.cu"
__attribute__((visibility("hidden"))) void tally3_kernel(int count4) ;
#if 0
# 11
{ 
# 12
int idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
count4 %= 23; 
# 14
static_assert((5 > 4), "bad config");
# 15
count4 = count4; 
# 16
do { count4 += ((((__device_builtin_variable_blockIdx.x) == 5LL) ? 11U : (__device_builtin_variable_threadIdx.x)) + ((idx5 > idx5) ? idx5 : idx5)); } while (0); 
# 17
count4 = count4; 
# 18
count4 = 31; 
# 19
} 
#endif
# 21 "v000980.cu"
struct Bounds6 { 
# 22
signed char z7; 
# 23
float w8; 
# 24
}; 
# 26
template< class T> 
# 27
struct Pixel9 { 
# 28
T weight10; 
# 29
}; 
# 32
inline long decay11(long a12, const int *src13) { 
# 33
if (((src13[5]) / (src13[6])) != 40) { 
# 34
return *src13; 
# 35
}  
# 36
a12 &= (a12 + a12); 
# 37
float *t14 = ((float *)nullptr); 
# 38
if ((((*src13) > a12) ? *src13 : a12) >= (t14[a12])) { 
# 39
return t14[5]; 
# 40
}  
# 41
(*t14) = ((a12 += 13L), (3.25F)); 
# 42
static_assert((sizeof(int) == (4)));
# 43
return (*t14) + (((((t14[a12]) > (*src13)) ? t14[a12] : (*src13)) > (11UL)) ? ((t14[a12]) > (*src13)) ? t14[a12] : (*src13) : (11UL)); 
# 44
} 
# 46
__attribute__((unused)) void pivot15(float beta16) {int volatile ___ = 1;(void)beta16;
# 54
::exit(___);}
#if 0
# 46
{ 
# 47
beta16 = beta16; 
# 48
beta16 /= beta16; 
# 49
float m17 = decay11(__device_builtin_variable_blockDim.x, nullptr) - (47); 
# 50
float q18[2]{(17.0F), (4.25F)}; 
# 51
do { beta16 += (((((m17 + (q18[__device_builtin_variable_blockIdx.y])) < (55)) ? q18[0] : m17) > ((char)(((__device_builtin_variable_gridDim.x) > beta16) ? __device_builtin_variable_gridDim.x : beta16))) ? ((m17 + (q18[__device_builtin_variable_blockIdx.y])) < (55)) ? q18[0] : m17 : ((char)(((__device_builtin_variable_gridDim.x) > beta16) ? __device_builtin_variable_gridDim.x : beta16))); } while (0); 
# 52
m17 = (11.375F); 
# 53
Pixel9< unsigned>  flag19 = Pixel9< unsigned> {9U}; 
# 54
} 
#endif
# 55 "v000980.cu"
constexpr float kB20 = (4.5F); 
# 56
using ptr21_t = long *; 
# 58
constexpr int check_relax22(int stride23, bool a24) { 
# 59
a24 = (a24 ? 0 : ((true) - a24)); 
# 60
stride23 = (stride23 * ((int)((stride23 < kB20) ? 3453 : 24))); 
# 61
return kB20; 
# 62
} 
# 64
int main() { 
# 65
int count25 = 4001; 
# 66
(__cudaPushCallConfiguration(((dim3)(32)), 1 << 8)) ? (void)0 : tally3_kernel((count25 != decay11(kB20, &count25)) ? 58 / count25 : 58); 
# 67
check_relax22(count25, 1 + (count25 << 15UL)); 
# 68
int iter26 = 0; 
# 69
do { 
# 70
dim3 off27(2, 4); 
# 71
++iter26; 
# 72
} while (iter26 < count25); 
# 73
int *sum28 = &count25; 
# 74
return 0; 
# 75
} 

# 1 "v000980.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb3b2cc0_10_v000980_cu_0354937e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000980.cudafe1.stub.c"
#include "v000980.cudafe1.stub.c"
# 1 "v000980.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
