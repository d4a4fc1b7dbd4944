# 1 "v000180.cu"
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
# 22 "v000180.cu"
struct Acc7 { 
# 23
float lo8; 
# 24
unsigned mass9, count10; 
# 25
int mass11; 
# 26
}; 
# 27
int shade12(char b13, int len14, Acc7 b15) { 
# 28
(b15.mass9) >>= (b15.count10); 
# 29
b15 = Acc7{}; 
# 30
b13 = ((2 * (~(+b13))) + 4); 
# 31
if (len14 <= 47) { 
# 32
return (4) * (b15.count10); 
# 33
}  
# 34
return b13; 
# 35
} 
# 37
static void bias16(double beta17) ;
#if 0
# 37
{ 
# 38
beta17 *= (24); 
# 39
shade12(4, beta17, Acc7{}); 
# 40
shade12(beta17 + (shade12(beta17, beta17, Acc7{(static_cast< float>(4)), 4U, 8U, (23U)})), (shade12(beta17, beta17, Acc7{(62L), 9U, ((unsigned)63U), 2})) * ((12) + beta17), Acc7{}); 
# 41
beta17 = ((shade12(127UL, beta17, Acc7{(21.0F), (50UL), (1), 9})) ^ 9U); 
# 42
} 
#endif
# 43 "v000180.cu"
double host_pack18(double p19, float b20, int n21) { 
# 44
static_assert((41 > 40));
# 45
shade12(shade12(9U, p19, Acc7{}) << 6, ((2) * p19) + (10), Acc7{((float)(-(0.75F))), 8U, 2U, n21}); 
# 46
switch (shade12(b20, b20, Acc7{b20, (3019L), (481), 32})) { 
# 47
case 3:  
# 48
break; 
# 49
case 4 + (4 + 1):  { 
# 50
dim3 flag22(1, (n21 + 31) / 32); 
# 51
int cnt23 = 6LL + (shade12(b20, ((2) * p19) + (59), Acc7{b20, 1U, (4772L), (46LL)})); 
# 52
break; 
# 53
} 
# 54
case 1 << 1:  
# 55
static_assert((29 == 29), "bad config");
# 56
break; 
# 57
case sizeof(unsigned) * (2):  
# 58
break; 
# 59
default:  
# 60
break; 
# 61
}  
# 62
return p19; 
# 63
} 
# 64
constexpr inline int LANES24 = (1 << 2); 
# 65
void clamp25(int *buf26) { 
# 66
(__cudaPushCallConfiguration(LANES24 + 12, dim3(128 * 2, 64), 0, (cudaStream_t)0)) ? (void)0 : bias16(buf26[5]); 
# 67
const long *q27 = reinterpret_cast< const long *>(buf26); 
# 68
(buf26[0]) *= ((int)((q27[5]) ^ (13U * (*buf26)))); 
# 69
(++(*buf26)), ((buf26[5]) -= host_pack18((22.25), shade12(-43, shade12(61U, 30, Acc7{(8.0F), (30), (42), 3746}), Acc7{(14.875F), 5U, static_cast< unsigned>(*buf26), LANES24}), ((2) * (q27[3])) + ((3144) | (q27[0])))); 
# 70
(buf26[4]) |= 1; 
# 71
(buf26[3]) -= ((35UL + (q27[5])) - (20L)); 
# 72
shade12(shade12((unsigned long long)LANES24, shade12(*q27, LANES24, Acc7{(18), 7U, 4U, (static_cast< int>(LANES24))}), Acc7{(14.625F), 17U, 32U, 42}), host_pack18((18.375), (3.875F), sizeof(Acc7)), Acc7{(6.0F), (static_cast< unsigned>(21)), (unsigned)((q27[5]) << LANES24), 6}); 
# 73
} 
# 74
int main() { 
# 75
int count28 = 2971; 
# 76
count28 = 6; 
# 77
shade12(count28, -host_pack18(LANES24, 10, 4351L), Acc7{(11.125F), (55), ((unsigned)LANES24), 6}); 
# 78
return 0; 
# 79
} 

# 1 "v000180.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0768aead_10_v000180_cu_280e3651
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000180.cudafe1.stub.c"
#include "v000180.cudafe1.stub.c"
# 1 "v000180.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
