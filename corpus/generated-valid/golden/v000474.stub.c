#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000474.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift9_kernelPKf(const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step20_kerneldPKf(double, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow25PlPm(long *, unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5a973f98_10_v000474_cu_744191187march16Efci(float, char, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift9_kernelPKf(const float *__restrict__ __par0){ const float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__))drift9_kernel)), 0U);}
# 22 "v000474.cu"
void drift9_kernel( const float *__restrict__ __cuda_0)
# 22 "v000474.cu"
{__device_stub__Z13drift9_kernelPKf( __cuda_0);




}
# 1 "v000474.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step20_kerneldPKf( double __par0,  const float *__restrict__ __par1) {  const float *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(double, const float *__restrict__))step20_kernel)), 0U); }
# 60 "v000474.cu"
void step20_kernel( double __cuda_0,const float *__restrict__ __cuda_1)
# 60 "v000474.cu"
{__device_stub__Z13step20_kerneldPKf( __cuda_0,__cuda_1);
# 66 "v000474.cu"
}
# 1 "v000474.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow25PlPm( long *__par0,  unsigned long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, unsigned long *))grow25)), 0U); }
# 68 "v000474.cu"
void grow25( long *__cuda_0,unsigned long *__cuda_1)
# 68 "v000474.cu"
{__device_stub__Z6grow25PlPm( __cuda_0,__cuda_1);
# 80 "v000474.cu"
}
# 1 "v000474.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5a973f98_10_v000474_cu_744191187march16Efci( float __par0,  char __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, char, int))_NV_ANON_NAMESPACE::march16)), 0U); }
# 41 "v000474.cu"
void _NV_ANON_NAMESPACE::march16( float __cuda_0,char __cuda_1,int __cuda_2)
# 41 "v000474.cu"
{__device_stub__ZN43_GLOBAL__N__5a973f98_10_v000474_cu_744191187march16Efci( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000474.cu"
}
# 1 "v000474.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, char, int))_NV_ANON_NAMESPACE::march16), _ZN43_GLOBAL__N__5a973f98_10_v000474_cu_744191187march16Efci, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long *, unsigned long *))grow25), _Z6grow25PlPm, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double, const float *__restrict__))step20_kernel), _Z13step20_kerneldPKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__))drift9_kernel), _Z13drift9_kernelPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
