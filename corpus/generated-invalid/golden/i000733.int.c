# 1 "i000733.cu"
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
# 18 "i000733.cu"
enum class Op7: unsigned { Busy8, Green9 = 2U}; 
# 20
struct Pixel10 { 
# 21
bool flag11; 
# 22
float lo12; 
# 23
void scale13(float lim14) { 
# 24
int y15 = lo12; 
# 25
} 
# 26
float bump16() const { 
# 27
int y17((flag11) * (13L >> (flag11))); 
# 28
--y17; 
# 29
return 614UL; 
# 30
} 
# 31
}; 
# 33
static void count18(unsigned short *buf19, int lane20) ;
#if 0
# 33
{ 
# 34
(*buf19) = ((buf19[lane20]) >> ((64 * lane20) - lane20)); 
# 35
(*buf19) -= lane20; 
# 36
int iter21 = 0; 
# 37
while (iter21 < 9) { 
# 38
unsigned prod22 = (32); 
# 39
++iter21; 
# 40
}  
# 42
#pragma unroll 4
for (
# 42
int j23 = 0; j23 < 4; j23++) { 
# 43
Pixel10 e24{false, (3.0F)}; 
# 44
unsigned *res25 = reinterpret_cast< unsigned *>(buf19); 
# 45
}  
# 46
} 
#endif
# 47 "i000733.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_score26)[64] = 0; 
# 48
constexpr int DEPTH27 = (sizeof(unsigned) * (8)); 
# 50
__attribute__((visibility("hidden"))) void kick28(const unsigned long *__restrict__ src29) ;
#if 0
# 50
{ 
# 51
for (int it30 = 16; it30 > 0; --it30) { 
# 52
Pixel10 e31{true, (0L)}; 
# 53
int pass32 = 0; 
# 54
do { 
# 55
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score26)))[23]) ^= it30; 
# 56
e31 = Pixel10{false, (float)((4907 << ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score26)))[pass32])) + (1387 % (e31.flag11)))}; 
# 57
++pass32; 
# 58
} while (pass32 < pass32); 
# 59
}  
# 60
Op7 prod33 = Op7::Busy8; 
# 61
} 
#endif
# 62 "i000733.cu"
int host_table37 = 7; 
# 63
__attribute__((visibility("hidden"))) void reads_host38(int *p) ;
#if 0
# 64
{ 
# 65
(p[__device_builtin_variable_threadIdx.x]) = host_table37; 
# 66
} 
#endif
# 68 "i000733.cu"
int main() { 
# 69
int n34 = 3957; 
# 70
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : reads_host38(nullptr); 
# 71
n34 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score26)))[6]) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score26)))[n34] : n34); 
# 72
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score26)))[9]) = (sizeof(int) << ((short)(n34 + DEPTH27))); 
# 73
float t35 = (32); 
# 74
Op7 idx36 = Op7::Green9; 
# 75
(__cudaPushCallConfiguration((n34 + 63) / 64, sizeof(unsigned) * (16))) ? (void)0 : count18(nullptr, (n34 * 14L) / t35); 
# 76
(__cudaPushCallConfiguration(1 << (2 + 3), 512)) ? (void)0 : kick28(static_cast< const unsigned long *>(nullptr)); 
# 77
return 0; 
# 78
} 

# 1 "i000733.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62f1092a_10_i000733_cu_224164dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000733.cudafe1.stub.c"
#include "i000733.cudafe1.stub.c"
# 1 "i000733.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
