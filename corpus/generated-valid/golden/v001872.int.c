# 1 "v001872.cu"
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
# 7 "v001872.cu"
using real3_t = float; 
# 9
namespace ops4 { 
# 10
enum Color5 { BUSY6, ON7}; 
# 11
}
# 13
__attribute__((visibility("hidden"))) void tile8(const int *__restrict__ src9, int count10, int count11, unsigned short q12) ;
#if 0
# 13
{ 
# 14
count10 = (49LL); 
# 15
++q12; 
# 16
int lo13 = ((long)ops4::BUSY6); 
# 17
auto acc14 = ((25 % q12) & (sizeof(unsigned) - lo13)) >> 2; 
# 18
auto f15 = acc14; 
# 19
auto lim16 = 669; 
# 20
int y17 = (int)((unsigned)(('z') * q12)); 
# 21
} 
#endif
# 23 "v001872.cu"
__attribute__((visibility("hidden"))) void accum18(const int *input19, float *buf20) ;
#if 0
# 23
{ 
# 24
(*buf20)++; 
# 25
(buf20[3]) = (((6.375F) + (buf20[2])) * (*buf20)); 
# 26
--(*buf20); 
# 27
ops4::Color5 k21 = ops4::BUSY6; 
# 28
char off22 = (127L); 
# 29
(buf20[4]) = (23); 
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 32 "v001872.cu"
__attribute__((unused)) static double gather23(int *__restrict__ buf24, bool b25, long beta26 = 53) {int volatile ___ = 1;(void)buf24;(void)b25;(void)beta26;
# 38
::exit(___);}
#if 0
# 32
{ 
# 33
beta26 = ((56U | b25) + (((real3_t)b25) + b25)); 
# 34
ops4::Color5 hi27 = ops4::BUSY6; 
# 35
++beta26; 
# 36
ops4::Color5 stride28 = hi27; 
# 37
return beta26; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001872.cu"
template< class T> 
# 41
struct Body29 { 
# 42
T count30; 
# 43
T mix31(T val32) const { 
# 44
if ((count30) > val32) { 
# 45
return val32; 
# 46
}  
# 47
if (((count30) >= 11UL) && ((count30) >= (count30))) { 
# 48
return ((4.0F) - (count30)) / (count30); 
# 49
}  
# 50
return (14.25); 
# 51
} 
# 52
}; 
# 54
__attribute__((unused)) long apply33(unsigned char *__restrict__ buf34, const unsigned *input35) {int volatile ___ = 1;(void)buf34;(void)input35;
# 66
::exit(___);}
#if 0
# 54
{ 
# 55
if (((input35[0]) == (input35[2])) || (*buf34)) { 
# 56
return (1ULL + (buf34[6])) % (27 >> (*buf34)); 
# 57
}  
# 58
static_assert(((((ops4::ON7) + 7) * (1 << 1)) > 15), "tile must fit");
# 59
ops4::Color5 off36 = ops4::ON7; 
# 60
const float mid37 = buf34[2]; 
# 61
if (((*input35) <= 4UL) || (buf34[4])) { 
# 62
return input35[3]; 
# 63
}  
# 64
auto x38 = off36; 
# 65
return ((2 * off36) + gather23(nullptr, off36 != (ops4::ON7), (17) * (input35[4]))); 
# 66
} 
#endif
# 68 "v001872.cu"
void run_trace39(int count40, int lane41, int stride42 = 33UL) { 
# 69
cudaStream_t q43 = (0); 
# 70
cudaStream_t lo44 = ((cudaStream_t)0); 
# 71
++count40; 
# 72
} 
# 74
int main() { 
# 75
int n45 = 844; 
# 76
auto res46 = (((unsigned char)n45) + (n45 + (ops4::ON7))) | 1ULL; 
# 77
Body29< long>  e47{4L}; 
# 78
run_trace39(res46, (8 / n45) + ('a'), -6); 
# 79
e47 = Body29< long> {}; 
# 80
(__cudaPushCallConfiguration((n45 + 31) / 32, 128, sizeof(int) * (128))) ? (void)0 : tile8((const int *)nullptr, (size_t)(((2) * res46) + (u'\x23')), (unsigned)(e47.count30), 57L); 
# 81
(__cudaPushCallConfiguration((n45 + 31) / 32, ((ops4::ON7) + 15) * ((ops4::ON7) + ((ops4::ON7) + ((ops4::ON7) + 1))), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : accum18(nullptr, (float *)nullptr); 
# 82
return 0; 
# 83
} 

# 1 "v001872.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ae49ab8b_10_v001872_cu_0470633c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001872.cudafe1.stub.c"
#include "v001872.cudafe1.stub.c"
# 1 "v001872.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
