#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000266.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow5iPxPaPKi(int, long long *__restrict__, signed char *, const int *__restrict__);
static void __device_stub__Z14trace11_kerneliPamPd(int, signed char *, unsigned long, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather17_kernelPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum25PKh(const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow5iPxPaPKi(int __par0, long long *__restrict__ __par1, signed char *__par2, const int *__restrict__ __par3){ long long *__T0;
 const int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(int, long long *__restrict__, signed char *, const int *__restrict__))grow5)), 0U);}
# 11 "v000266.cu"
void grow5( int __cuda_0,long long *__restrict__ __cuda_1,signed char *__cuda_2,const int *__restrict__ __cuda_3)
# 12 "v000266.cu"
{__device_stub__Z5grow5iPxPaPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000266.cudafe1.stub.c"
static void __device_stub__Z14trace11_kerneliPamPd( int __par0,  signed char *__par1,  unsigned long __par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, signed char *, unsigned long, double *))trace11_kernel)), 0U); }
# 17 "v000266.cu"
static void trace11_kernel( int __cuda_0,signed char *__cuda_1,unsigned long __cuda_2,double *__cuda_3)
# 18 "v000266.cu"
{__device_stub__Z14trace11_kerneliPamPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v000266.cu"
}
# 1 "v000266.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather17_kernelPi( int *__restrict__ __par0) {  int *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))gather17_kernel)), 0U); }
# 37 "v000266.cu"
void gather17_kernel( int *__restrict__ __cuda_0)
# 38 "v000266.cu"
{__device_stub__Z15gather17_kernelPi( __cuda_0);
# 45 "v000266.cu"
}
# 1 "v000266.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum25PKh( const unsigned char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned char *))accum25)), 0U); }
# 54 "v000266.cu"
void accum25( const unsigned char *__cuda_0)
# 55 "v000266.cu"
{__device_stub__Z7accum25PKh( __cuda_0);
# 66 "v000266.cu"
}
# 1 "v000266.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T31) {  __nv_dummy_param_ref(__T31); __nv_save_fatbinhandle_for_managed_rt(__T31); __cudaRegisterEntry(__T31, ((void ( *)(const unsigned char *))accum25), _Z7accum25PKh, (-1)); __cudaRegisterEntry(__T31, ((void ( *)(int *__restrict__))gather17_kernel), _Z15gather17_kernelPi, (-1)); __cudaRegisterEntry(__T31, ((void ( *)(int, signed char *, unsigned long, double *))trace11_kernel), _Z14trace11_kerneliPamPd, (-1)); __cudaRegisterEntry(__T31, ((void ( *)(int, long long *__restrict__, signed char *, const int *__restrict__))grow5), _Z5grow5iPxPaPKi, (-1)); __cudaRegisterVariable(__T31, __shadow_var(d_kick4,::d_kick4), 0, 4UL, 0, 0); __cudaRegisterVariable(__T31, __shadow_var(d_split36,::d_split36), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
