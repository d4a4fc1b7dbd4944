# 1 "v001478.cu"
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
# 11 "v001478.cu"
__attribute__((unused)) static inline int relax3(int *data4, int len5, float *out6) 
# 12
{int volatile ___ = 1;(void)data4;(void)len5;(void)out6;
# 16
::exit(___);}
#if 0
# 12
{ 
# 13
len5 = (__device_builtin_variable_warpSize - 49); 
# 14
int z7 = (52L) + (((data4[7]) * (*out6)) * (*out6)); 
# 15
return data4[5]; 
# 16
} 
#endif
# 17 "v001478.cu"
enum State8 { 
# 18
ON9 = 1, 
# 19
HIGH10, 
# 20
LOW11 = 5, 
# 21
BLUE12, 
# 22
RED13
# 23
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 25
__attribute__((unused)) static int split14(int len15, int len16, unsigned beta17) 
# 26
{int volatile ___ = 1;(void)len15;(void)len16;(void)beta17;
# 35
::exit(___);}
#if 0
# 26
{ 
# 27
State8 hi18 = HIGH10; 
# 28
State8 hi19 = BLUE12; 
# 29
if ((__device_builtin_variable_blockIdx.x) >= hi19) { 
# 30
goto done20; 
# 31
}  
# 32
beta17 = ((__device_builtin_variable_threadIdx.y) * ((relax3(&len16, -2, nullptr)) / beta17)); 
# 33
done20:; ; 
# 34
return relax3(&len16, hi19, (float *)nullptr); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 37 "v001478.cu"
__attribute__((visibility("hidden"))) void fold21(int lane22, float *data23) ;
#if 0
# 38
{ 
# 39
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
if (i24 >= lane22) { 
# 41
return; 
# 42
}  
# 43
if (__device_builtin_variable_warpSize >= (__device_builtin_variable_blockDim.x)) { 
# 44
return; 
# 45
}  
# 46
float acc25 = ((~i24) + relax3(&lane22, lane22, data23)) + ((relax3(nullptr, lane22, data23)) + (2339L & lane22)); 
# 47
for (int it26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it26 < lane22; it26 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 48
if ((acc25 * acc25) >= (__alignof__(float))) { 
# 49
break; 
# 50
}  
# 51
}  
# 52
__attribute__((unused)) static float sh_27[(LOW11) + ((ON9) + 250)]; 
# 53
} 
#endif
# 55 "v001478.cu"
int check_accum28(double *dst29, const int *in30) 
# 56
{ 
# 57
(dst29[3]) *= (LOW11); 
# 58
(*dst29) = (18); 
# 59
for (int j31 = 9; j31 > 0; --j31) { 
# 60
auto v32 = RED13; 
# 61
(dst29[5]) -= j31; 
# 62
}  
# 63
(dst29[7]) += (RED13); 
# 64
(dst29[4])++; 
# 65
return (((dst29[4]) += (*in30)), ((in30[6]) % (*in30))); 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int len33 = 2400; 
# 71
constexpr float y34 = (4301); 
# 72
(__cudaPushCallConfiguration(2, 16 * 16, sizeof(int) * ((ON9) + 255), nullptr)) ? (void)0 : fold21(check_accum28(nullptr, &len33), nullptr); 
# 73
for (int j35 = 0; j35 < len33; j35++) { 
# 74
for (int it36 = 0; it36 < 2; it36++) { 
# 75
auto s37 = (it36 & (HIGH10)) - (j35 | j35); 
# 76
++len33; 
# 77
}  
# 78
}  
# 79
return 0; 
# 80
} 

# 1 "v001478.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6368b94_10_v001478_cu_f91d489d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001478.cudafe1.stub.c"
#include "v001478.cudafe1.stub.c"
# 1 "v001478.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
