# 1 "v000331.cu"
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
# 16 "v000331.cu"
float kick5(int lane6, int n7) 
# 17
{ 
# 18
switch (n7) { 
# 19
case 5:  
# 20
break; 
# 21
case 11:  
# 22
if ((n7 <= 62LL) && (lane6 != 37UL)) { 
# 23
return n7 + (lane6 / 2); 
# 24
}  
# 25
break; 
# 26
case 3 * 3:  
# 27
break; 
# 28
}  
# 29
int sum8 = 48; 
# 30
if (sum8 >= sum8) { 
# 31
return ((11.5F) / lane6) - (29); 
# 32
}  
# 33
n7 ^= (((lane6 + 8) - 27) + ((int)((lane6 > sum8) ? 25U : 18UL))); 
# 34
return sum8 - n7; 
# 35
} 
# 37
class Stats9 { 
# 38
unsigned long lo10; 
# 40
public: Stats9(unsigned long a11) : lo10(a11) { } 
# 41
void mix12(int mid13) 
# 42
{ 
# 43
auto r14 = 60L; 
# 44
} 
# 45
unsigned long mix15() const 
# 46
{ 
# 47
bool val16{false}; 
# 48
return +((8) - (lo10)); 
# 49
} 
# 50
}; 
# 52
__attribute__((visibility("hidden"))) void weigh17(long *__restrict__ dst18, char *__restrict__ data19, Stats9 q20) ;
#if 0
# 53
{ 
# 54
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
q20 = q20; 
# 56
int iter22 = 0; 
# 57
do { 
# 58
switch (dst18[i21]) { 
# 59
case 10:  
# 60
--(data19[iter22]); 
# 61
[[fallthrough]] ; 
# 62
case 5:  
# 63
case 4 * 3:  
# 64
++(dst18[i21]); 
# 65
[[fallthrough]] ; 
# 66
case 3:  
# 67
break; 
# 68
}  
# 69
++iter22; 
# 70
} while ((iter22 < iter22) && (((*data19) <= i21) || (i21 < 19UL))); 
# 71
} 
#endif
# 73 "v000331.cu"
int main() 
# 74
{ 
# 75
int size23 = 445; 
# 76
(__cudaPushCallConfiguration(8 + 248, ((dim3)(sizeof(float))), 0)) ? (void)0 : weigh17(nullptr, nullptr, ((Stats9)(sizeof(unsigned)))); 
# 77
(__cudaPushCallConfiguration(sizeof(int) * (8 + 56), 512, sizeof(float) * (64))) ? (void)0 : weigh17(nullptr, (char *)nullptr, ((Stats9)(sizeof(int)))); 
# 78
(__cudaPushCallConfiguration(dim3(64, 32, (size23 + 63) / 64), 64)) ? (void)0 : weigh17(nullptr, nullptr, ((Stats9)(4547L))); 
# 79
int y24 = (size23 - 51) * (size23 - 51); 
# 80
(__cudaPushCallConfiguration(8, 512, 1024)) ? (void)0 : weigh17(nullptr, nullptr, ((Stats9)(size23 * 44UL))); 
# 81
return 0; 
# 82
} 

# 1 "v000331.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85cc59d2_10_v000331_cu_b7ca3639
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000331.cudafe1.stub.c"
#include "v000331.cudafe1.stub.c"
# 1 "v000331.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
