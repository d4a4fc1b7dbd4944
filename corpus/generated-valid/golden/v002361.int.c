# 1 "v002361.cu"
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
# 10 "v002361.cu"
__attribute__((visibility("hidden"))) void lerp5_kernel(const long *coef6, const unsigned char *coef7) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern unsigned dyn_8[]; 
# 13
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
(dyn_8[5]) = ((!coef7) ? (*coef7) / (14 - tid9) : 40); 
# 15
--(dyn_8[tid9 & 7]); 
# 16
(dyn_8[tid9]) = (((' ') | (coef6[tid9 & 7])) % (coef7[tid9])); 
# 17
} 
#endif
# 19 "v002361.cu"
void split10(unsigned long cfg11) 
# 20
{ 
# 21
if ((34U) > (+cfg11)) { 
# 22
int k12 = cfg11; 
# 23
if (((cfg11 + (1)) + 24UL) <= (k12 + 36)) { 
# 24
int lim13 = ((k12 - cfg11) % (cfg11 ^ cfg11)) * k12; 
# 25
auto off14 = k12; 
# 26
}  
# 27
cfg11 = 32UL; 
# 28
}  
# 29
} 
# 30
enum class Mode15: unsigned char { 
# 31
High16, 
# 32
On17, 
# 33
Fast18, 
# 34
Mul19, 
# 35
Mul20
# 36
}; 
# 37
typedef int idx21_t; 
# 39
inline long sift22(int n23) 
# 40
{ 
# 41
n23 = (n23 * ((((n23 + 6) + n23) + n23) + 1)); 
# 42
Mode15 diff24 = Mode15::Mul19; 
# 43
unsigned stride25 = (n23 + 50) + ((18U << n23) / (2)); 
# 44
if ((stride25 & (1716)) <= (59)) { 
# 45
return 53LL; }  
# 46
n23 = ((stride25 == n23) ? stride25 : n23); 
# 47
split10(n23); 
# 48
if ((n23 / 3208) != 5UL) { 
# 49
return stride25; }  
# 50
return n23 * 28UL; 
# 51
} 
# 53
float probe26(int len27) 
# 54
{ 
# 55
++len27; 
# 56
if ((static_cast< float>(len27)) == (30U)) { 
# 57
return +len27; }  
# 58
return (((sift22(sift22(len27))) + ((14UL - len27) << (61 & len27))) + (len27 + sift22(len27))); 
# 59
} 
# 61
inline float probe28(int count29) 
# 62
{ 
# 63
int acc30 = count29 + 7; 
# 64
if (count29 > acc30) { 
# 65
goto out31; 
# 66
}  
# 67
if (count29 & 1) { 
# 68
if ((count29 & count29) < acc30) { 
# 69
do { int tmp_ = count29; count29 = acc30; acc30 = tmp_; } while (0); 
# 70
acc30 = acc30; 
# 71
}  
# 72
}  
# 73
out31:; ; 
# 74
return count29 & 49L; 
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int count32 = 3463; 
# 80
unsigned long idx33 = count32; 
# 81
count32++; 
# 82
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : lerp5_kernel(static_cast< const long *>(nullptr), static_cast< const unsigned char *>(nullptr)); 
# 83
return 0; 
# 84
} 

# 1 "v002361.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dab3c78b_10_v002361_cu_303c9f85
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002361.cudafe1.stub.c"
#include "v002361.cudafe1.stub.c"
# 1 "v002361.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
