# 1 "v001558.cu"
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
# 12 "v001558.cu"
static void trace7(const long *__restrict__ in8) ;
#if 0
# 13
{ 
# 14
bool diff9{false}; 
# 15
int z10[8] = {}; 
# 16
} 
#endif
# 19 "v001558.cu"
static long fuse11(int count12 = 3850UL) 
# 20
{ 
# 21
for (int j13 = 0; j13 < count12; ++j13) { 
# 22
unsigned k14{2U}; 
# 23
}  
# 24
count12--; 
# 25
return 4L; 
# 26
} 
# 27
enum State15: int { SLOW16, IDLE17, LOW18 = 5, SLOW19}; 
# 29
__attribute__((visibility("hidden"))) void probe20_kernel(int stride21, int count22, int len23, unsigned *buf24) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_25[]; 
# 33
#pragma unroll 4
for (
# 33
int j26 = 0; j26 < stride21; ++j26) { 
# 34
if (len23 <= (j26 % (dyn_25[j26 & 7]))) { 
# 35
__attribute__((unused)) static long sh_27[64]; 
# 36
len23 = 39; 
# 37
}  
# 38
}  
# 39
} 
#endif
# 41 "v001558.cu"
int march28(unsigned *__restrict__ out29) 
# 42
{ 
# 43
(out29[2]) += ((0) + ((*out29) - (out29[6]))); 
# 44
State15 flag30 = SLOW16; 
# 45
int h31 = ~((*out29) + (out29[0])); 
# 46
State15 m32 = IDLE17; 
# 47
if ((out29[7]) <= (64)) { 
# 48
goto skip33; 
# 49
}  
# 50
--(out29[h31]); 
# 51
skip33:; ; 
# 52
return (out29[3]); 
# 53
} 
# 55
static void tile34(int *acc35, const int *input36) ;
#if 0
# 56
{ 
# 57
if ((*input36) & 1) { 
# 58
goto done40; 
# 59
}  
# 60
{ 
# 61
for (int n37 = 12; n37 > 0; --n37) { 
# 62
for (int n38 = 0; n38 < 6; ++n38) { 
# 63
__attribute__((unused)) static float sh_39; 
# 64
}  
# 65
if ((+((input36[n37 & 7]) * 38)) == (*input36)) { 
# 66
if (march28((unsigned *)nullptr) >= (acc35[n37])) { 
# 67
break; }  
# 68
if (n37 == 16LL) { 
# 69
return; }  
# 70
} else { 
# 71
}  
# 72
}  
# 73
} 
# 74
done40:; ; 
# 75
} 
#endif
# 76 "v001558.cu"
static_assert((((SLOW19) + (8 + (4 + ((IDLE17) + ((IDLE17) + ((IDLE17) + ((IDLE17) + 1))))))) == 23));
# 83
__attribute__((visibility("hidden"))) void map_weigh42(int *data, int n) ;
#if 0
# 83
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((int)1)); }  } 
#endif
# 85 "v001558.cu"
double run_gather43(int lane44, long long *buf45, int *acc46) 
# 86
{ 
# 87
double prod47[(IDLE17) + 7]{(62), (1.0), (4.0), (11.625), (9.75), ((19.375F)), (-(5.75)), (-13)}; 
# 88
(__cudaPushCallConfiguration((lane44 + 63) / 64, dim3(sizeof(unsigned) * (4 + 12), 3 + 61, (lane44 + 255) / 256))) ? (void)0 : map_weigh42(acc46, lane44); 
# 89
return static_cast< int>((*buf45) << 6); 
# 90
} 
# 92
int main() 
# 93
{ 
# 94
int n48 = 3981; 
# 95
double off49 = (18.25); 
# 96
int diff50 = (-8); 
# 97
if (n48 <= (n48 % n48)) { 
# 98
const char *acc51 = ("ok"); 
# 99
} else { if ((off49 - ((n48 > n48) ? n48 : (IDLE17))) >= ((unsigned long)49)) { 
# 100
off49++; 
# 101
float q52 = n48; 
# 102
}  }  
# 103
(__cudaPushCallConfiguration((n48 + 31) / 32, 128)) ? (void)0 : trace7(nullptr); 
# 104
(__cudaPushCallConfiguration(dim3(((IDLE17) + 1) * ((IDLE17) + 1), 2), (3 + 13) * ((LOW18) + 3))) ? (void)0 : probe20_kernel(diff50 + off49, (((diff50) ? diff50 : (LOW18)) <= off49) ? 8UL : diff50, (diff50 ^ n48) << ((off49 != (27)) ? n48 : diff50), nullptr); 
# 105
(__cudaPushCallConfiguration(dim3(1 << 8, (diff50 + 127) / 128), sizeof(int) * (3 + (LOW18)))) ? (void)0 : tile34(&n48, &diff50); 
# 106
return 0; 
# 107
} 

# 1 "v001558.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__07aa0b51_10_v001558_cu_b5912073
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001558.cudafe1.stub.c"
#include "v001558.cudafe1.stub.c"
# 1 "v001558.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
