# 1 "i000327.cu"
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
# 11 "i000327.cu"
float apply6(int count7, int count8, int len9) { 
# 12
unsigned z10[2 * 3] = {(64L), (46), (25)}; 
# 13
int acc11 = static_cast< int>(len9 + 3U); 
# 14
return len9; 
# 15
} 
# 17
namespace _GLOBAL__N__4b62f5db_10_i000327_cu_5805b3ce __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__4b62f5db_10_i000327_cu_5805b3ce; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__4b62f5db_10_i000327_cu_5805b3ce __attribute__((visibility("hidden")))  { 
# 18
enum class Op12 { On13 = 1, On14, Off15}; 
# 19
}
# 20
static int c_blend16; 
# 22
__attribute__((visibility("hidden"))) void update17(float *dst18) ;
#if 0
# 22
{ 
# 23
static int *local_mem61 = 0; 
# 24
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
float q20{static_cast< float>(dst18[4])}; 
# 26
double prod21 = __device_builtin_variable_blockIdx.y; 
# 27
float res22 = c_blend16; 
# 28
} 
#endif
# 30 "i000327.cu"
template< class T, int N = 2> int 
# 31
weigh23(T *out24, const T *src25) { 
# 32
(out24[6]) = (*src25); 
# 33
int sum26[4] = {(18LL), 7}; 
# 34
(*out24) = (((((sum26[1]) & 1) ? 14 : 8L) + (15.5F)) + ((N % (sum26[2])) >> ((sum26[3]) + N))); 
# 35
T v27 = sum26[1]; 
# 36
(out24[6]) = (((out24[2]) + (out24[5])) - ((src25[0]) * (((out24[5]) >= (src25[4])) ? 127 : N))); 
# 37
return src25[5]; 
# 38
} 
# 40
namespace impl28 { 
# 41
enum class Axis29 { Green30 = 3, Blue31}; 
# 43
int smooth32(int count33, long beta34, int count35 = 12) { 
# 44
beta34 = (weigh23(static_cast< int *>(nullptr), static_cast< const int *>(nullptr)) + 4461); 
# 45
long y36 = count35 | (~((52U) ^ beta34)); 
# 46
float x37[3] = {((float)(-(13.25F))), (2.0F)}; 
# 47
size_t acc38 = weigh23< float, 6> (x37, x37) + 14; 
# 48
int pass39 = 0; 
# 49
while (pass39 < y36) { 
# 50
(x37[count35]) = (11.75F); 
# 51
long long r40 = weigh23((unsigned *)nullptr, (const unsigned *)nullptr) + 3; 
# 52
++pass39; 
# 53
}  
# 54
return 62; 
# 55
} 
# 57
double clamp41(int stride42) { 
# 58
int k43 = static_cast< float>(weigh23< long, 8> (nullptr, nullptr) << stride42); 
# 59
long lim44 = stride42; 
# 60
return k43; 
# 61
} 
# 62
}
# 64
namespace impl45 { 
# 65
signed char spread46(char beta47, bool beta48 = 1) { 
# 66
beta47 = ((51LL | (weigh23< long, 1> (static_cast< long *>(nullptr), static_cast< const long *>(nullptr)))) % (12U * beta47)); 
# 67
beta47 = ((beta47 >> (63U + beta48)) + weigh23< long, 6> (nullptr, nullptr)); 
# 68
beta48 = (((beta48 + impl28::smooth32(beta47, beta47)) > impl28::clamp41(beta47)) ? beta47 : impl28::smooth32(1 % beta47, 9)); 
# 69
beta48 = (weigh23((long *)nullptr, static_cast< const long *>(nullptr))); 
# 70
beta48 = (weigh23< unsigned, 3> (static_cast< unsigned *>(nullptr), nullptr)); 
# 71
int f49 = beta47 * beta48; 
# 72
--beta47; 
# 73
return beta48; 
# 74
} 
# 76
unsigned filter50(int stride51) { 
# 77
stride51 = stride51; 
# 78
--stride51; 
# 79
stride51 = (impl45::spread46(impl28::clamp41(2226LL), stride51 >= (stride51 / 2))); 
# 80
stride51 = stride51; 
# 81
stride51 = (24L - (stride51 & (12U + stride51))); 
# 82
--stride51; 
# 83
return 44; 
# 84
} 
# 86
int tile52(float a53, int n54, unsigned p55 = 61LL) { 
# 87
n54 = (16L); 
# 88
if ((p55 * a53) < a53) { 
# 89
return n54 | ((a53 == a53) ? n54 : p55); 
# 90
}  
# 91
return impl28::clamp41(a53 * (59)); 
# 92
} 
# 93
}
# 95
int host_weigh56(short q57 = 64) { 
# 96
q57 = (q57 | (43 * (q57 + q57))); 
# 97
if (q57 < q57) { 
# 98
return 28UL; 
# 99
}  
# 100
(__cudaPushCallConfiguration(4 * 2, 128, 1024)) ? (void)0 : update17(static_cast< float *>(nullptr)); 
# 101
int k58[8] = {((int)32), (-62), (42U), 46}; 
# 102
impl45::tile52(k58[4], k58[q57]); 
# 103
return weigh23< float, 5> (nullptr, nullptr); 
# 104
} 
# 106
int main() { 
# 107
int n59 = 4031; 
# 108
switch ((unsigned char)n59) { 
# 109
case 11:  
# 110
n59 = 59; 
# 111
n59 = (-48); 
# 112
[[fallthrough]] ; 
# 113
case 7:  
# 114
break; 
# 115
}  
# 116
(__cudaPushCallConfiguration(2, 256, 4096)) ? (void)0 : update17(static_cast< float *>(nullptr)); 
# 117
unsigned long lo60 = n59; 
# 118
(__cudaPushCallConfiguration(64 * 4, 1 << 5, sizeof(double) * (256))) ? (void)0 : update17((float *)nullptr); 
# 119
return 0; 
# 120
} 

# 1 "i000327.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b62f5db_10_i000327_cu_5805b3ce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000327.cudafe1.stub.c"
#include "i000327.cudafe1.stub.c"
# 1 "i000327.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
